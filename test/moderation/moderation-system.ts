import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import type { Db } from 'mongodb';
import type { ListingView } from '../../services/core/listings/views.ts';
import { startSystem, type RunningSystem } from '../../services/system.ts';
import { createLogger } from '../../shared/logger.ts';
import { connectMongo, type MongoConnection } from '../../shared/mongo.ts';
import { expectDocumentedResponse } from '../support/documented-response.ts';
import { establishProvider, grantAdmin, uniqueEmail, type TestAccount } from '../support/factories.ts';
import { call, type ApiResponse, type CallOptions } from '../support/http.ts';
import { harness, testConfig } from '../support/root-hooks.ts';
import { ShiftedClock } from '../sign-in/sign-in-system.ts';
import type { Schema } from '../../shared/openapi/operation-types.ts';

/**
 * A whole system of its own (own database, shared servers) whose clock the suite moves: notices are limited per client
 * address, and every request of a test comes from loopback, so each test starts past the window of the ones before.
 */
export interface ModerationSystem {
  system: RunningSystem;
  mongo: MongoConnection;
  db: Db;
  clock: ShiftedClock;
  api(method: string, path: string, options?: Omit<CallOptions, 'baseUrl'>): Promise<ApiResponse>;
  /** Calls the operation and checks the answer against its OpenAPI declaration. */
  op(operationId: string, method: string, path: string, options?: Omit<CallOptions, 'baseUrl'>): Promise<ApiResponse>;
  register(label: string): Promise<TestAccount>;
  admin(label: string): Promise<TestAccount>;
  /** A live listing of the account, which is recorded past the trust gate first (establishProvider). */
  listing(account: TestAccount, title: string): Promise<ListingView>;
  /** Mails sent to the address, newest first. */
  mails(to: string): Promise<Array<{ subject: string; text: string; about: { kind: string; id: string } }>>;
  stop(): Promise<void>;
}

export async function startModerationSystem(label: string): Promise<ModerationSystem> {
  const config = testConfig(harness().servers);
  const clock = new ShiftedClock();
  const system = await startSystem({
    config,
    clock,
    logger: createLogger(process.env.TEST_LOG_LEVEL ?? 'silent', label),
  });
  const mongo = await connectMongo(config.mongodbUrl, config.mongodbDatabase);
  const api: ModerationSystem['api'] = (method, path, options = {}) =>
    call(method, path, { ...options, baseUrl: system.url });
  const register = async (name: string): Promise<TestAccount> => {
    const email = uniqueEmail(name);
    const password = `pw-${randomBytes(8).toString('hex')}`;
    const response = await api('POST', '/v1/auth/register', { body: { email, password, displayName: name } });
    expect(response.status, response.text).to.equal(201);
    return { id: response.body.result.account.id, email, password, token: response.body.result.token };
  };
  return {
    system,
    mongo,
    db: mongo.db,
    clock,
    api,
    async op(operationId, method, path, options = {}) {
      const response = await api(method, path, options);
      expectDocumentedResponse(operationId, response);
      return response;
    },
    register,
    async admin(name) {
      return grantAdmin(mongo.db, await register(name), system.url);
    },
    async listing(account, title) {
      await establishProvider(mongo.db, account.id);
      const body = {
        category: 'businesses',
        title,
        description: 'Digital services for small firms.',
        facets: { services: ['web-design'], serviceArea: 'Berlin', companySize: '2-10' },
        location: { lat: 52.52, lon: 13.405, city: 'Berlin', country: 'DE' },
      };
      const response = await api('POST', '/v1/listings', { token: account.token, body });
      expect(response.status, response.text).to.equal(201);
      expect(response.body.result.status).to.equal('published');
      return response.body.result as ListingView;
    },
    async mails(to) {
      return mongo.db
        .collection<{
          to: string;
          subject: string;
          text: string;
          about: { kind: string; id: string };
          createdAt: Date;
        }>('mail_outbox')
        .find({ to })
        .sort({ createdAt: -1 })
        .toArray();
    },
    async stop() {
      await system.stop();
      await mongo.client.close();
    },
  };
}

/** A statement of reasons as an admin writes it. */
export function statementInput(overrides: Partial<Schema<'StatementOfReasons'>> = {}): Schema<'StatementOfReasons'> {
  return {
    category: 'scams_and_fraud',
    facts:
      'The listing offers web design at a price it never delivers; three buyers documented payments without delivery.',
    contractualGround: {
      reference: 'Terms of service, section 4.2 (honest offers)',
      explanation: 'Offers must be deliverable as described.',
    },
    territorialScope: ['DE', 'AT'],
    automatedDetection: false,
    automatedDecision: 'not_automated',
    ...overrides,
  };
}

type ReportBody = Schema<'CreateListingReportInput'> & { notifier: { name: string; email: string } };

/** A notice body about a listing, with a notifier's name and email (left out, it is filed as the caller's account). */
export function noticeInput(
  listingId: string,
  overrides: Partial<Schema<'CreateListingReportInput'>> = {},
): ReportBody {
  return {
    listingId,
    reason: 'fraud',
    explanation: 'The provider takes payment for web design and never delivers; I paid and got nothing.',
    notifier: { name: 'Nora Notifier', email: uniqueEmail('notifier') },
    goodFaithStatement: true,
    ...overrides,
  } as ReportBody;
}
