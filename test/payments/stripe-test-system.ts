import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import type { Db } from 'mongodb';
import { createCore, type Core } from '../../services/core/index.ts';
import { createBearerVerifier } from '../../shared/auth/bearer-verifier.ts';
import type { Principal } from '../../shared/auth/principal.ts';
import { allScopes } from '../../shared/auth/scopes.ts';
import { systemClock } from '../../shared/clock.ts';
import type { WorkflowPoint } from '../../services/core/workflows/workflow-definition.ts';
import { startSystem, type RunningSystem } from '../../services/system.ts';
import type { Config } from '../../shared/config.ts';
import { createLogger } from '../../shared/logger.ts';
import { connectMongo, type MongoConnection } from '../../shared/mongo.ts';
import { ignoreClient } from '../budget/command-recorder.ts';
import { uniqueEmail } from '../support/factories.ts';
import { call, type ApiResponse } from '../support/http.ts';
import { harness, testConfig } from '../support/root-hooks.ts';
import { webhookSecret } from './stripe-events.ts';
import { StripeRelay } from './stripe-relay.ts';

export interface StripeAccount {
  id: string;
  token: string;
}

export interface CoreOptions {
  /** How far ahead of the real clock the core's clock runs (recovery after a lease or a backoff). */
  clockOffsetMs?: number;
  /** Sees every workflow point; what it throws stops the run there, as a crash would. */
  observe?: (point: WorkflowPoint) => void;
}

/**
 * A whole service (its own database) whose payment processor is Stripe, reached through a StripeRelay in front of
 * the stripe-mock of the test servers, so a test can take the processor offline and count what reached it. It
 * takes Stripe's webhook deliveries signed with the test secret (stripe-events.ts `deliver`).
 */
export class StripeTestSystem {
  private constructor(
    private readonly system: RunningSystem,
    private readonly mongo: MongoConnection,
    readonly config: Config,
    readonly relay: StripeRelay,
  ) {}

  static async start(label: string): Promise<StripeTestSystem> {
    const relay = await StripeRelay.start();
    const payments = {
      processor: 'stripe' as const,
      stripeSecretKey: 'sk_test_123',
      stripeApiBase: relay.url,
      stripeWebhookSecret: webhookSecret(),
    };
    const config = testConfig(harness().servers, { payments });
    const system = await startSystem({ config, logger: createLogger(process.env.TEST_LOG_LEVEL ?? 'silent', label) });
    const mongo = await connectMongo(config.mongodbUrl, config.mongodbDatabase);
    // The tests' own reads of what the system stored are no part of the system's database budget.
    ignoreClient(mongo.client);
    return new StripeTestSystem(system, mongo, config, relay);
  }

  get url(): string {
    return this.system.url;
  }

  get db(): Db {
    return this.mongo.db;
  }

  async stop(): Promise<void> {
    await this.system.stop();
    await this.mongo.client.close();
    await this.relay.goOffline();
  }

  /** A core over this system's database and processor, as another process (a crashing one, a later recovery) runs it. */
  core({ clockOffsetMs = 0, observe }: CoreOptions = {}): Core {
    return createCore({
      db: this.db,
      clock: { now: () => new Date(Date.now() + clockOffsetMs) },
      config: this.config,
      ...(observe ? { observeWorkflows: observe } : {}),
    });
  }

  /** The principal this system's gateway builds for the token, for calling a handler of a drilled core. */
  async principalOf(token: string): Promise<Principal> {
    const verify = createBearerVerifier({
      jwtSecret: this.config.jwtSecret,
      lookup: this.core().credentialLookup,
      clock: systemClock,
      sessionScopes: allScopes(),
    });
    const principal = await verify(token, this.url);
    if (!principal) throw new Error('the token does not verify');
    return principal;
  }

  call(method: string, path: string, token: string, body?: unknown, headers?: Record<string, string>) {
    return call(method, path, { token, body, baseUrl: this.url, ...(headers ? { headers } : {}) });
  }

  async register(label: string): Promise<StripeAccount> {
    const response = await call('POST', '/v1/auth/register', {
      body: { email: uniqueEmail(label), password: `pw-${randomBytes(8).toString('hex')}` },
      baseUrl: this.url,
    });
    expect(response.status, response.text).to.equal(201);
    return { id: response.body.result.account.id, token: response.body.result.token };
  }

  /** A deal between fresh parties whose buyer's human approved funding: the deal is `approved`. */
  async approvedDeal(amount = 7_500): Promise<{ buyer: StripeAccount; seller: StripeAccount; dealId: string }> {
    const [buyer, seller] = await Promise.all([this.register('buyer'), this.register('seller')]);
    const created = await this.call('POST', '/v1/deals', buyer.token, {
      counterpartyId: seller.id,
      title: 'Logo design',
      amount,
      currency: 'EUR',
    });
    expect(created.status, created.text).to.equal(201);
    const dealId: string = created.body.result.id;
    await this.ok(seller.token, `/v1/deals/${dealId}/propose`);
    const approval = await this.ok(buyer.token, `/v1/deals/${dealId}/request-approval`, { action: 'fund' }, 202);
    await this.ok(buyer.token, `/v1/approvals/${approval.id}/approve`, { comment: 'ok' });
    await this.ok(buyer.token, `/v1/deals/${dealId}/apply-approval`, { approvalId: approval.id });
    return { buyer, seller, dealId };
  }

  /** Calls and expects `status`; answers the result. */
  async ok(token: string, path: string, body: unknown = {}, status = 200): Promise<any> {
    const response: ApiResponse = await this.call('POST', path, token, body);
    expect(response.status, `${path}: ${response.text}`).to.equal(status);
    return response.body.result;
  }
}
