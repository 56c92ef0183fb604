import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { openApiDocument } from '../../shared/openapi/document.ts';
import { operations } from '../../services/gateway/openapi/operations.ts';
import { createAdmin, registerAccount, uniqueEmail, type TestAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { inject } from '../support/inject.ts';
import { registerClient } from '../oauth/oauth-client.ts';

/** Fields only the server writes: a client that sends one must never set it. */
const SERVER_OWNED: Record<string, unknown> = {
  id: 'lst_00000000000000000000000000',
  accountId: 'acc_00000000000000000000000000',
  providerId: 'acc_00000000000000000000000000',
  ownerId: 'acc_00000000000000000000000000',
  status: 'active',
  createdAt: '2020-01-01T00:00:00Z',
  updatedAt: '2020-01-01T00:00:00Z',
  isAdmin: true,
  rating: 5,
  verifiedDomain: 'example.com',
  boostedUntil: '2099-01-01T00:00:00Z',
  balance: 1_000_000,
  version: 99,
};

/**
 * Request bodies that are not closed objects, each with why: the test below fails for any other, so a new
 * operation whose body lets unknown fields through is caught the day it is declared.
 */
const OPEN_BODIES: Record<string, string> = {
  registerOAuthClient:
    'RFC 7591 §2 requires unknown client metadata to be ignored; checked below that server-owned fields are',
  exchangeOAuthToken:
    'OAuth token requests are form fields of the grant; unknown ones are ignored and nothing is created from them',
  receiveStripeWebhook: 'the raw body of a Stripe event, verified by its signature and never stored as sent',
  uploadFiles: 'multipart files of an upload link, stored as files, never as fields of a resource',
};

type Schema = {
  $ref?: string;
  type?: string;
  properties?: Record<string, unknown>;
  additionalProperties?: unknown;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
};

function resolve(schema: Schema | undefined): Schema | undefined {
  let current = schema;
  while (current?.$ref)
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce<any>((node, key) => node?.[key], openApiDocument());
  return current;
}

/** Every property name the body schema declares, in any of its branches. */
function declaredProperties(schema: Schema | undefined): Set<string> {
  const resolved = resolve(schema);
  const names = new Set(Object.keys(resolved?.properties ?? {}));
  for (const branch of [...(resolved?.allOf ?? []), ...(resolved?.oneOf ?? []), ...(resolved?.anyOf ?? [])])
    for (const name of declaredProperties(branch)) names.add(name);
  return names;
}

function jsonBodySchema(operationId: string): Schema | undefined {
  for (const item of Object.values(openApiDocument().paths)) {
    for (const operation of Object.values(item) as Array<{
      operationId?: string;
      requestBody?: { content?: Record<string, { schema?: Schema }> };
    }>) {
      if (operation?.operationId === operationId)
        return resolve(operation.requestBody?.content?.['application/json']?.schema);
    }
  }
  return undefined;
}

const concretePath = (path: string) => path.replace(/\{[^}]+\}/g, 'abc123');
const withBody = operations().filter((operation) => operation.bodyMediaTypes.length > 0);

describe('security: mass assignment (generated from the OpenAPI document)', () => {
  let admin: TestAccount;
  before(async () => {
    admin = await createAdmin('mass-assignment');
  });

  it('every request body is a closed object, or an open one listed with its reason', () => {
    const open = withBody
      .filter((operation) => resolve(jsonBodySchema(operation.operationId))?.additionalProperties !== false)
      .map((operation) => operation.operationId);
    expect(open.sort()).to.deep.equal(Object.keys(OPEN_BODIES).sort());
  });

  describe('every closed body refuses each server-owned field it does not declare, naming it (400, before any handler)', () => {
    for (const operation of withBody.filter((candidate) => !(candidate.operationId in OPEN_BODIES))) {
      const declared = declaredProperties(jsonBodySchema(operation.operationId));
      const extras = Object.keys(SERVER_OWNED).filter((field) => !declared.has(field));
      it(`${operation.method} ${operation.path} (${operation.operationId}): ${extras.length} server-owned fields`, async () => {
        const body = Object.fromEntries(extras.map((field) => [field, SERVER_OWNED[field]]));
        const response = await inject(operation.method, concretePath(operation.path), {
          token: operation.auth === 'none' ? undefined : admin.token,
          body,
          headers: { 'idempotency-key': randomBytes(12).toString('hex') },
        });
        expect(response.status, response.text).to.equal(400);
        const fields = response.body.errors.map((error: { field?: string }) => error.field);
        expect(fields, response.text).to.include.members(extras.map((field) => `body.${field}`));
      });
    }
  });

  describe('valid bodies carrying server-owned fields write nothing', () => {
    it('registration with isAdmin, balance or an id creates no account', async () => {
      const email = uniqueEmail('escalate');
      for (const extra of [{ isAdmin: true }, { balance: 10_000 }, { id: 'acc_00000000000000000000000000' }]) {
        const response = await call('POST', '/v1/auth/register', {
          body: { email, password: 'pw-0123456789abcdef', displayName: 'x', ...extra },
        });
        expect(response.status, response.text).to.equal(400);
      }
      const login = await call('POST', '/v1/auth/login', { body: { email, password: 'pw-0123456789abcdef' } });
      expect(login.status, login.text).to.equal(401);
    });

    it('a profile update with isAdmin or verifiedDomain changes nothing', async () => {
      const user = await registerAccount('profile-escalate');
      const before = (await call('GET', '/v1/me', { token: user.token })).body.result;
      for (const extra of [{ isAdmin: true }, { verifiedDomain: 'bank.example' }, { rating: 5 }]) {
        const response = await call('PATCH', '/v1/me', {
          token: user.token,
          body: { displayName: 'Renamed', ...extra },
        });
        expect(response.status, response.text).to.equal(400);
      }
      const after = (await call('GET', '/v1/me', { token: user.token })).body.result;
      expect(after.account).to.deep.equal(before.account);
      const adminOnly = await call('POST', '/v1/admin/credits/grants', {
        token: user.token,
        body: { accountId: user.id, amount: 1, reason: 'probe' },
      });
      expect(adminOnly.status, adminOnly.text).to.equal(403);
    });

    it('registerOAuthClient ignores a client_id, a client_id_issued_at and scopes beyond the catalog sent as metadata', async () => {
      const response = await call('POST', '/v1/auth/oauth/register', {
        body: {
          client_name: 'Sneaky',
          redirect_uris: ['http://127.0.0.1:8976/callback'],
          client_id: 'chosen-by-client',
          client_id_issued_at: 1,
          isAdmin: true,
        },
      });
      expect(response.status, response.text).to.equal(201);
      expect(response.body.client_id).to.not.equal('chosen-by-client');
      expect(response.body.client_id_issued_at).to.not.equal(1);
      expect(response.body).to.not.have.property('isAdmin');
      expect(await registerClient()).to.not.equal('chosen-by-client');
    });
  });
});
