import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { expectDocumentedResponse } from '../support/documented-response.ts';
import { expectError } from '../support/expect-error.ts';
import { createAdmin, registerAccount, type TestAccount } from '../support/factories.ts';
import { call, type ApiResponse } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import { businessListing, searchUntil, ids } from '../catalog/catalog-helpers.ts';
import { importAndWait } from '../intake/intake-calls.ts';
import { statementInput } from './moderation-system.ts';

async function listingCreatedEvents(listingId: string): Promise<number> {
  return harness()
    .mongo.db.collection('outbox')
    .countDocuments({ kind: 'event', event: 'listing.created', 'payload.listing.id': listingId });
}

/** A new account's first draft, published: the trust gate holds it for review. */
async function heldDraft(label: string, marker: string): Promise<{ owner: TestAccount; listingId: string }> {
  const owner = await registerAccount(label);
  const { draftIds } = await importAndWait(owner, {
    text: `Fliesenleger ${marker}\nWir verlegen Fliesen in Bad und Küche. Kostenloses Angebot!`,
    category: 'local-services',
  });
  const published = await call('POST', `/v1/intake/drafts/${draftIds[0]}/publish`, { token: owner.token });
  expect(published.body.result, published.text).to.deep.include({ status: 'in_review', reasons: ['new_account'] });
  return { owner, listingId: published.body.result.listingId };
}

async function queueItemOf(admin: TestAccount, listingId: string): Promise<Record<string, any>> {
  for (let cursor: string | null = null, page = 0; page < 50; page += 1) {
    const response: ApiResponse = await call(
      'GET',
      `/v1/intake/moderation?kind=listing_review&limit=100${cursor ? `&cursor=${cursor}` : ''}`,
      { token: admin.token },
    );
    expectDocumentedResponse('listModerationQueue', response);
    const item = response.body.result.find((entry: { listingId: string }) => entry.listingId === listingId);
    if (item) return item;
    cursor = response.body.result_info.next_cursor;
    if (!cursor) break;
  }
  throw new Error(`listing ${listingId} is not in the queue`);
}

describe('moderation: the intake trust gate end to end', function () {
  this.timeout(60_000);
  let admin: TestAccount;
  before(async () => {
    admin = await createAdmin('gatekeeper');
  });

  it("holds a new account's first published draft in the queue, unannounced and out of search, until an admin approves it", async () => {
    const marker = `gate${randomBytes(5).toString('hex')}`;
    const { owner, listingId } = await heldDraft('gate-newcomer', marker);
    expectError(await call('GET', `/v1/listings/${listingId}`), 404, 'resource_not_found');
    expect(await listingCreatedEvents(listingId)).to.equal(0);

    const item = await queueItemOf(admin, listingId);
    expect(item).to.deep.include({
      kind: 'listing_review',
      providerId: owner.id,
      category: 'local-services',
      reasons: ['new_account'],
      decideWith: ['approveModerationItem', 'rejectModerationItem'],
    });
    expect(item.preview).to.include({ id: listingId, status: 'pending_review', title: `Fliesenleger ${marker}` });

    const approved = await call('POST', `/v1/intake/moderation/${item.id}/approve`, {
      token: admin.token,
      body: { note: 'A real tiler.' },
    });
    expectDocumentedResponse('approveModerationItem', approved);
    expect(approved.body.result).to.deep.equal({
      jobId: item.id,
      status: 'published',
      listingId,
      statementOfReasonsId: null,
    });
    expect((await call('GET', `/v1/listings/${listingId}`)).body.result.status).to.equal('published');
    await searchUntil({ q: marker, semantic: false }, (result) => ids(result).includes(listingId));
    expect(await listingCreatedEvents(listingId), 'gated listings are not announced').to.equal(0);

    const twice = await call('POST', `/v1/intake/moderation/${item.id}/approve`, { token: admin.token });
    expect(twice.body.result, 'a repeated approval answers its first outcome').to.deep.equal(approved.body.result);
    expectError(
      await call('POST', `/v1/intake/moderation/${item.id}/reject`, { token: admin.token, body: statementInput() }),
      409,
      'invalid_transition',
    );
    const audit = await call('GET', `/v1/intake/audit-log?subjectId=${listingId}`, { token: admin.token });
    expectDocumentedResponse('listModerationAuditLog', audit);
    expect(
      audit.body.result.map((entry: { action: string; actorId: string; after: unknown }) => [
        entry.action,
        entry.actorId,
        entry.after,
      ]),
    ).to.deep.equal([['listing_review.approved', admin.id, { status: 'published' }]]);
  });

  it("regression: holds a new account's first listings created through POST /v1/listings for review, unannounced, and publishes its later ones at once", async () => {
    const owner = await registerAccount('direct-newcomer');
    const marker = `gate${randomBytes(5).toString('hex')}`;
    const create = (title: string) =>
      call('POST', '/v1/listings', { token: owner.token, body: businessListing(`${title} ${marker}`) });
    const approve = async (listingId: string) => {
      const item = await queueItemOf(admin, listingId);
      expect(item).to.deep.include({ kind: 'listing_review', providerId: owner.id, reasons: ['new_account'] });
      const approved = await call('POST', `/v1/intake/moderation/${item.id}/approve`, { token: admin.token });
      expect(approved.body.result, approved.text).to.include({ status: 'published', listingId });
    };

    const first = await create('Webdesign First');
    expectDocumentedResponse('createListing', first);
    expect(first.status, first.text).to.equal(201);
    expect(first.body.result.status).to.equal('pending_review');
    expect(first.body.messages.map((entry: { message: string }) => entry.message).join(' ')).to.match(
      /waits for review/,
    );
    const firstId = first.body.result.id;
    expectError(await call('GET', `/v1/listings/${firstId}`), 404, 'resource_not_found');
    expect(await listingCreatedEvents(firstId)).to.equal(0);
    await approve(firstId);
    expect((await call('GET', `/v1/listings/${firstId}`)).body.result.status).to.equal('published');
    await searchUntil({ q: marker, semantic: false }, (result) => ids(result).includes(firstId));
    expect(await listingCreatedEvents(firstId), 'gated listings are not announced').to.equal(0);

    for (const title of ['Webdesign Second', 'Webdesign Third']) {
      const held = await create(title);
      expect(held.body.result.status, held.text).to.equal('pending_review');
      await approve(held.body.result.id);
    }
    const later = await create('Webdesign Fourth');
    expect(later.body.result.status, later.text).to.equal('published');
    expect(later.body.messages).to.deep.equal([]);
    expect(await listingCreatedEvents(later.body.result.id)).to.equal(1);
  });

  it('keeps a rejected listing unpublished and sends its provider the statement of reasons', async () => {
    const { owner, listingId } = await heldDraft('gate-rejected', `gate${randomBytes(5).toString('hex')}`);
    const item = await queueItemOf(admin, listingId);
    const wrong = await call('POST', `/v1/intake/moderation/${item.id}/reject`, {
      token: admin.token,
      body: statementInput({ restriction: 'removal' }),
    });
    expect(expectError(wrong, 400, 'validation_failed').field).to.equal('body.restriction');
    const rejected = await call('POST', `/v1/intake/moderation/${item.id}/reject`, {
      token: admin.token,
      body: statementInput({ category: 'scope_of_platform_service' }),
    });
    expectDocumentedResponse('rejectModerationItem', rejected);
    expect(rejected.body.result).to.include({ status: 'rejected', listingId });
    expectError(await call('GET', `/v1/listings/${listingId}`), 404, 'resource_not_found');
    const own = await call('GET', '/v1/listings?provider=me', { token: owner.token });
    expect(
      own.body.result.map((listing: { id: string; status: string }) => [listing.id, listing.status]),
    ).to.deep.equal([[listingId, 'rejected']]);
    const statement = await call('GET', `/v1/intake/statements/${rejected.body.result.statementOfReasonsId}`, {
      token: owner.token,
    });
    expectDocumentedResponse('getStatementOfReasons', statement);
    expect(statement.body.result).to.include({ restriction: 'rejection', source: 'own_initiative' });
    expectError(
      await call('POST', '/v1/intake/moderation/lrh_unknown/approve', { token: admin.token }),
      404,
      'resource_not_found',
    );
  });
});
