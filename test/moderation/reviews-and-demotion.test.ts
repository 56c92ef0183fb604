import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { expectError } from '../support/expect-error.ts';
import type { TestAccount } from '../support/factories.ts';
import { noticeInput, startModerationSystem, statementInput, type ModerationSystem } from './moderation-system.ts';

const HOUR = 3600_000;

describe('moderation: reviews, demotion and kept reports', function () {
  this.timeout(120_000);
  let mod: ModerationSystem;
  let adminA: TestAccount;
  let adminB: TestAccount;

  before(async function () {
    this.timeout(180_000);
    mod = await startModerationSystem('moderation-reviews');
    adminA = await mod.admin('admin-a');
    adminB = await mod.admin('admin-b');
  });

  after(async () => mod?.stop());

  beforeEach(() => mod.clock.advance(2 * HOUR));

  async function reviewsOf(listingId: string): Promise<string[]> {
    const response = await mod.api('GET', `/v1/listings/${listingId}/reviews`);
    expect(response.status, response.text).to.equal(200);
    return response.body.result.map((review: { id: string }) => review.id);
  }

  async function rating(listingId: string): Promise<{ average: number | null; count: number }> {
    const response = await mod.api('GET', `/v1/listings/${listingId}`);
    expect(response.status, response.text).to.equal(200);
    return response.body.result.rating;
  }

  async function searchIds(q: string, ready: (ids: string[]) => boolean): Promise<string[]> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      // By its words alone: the marker keeps the search to this test's listings.
      const response = await mod.api('POST', '/v1/catalog/search', { body: { q, semantic: false } });
      expect(response.status, response.text).to.equal(200);
      const ids = (response.body.result.hits as Array<{ id: string }>).map((hit) => hit.id);
      if (ready(ids)) return ids;
      if (Date.now() > deadline) throw new Error(`search for ${q} never became ready: ${response.text}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('removes a reported review from the listing and its rating, and restores it when an appeal succeeds', async () => {
    const provider = await mod.register('provider');
    const listing = await mod.listing(provider, 'Reviewed web design');
    const author = await mod.register('review-author');
    const review = await mod.api('POST', `/v1/listings/${listing.id}/reviews`, {
      token: author.token,
      body: { rating: 1, body: 'They are criminals, avoid them at all costs.' },
    });
    expect(review.status, review.text).to.equal(201);
    const reviewId: string = review.body.result.id;
    expect(await rating(listing.id)).to.deep.equal({ average: 1, count: 1 });

    const notice = await mod.op('createListingReport', 'POST', '/v1/intake/reports', {
      token: provider.token,
      body: { ...noticeInput(listing.id, { reviewId, reason: 'illegal_content' }), notifier: undefined },
    });
    expect(notice.status, notice.text).to.equal(201);
    expect(notice.body.result).to.include({
      reviewId,
      locationUrl: `${mod.system.url}/v1/listings/${listing.id}/reviews#${reviewId}`,
    });
    const queue = await mod.op('listModerationQueue', 'GET', '/v1/intake/moderation?kind=review_reports', {
      token: adminA.token,
    });
    const item = queue.body.result.find((entry: { reviewId: string }) => entry.reviewId === reviewId);
    expect(item).to.include({ kind: 'review_reports', providerId: author.id, listingId: listing.id });
    expect(item.preview).to.include({ id: reviewId, rating: 1, removed: false });

    const wrongRestriction = await mod.op(
      'decideListingReport',
      'POST',
      `/v1/intake/reports/${notice.body.result.id}/decide`,
      {
        token: adminA.token,
        body: {
          decision: 'take_down',
          reasons: 'Defamation.',
          statementOfReasons: statementInput({ restriction: 'demotion' }),
        },
      },
    );
    expect(expectError(wrongRestriction, 400, 'validation_failed').field).to.equal(
      'body.statementOfReasons.restriction',
    );
    const legal = {
      legalGround: { reference: 'StGB section 186 (defamation)', explanation: 'An unproven claim of a crime.' },
      contractualGround: undefined,
    };
    const decided = await mod.op('decideListingReport', 'POST', `/v1/intake/reports/${notice.body.result.id}/decide`, {
      token: adminA.token,
      body: {
        decision: 'take_down',
        reasons: 'The review accuses the provider of crimes without proof.',
        statementOfReasons: statementInput({ restriction: 'removal', category: 'illegal_or_harmful_speech', ...legal }),
      },
    });
    expect(decided.status, decided.text).to.equal(200);
    expect(await reviewsOf(listing.id)).to.deep.equal([]);
    expect(await rating(listing.id)).to.deep.equal({ average: null, count: 0 });
    const statementId: string = decided.body.result.decision.statementOfReasonsId;
    const statement = await mod.op('getStatementOfReasons', 'GET', `/v1/intake/statements/${statementId}`, {
      token: author.token,
    });
    expect(statement.body.result).to.deep.include({
      accountId: author.id,
      restriction: 'removal',
      decisionGround: 'illegal_content',
      contentType: ['text'],
    });
    expect(statement.body.result.subject).to.include({ type: 'review', id: reviewId });
    expect((await mod.mails(author.email))[0]!.about).to.deep.equal({ kind: 'statement_of_reasons', id: statementId });
    const again = await mod.op('createListingReport', 'POST', '/v1/intake/reports', {
      body: noticeInput(listing.id, { reviewId }),
    });
    expect(expectError(again, 404, 'resource_not_found').field).to.equal('body.reviewId');

    const appeal = await mod.op('appealStatementOfReasons', 'POST', `/v1/intake/statements/${statementId}/appeal`, {
      token: author.token,
      body: { explanation: 'It is my honest experience with them.' },
    });
    expect(appeal.status, appeal.text).to.equal(201);
    const twice = await mod.op('appealStatementOfReasons', 'POST', `/v1/intake/statements/${statementId}/appeal`, {
      token: author.token,
      body: { explanation: 'Once more, please.' },
    });
    expectError(twice, 409, 'already_exists');
    const reversed = await mod.op('decideAppeal', 'POST', `/v1/intake/appeals/${appeal.body.result.id}/decide`, {
      token: adminB.token,
      body: { outcome: 'reverse', reasons: 'An opinion, not a claim of fact.' },
    });
    expect(reversed.body.result.status).to.equal('reversed');
    expect(await reviewsOf(listing.id)).to.deep.equal([reviewId]);
    expect(await rating(listing.id)).to.deep.equal({ average: 1, count: 1 });
  });

  it("removes a review on an admin's own initiative once", async () => {
    const provider = await mod.register('provider');
    const listing = await mod.listing(provider, 'Spammed listing');
    const author = await mod.register('spammer');
    const review = await mod.api('POST', `/v1/listings/${listing.id}/reviews`, {
      token: author.token,
      body: { rating: 5, body: 'Buy cheap watches at example.invalid' },
    });
    const reviewId: string = review.body.result.id;
    const removal = await mod.op('removeReview', 'POST', `/v1/intake/reviews/${reviewId}/remove`, {
      token: adminA.token,
      body: statementInput({ category: 'scope_of_platform_service' }),
    });
    expect(removal.status, removal.text).to.equal(200);
    expect(removal.body.result).to.include({ reviewId, listingId: listing.id });
    expect(await reviewsOf(listing.id)).to.deep.equal([]);
    const statement = await mod.op(
      'getStatementOfReasons',
      'GET',
      `/v1/intake/statements/${removal.body.result.statementOfReasonsId}`,
      { token: author.token },
    );
    expect(statement.body.result).to.include({ source: 'own_initiative', restriction: 'removal' });
    expectError(
      await mod.op('removeReview', 'POST', `/v1/intake/reviews/${reviewId}/remove`, {
        token: adminB.token,
        body: statementInput(),
      }),
      409,
      'invalid_transition',
    );
    expectError(
      await mod.op('removeReview', 'POST', '/v1/intake/reviews/rev_unknown/remove', {
        token: adminB.token,
        body: statementInput(),
      }),
      404,
      'resource_not_found',
    );
    const audit = await mod.op(
      'listModerationAuditLog',
      'GET',
      `/v1/intake/audit-log?actorId=${adminA.id}&subjectId=${reviewId}`,
      { token: adminB.token },
    );
    expect(audit.body.result.map((entry: { action: string }) => entry.action)).to.deep.equal(['review.removed']);
  });

  it('ranks a demoted listing after every other match until an appeal lifts the demotion', async () => {
    const marker = `dem${randomBytes(5).toString('hex')}`;
    const provider = await mod.register('provider');
    const older = await mod.listing(provider, `Garden design ${marker}`);
    mod.clock.advance(1000);
    const newer = await mod.listing(provider, `Garden design ${marker}`);
    expect(await searchIds(marker, (ids) => ids.length === 2)).to.deep.equal([newer.id, older.id]);
    const notice = await mod.op('createListingReport', 'POST', '/v1/intake/reports', {
      body: noticeInput(newer.id, { reason: 'consumer_protection' }),
    });
    const decided = await mod.op('decideListingReport', 'POST', `/v1/intake/reports/${notice.body.result.id}/decide`, {
      token: adminA.token,
      body: {
        decision: 'take_down',
        reasons: 'Misleading claims; it stays visible but ranks last.',
        statementOfReasons: statementInput({ restriction: 'demotion' }),
      },
    });
    expect(decided.status, decided.text).to.equal(200);
    expect(await searchIds(marker, (ids) => ids[0] === older.id)).to.deep.equal([older.id, newer.id]);
    expect((await mod.api('GET', `/v1/listings/${newer.id}`)).status).to.equal(200);
    const statementId: string = decided.body.result.decision.statementOfReasonsId;
    const exported = await mod.api('GET', '/v1/intake/transparency-export', { token: adminA.token });
    const line = exported.text
      .trimEnd()
      .split('\n')
      .map((text) => JSON.parse(text))
      .find((entry) => entry.puid === statementId);
    expect(line.decision_visibility).to.deep.equal(['DECISION_VISIBILITY_CONTENT_DEMOTED']);
    const appeal = await mod.op('appealStatementOfReasons', 'POST', `/v1/intake/statements/${statementId}/appeal`, {
      token: provider.token,
      body: { explanation: 'The claims are accurate, see the certificates.' },
    });
    await mod.op('decideAppeal', 'POST', `/v1/intake/appeals/${appeal.body.result.id}/decide`, {
      token: adminB.token,
      body: { outcome: 'reverse', reasons: 'The certificates are valid.' },
    });
    expect(await searchIds(marker, (ids) => ids[0] === newer.id)).to.deep.equal([newer.id, older.id]);
  });

  it('keeps reported content, tells the notifiers, and refuses a second decision', async () => {
    const provider = await mod.register('provider');
    const listing = await mod.listing(provider, 'Honest web design');
    const input = noticeInput(listing.id, { reason: 'other' });
    const notice = await mod.op('createListingReport', 'POST', '/v1/intake/reports', { body: input });
    const kept = await mod.op('decideListingReport', 'POST', `/v1/intake/reports/${notice.body.result.id}/decide`, {
      token: adminA.token,
      body: { decision: 'keep', reasons: 'Nothing in the listing breaks the law or the terms.' },
    });
    expect(kept.body.result).to.deep.include({
      status: 'kept',
      decision: {
        decision: 'keep',
        reasons: 'Nothing in the listing breaks the law or the terms.',
        statementOfReasonsId: null,
      },
    });
    expect((await mod.mails(input.notifier.email))[0]!.text).to.include('We decided to keep the content.');
    expect(await mod.mails(provider.email)).to.deep.equal([]);
    const again = await mod.op('decideListingReport', 'POST', `/v1/intake/reports/${notice.body.result.id}/decide`, {
      token: adminB.token,
      body: { decision: 'keep', reasons: 'Again.' },
    });
    expectError(again, 409, 'invalid_transition');
    const queue = await mod.op('listModerationQueue', 'GET', '/v1/intake/moderation?kind=listing_reports', {
      token: adminA.token,
    });
    expect(queue.body.result.map((entry: { listingId: string }) => entry.listingId)).to.not.include(listing.id);
  });
});
