import { expect } from 'chai';
import { registerAccount, type TestAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import {
  operationsWithRequestExamples,
  requestExample,
  seedCounterparty,
  type CounterpartyResources,
} from './request-examples.ts';

/** Fields by which an example names another account's resource; the example's made-up id is replaced by a real one. */
const COUNTERPARTY_FIELDS: Record<string, keyof CounterpartyResources> = {
  listingId: 'listingId',
  mandateId: 'mandateId',
  counterpartyId: 'accountId',
};

/**
 * Schemathesis sends these examples in its examples phase and mixes them into its stateful phase, and readers copy
 * them: each must be accepted as it stands, ids of other resources aside.
 */
describe('the request examples of the document', () => {
  let caller: TestAccount;
  let theirs: CounterpartyResources;
  /** The `{id}` each operation with examples acts on. */
  let pathIds: Record<string, () => Promise<string>>;

  before(async () => {
    caller = await registerAccount('examples');
    theirs = await seedCounterparty(harness().baseUrl, harness().mongo.db);
    pathIds = {
      createBid: async () => theirs.jobId,
      createAnswer: async () => theirs.requestId,
      createReview: async () => theirs.listingId,
      requestDealApproval: proposedDeal,
    };
  });

  async function proposedDeal(): Promise<string> {
    const opened = await call('POST', '/v1/deals', {
      token: caller.token,
      body: { ...requestExample('createDeal'), listingId: theirs.listingId },
    });
    expect(opened.status, opened.text).to.equal(201);
    const proposed = await call('POST', `/v1/deals/${opened.body.result.id}/propose`, { token: caller.token });
    expect(proposed.status, proposed.text).to.equal(200);
    return opened.body.result.id;
  }

  const withRealIds = (value: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(value).map(([field, given]) => [
        field,
        field in COUNTERPARTY_FIELDS ? theirs[COUNTERPARTY_FIELDS[field]!] : given,
      ]),
    );

  it('illustrate the operations that create the main resources', () => {
    const illustrated = operationsWithRequestExamples().map((operation) => operation.operationId);
    expect(illustrated).to.include.members([
      'createListing',
      'createRequest',
      'createJob',
      'createBid',
      'createDeal',
      'createMandate',
      'createClaim',
      'createWebhook',
      'createApiKey',
      'createAgent',
      'createReview',
      'importStructured',
    ]);
  });

  for (const operation of operationsWithRequestExamples()) {
    it(`${operation.operationId}: every example is accepted`, async () => {
      for (const example of operation.examples) {
        let path = operation.path;
        if (path.includes('{id}')) {
          const pathId = pathIds[operation.operationId];
          expect(pathId, `${operation.operationId} acts on an {id}: say which one its examples need`).to.be.a(
            'function',
          );
          path = path.replace('{id}', await pathId!());
        }
        const response = await call(operation.method, path, { token: caller.token, body: withRealIds(example.value) });
        expect(response.status, `${operation.operationId} example ${example.name}: ${response.text}`).to.be.within(
          200,
          299,
        );
      }
    });
  }
});
