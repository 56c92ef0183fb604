import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { anInvoice, publishMandate, registerLead } from '../claims/fixtures.ts';
import { createDeal } from '../deals/fixtures.ts';
import { postJob, placeBid } from '../jobs/fixtures.ts';
import { createListing, sparseListing } from '../listings/fixtures.ts';
import { noticeInput, statementInput } from '../moderation/moderation-system.ts';
import { obtainTokens } from '../oauth/oauth-client.ts';
import { postAnswer, postRequest } from '../requests/fixtures.ts';
import {
  createAdmin,
  createApiKey,
  registerAccount,
  registerProvider,
  type TestAccount,
} from '../support/factories.ts';
import { call, type ApiResponse, type CallOptions } from '../support/http.ts';

/**
 * Three accounts and one resource of every kind owned by A. B is unrelated to A; C deals with A elsewhere (the
 * seller of another deal of A's, a bidder on A's job, an answerer of A's request), so it is related to A but not a
 * party to what it probes. D is the legitimate other party of A's private resources (deal seller, mandate provider).
 */
export interface World {
  a: TestAccount;
  b: TestAccount;
  c: TestAccount;
  d: TestAccount;
  admin: TestAccount;
  ids: Record<string, string>;
  close(): Promise<void>;
}

async function ok(response: Promise<ApiResponse>, status: number): Promise<any> {
  const answered = await response;
  expect(answered.status, answered.text).to.equal(status);
  return answered.body.result ?? answered.body;
}

const post = (path: string, token: string, body?: unknown, options: Omit<CallOptions, 'token' | 'body'> = {}) =>
  call('POST', path, { token, body, ...options });
const idempotent = () => ({ headers: { 'idempotency-key': randomBytes(12).toString('hex') } });

/** A loopback feed of one product, for an intake source of A's (127.0.0.1 is allow-listed in tests). */
async function startFeed(): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    const products = [
      {
        id: 1,
        handle: 'desk-lamp',
        title: 'Desk lamp Lumo',
        vendor: 'Lumo',
        product_type: 'Lamp',
        body_html: '<p>A desk lamp.</p>',
        variants: [{ price: '39.00' }],
      },
    ];
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ products }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/products.json`, server };
}

async function waitForJob(token: string, jobId: string): Promise<any> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const job = await ok(call('GET', `/v1/intake/jobs/${jobId}`, { token }), 200);
    if (!['queued', 'running'].includes(job.status)) return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`intake job ${jobId} did not finish`);
}

export async function buildWorld(): Promise<World> {
  const [a, b, c, d, admin] = await Promise.all([
    registerProvider('owner-a'),
    registerAccount('stranger-b'),
    registerAccount('related-c'),
    registerProvider('party-d'),
    createAdmin('security-admin'),
  ]);
  const ids: Record<string, string> = {};
  const feed = await startFeed();

  // Public resources of A's, and C's ties to A through other resources.
  ids.listing = (await createListing(a, sparseListing('businesses', { title: 'A listing of owner A' }))).id;
  ids.request = (await postRequest(a)).id;
  ids.answer = (await postAnswer(c, ids.request)).id;
  ids.job = (await postJob(a)).id;
  ids.bid = (await placeBid(c, ids.job)).id;
  ids.mandate = (await publishMandate(a.token)).id;
  await createDeal({ buyer: a, seller: c });

  // A private deal between A (buyer) and D, with an approval A opened on it.
  ids.deal = (await createDeal({ buyer: a, seller: d })).id;
  await ok(post(`/v1/deals/${ids.deal}/propose`, a.token), 200);
  ids.approval = (await ok(post(`/v1/deals/${ids.deal}/request-approval`, a.token, { action: 'fund' }), 202)).id;

  // A claim A registered as an agent under D's mandate, accepted by D with a sale reported by A.
  const dMandate = await publishMandate(d.token);
  ids.claim = (await registerLead(a.token, dMandate.id)).id;
  await ok(post(`/v1/claims/${ids.claim}/decision`, d.token, { decision: 'accept' }), 200);
  await ok(post(`/v1/claims/${ids.claim}/sale`, a.token, anInvoice), 200);

  // Credentials and settings of A's.
  ids.apiKey = (await createApiKey(a, ['account:read'])).id;
  ids.agent = (await ok(post('/v1/agents', a.token, { name: 'Agent of A' }), 201)).id;
  ids.webhook = (
    await ok(post('/v1/webhooks', a.token, { url: 'http://127.0.0.1:9/hook', events: ['deal.created'] }), 201)
  ).id;
  ids.domain = (
    await ok(post('/v1/domains', a.token, { domain: `a${randomBytes(5).toString('hex')}.example.com` }), 201)
  ).id;
  ids.oauthClient = (await obtainTokens(a)).clientId;

  // Intake: a synced source, an import job with its draft.
  ids.intakeSource = (
    await ok(
      post('/v1/intake/sources', a.token, { kind: 'products-json', url: feed.url, currency: 'EUR' }, idempotent()),
      201,
    )
  ).id;
  const imported = await ok(
    post(
      '/v1/intake/imports',
      a.token,
      { text: 'Umzugshilfe Berlin\nIhr Umzug in Berlin: wir tragen Ihre Möbel, ab 39 € pro Stunde.\n' },
      idempotent(),
    ),
    202,
  );
  const job = await waitForJob(a.token, imported.id);
  ids.intakeJob = job.id;
  ids.draft = job.draftIds[0];

  // Money and the concierge: credits granted by an admin, a top-up, a conversation.
  await ok(
    post('/v1/admin/credits/grants', admin.token, { accountId: a.id, credits: 50, reason: 'security suite' }),
    201,
  );
  ids.topUp = (await ok(post('/v1/credits/top-ups', a.token, { credits: 1_000 }, idempotent()), 201)).id;
  ids.conversation = (await ok(post('/v1/concierge/conversations', a.token, { title: 'Questions of A' }), 201)).id;

  // Moderation: a report A filed and an admin kept; a statement of reasons addressed to A about another listing.
  const dListing = await createListing(d, sparseListing('businesses', { title: 'A listing of D, reported by A' }));
  const { notifier: _named, ...notice } = noticeInput(dListing.id);
  ids.report = (await ok(post('/v1/intake/reports', a.token, notice), 201)).id;
  await ok(
    post(`/v1/intake/reports/${ids.report}/decide`, admin.token, { decision: 'keep', reasons: 'No breach shown.' }),
    200,
  );
  const takenDown = await createListing(a, sparseListing('businesses', { title: 'A listing of A, taken down' }));
  const reportOnA = await ok(
    post('/v1/intake/reports', d.token, (({ notifier: _n, ...rest }) => rest)(noticeInput(takenDown.id))),
    201,
  );
  const decided = await ok(
    post(`/v1/intake/reports/${reportOnA.id}/decide`, admin.token, {
      decision: 'take_down',
      reasons: 'Not delivered as described.',
      statementOfReasons: statementInput({ restriction: 'disabling_access' }),
    }),
    200,
  );
  ids.statement = decided.decision.statementOfReasonsId;

  return {
    a,
    b,
    c,
    d,
    admin,
    ids,
    async close() {
      feed.server.closeAllConnections();
      feed.server.close();
    },
  };
}
