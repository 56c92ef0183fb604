import { expect } from 'chai';
import type { Db } from 'mongodb';
import { CategoryProposalsRepository } from '../../services/core/intake/drafts/category-proposals.repository.ts';
import { moderationRepositories } from '../../services/core/moderation/domain.ts';
import type { Principal } from '../../shared/auth/principal.ts';
import { keyedId, newId } from '../../shared/ids.ts';
import { createAdmin, registerAccount, registerProvider, uniqueEmail, type TestAccount } from '../support/factories.ts';
import { coreAfterLease, drillEveryPoint, invoke, principalOf } from '../support/fault-drill.ts';
import { call } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import { createListing, sparseListing } from '../listings/fixtures.ts';
import { importAndWait } from '../intake/intake-calls.ts';
import { noticeInput, statementInput } from './moderation-system.ts';

const db = (): Db => harness().mongo.db;
const count = (collection: string, filter: Record<string, unknown>) =>
  db().collection(collection).countDocuments(filter);

/** What every decision must leave exactly once, however often its steps ran. */
async function expectOnce(what: {
  statements?: Record<string, unknown>;
  audit: Record<string, unknown>;
  mailsTo?: string;
  events?: Record<string, unknown>;
}) {
  if (what.statements)
    expect(await count('statements_of_reasons', what.statements), 'statements of reasons').to.equal(1);
  expect(await count('moderation_audit_log', what.audit), 'audit entries').to.equal(1);
  if (what.mailsTo) expect(await count('mail_outbox', { to: what.mailsTo }), `mails to ${what.mailsTo}`).to.equal(1);
  if (what.events) expect(await count('outbox', { kind: 'event', ...what.events }), 'events').to.equal(1);
}

/** Reports filed directly in the collections, as the notice workflow leaves them, about a published listing (by an account when given). */
async function seedNotices(listingId: string, emails: string[], accountId: string | null = null): Promise<string[]> {
  const repositories = moderationRepositories(db());
  const ids: string[] = [];
  for (const email of emails) {
    const createdAt = new Date();
    const notice = {
      _id: keyedId('ntc', `seed:${email}`, createdAt),
      subject: { type: 'listing' as const, id: listingId, listingId },
      subjectId: listingId,
      listingId,
    };
    await repositories.reports.insertOnce({
      ...notice,
      reason: 'fraud',
      explanation: 'Seeded for a fault drill: payment taken, nothing delivered.',
      locationUrl: `${harness().baseUrl}/v1/listings/${listingId}`,
      notifier: { name: 'Drill Notifier', email, accountId },
      status: 'open',
      decision: null,
      createdAt,
    });
    await repositories.reportGroups.open({
      _id: listingId,
      subject: notice.subject,
      type: 'listing',
      openedBy: notice._id,
      createdAt,
    });
    ids.push(notice._id);
  }
  return ids;
}

describe('moderation workflows: fault drills', function () {
  this.timeout(600_000);
  let adminA: Principal;
  let adminB: Principal;

  before(async () => {
    adminA = await principalOf((await createAdmin('drill-admin-a')).token);
    adminB = await principalOf((await createAdmin('drill-admin-b')).token);
  });

  it('filing a notice: after a stop at any point, one notice, in the queue, with one receipt', async () => {
    interface Situation {
      listingId: string;
      notifier: TestAccount;
      principal: Principal;
    }
    await drillEveryPoint<Situation>({
      kind: 'moderation-notice',
      async setup() {
        const provider = await registerProvider('drill-provider');
        const notifier = await registerAccount('drill-notifier');
        return {
          listingId: (await createListing(provider, sparseListing())).id,
          notifier,
          principal: await principalOf(notifier.token),
        };
      },
      act: (core, { listingId, principal }) =>
        invoke(core, 'createListingReport', principal, { body: { ...noticeInput(listingId), notifier: undefined } }),
      async check({ listingId, notifier }) {
        const notices = await db().collection('listing_notices').find({ listingId }).toArray();
        expect(
          notices.map((notice) => notice.status),
          'notices',
        ).to.deep.equal(['open']);
        expect(
          await db()
            .collection('notice_groups')
            .findOne({ _id: listingId as never }),
          'queue item',
        ).to.deep.include({ openedBy: notices[0]!._id });
        expect(await count('mail_outbox', { to: notifier.email }), 'receipts').to.equal(1);
      },
    });
  });

  for (const decision of ['approve', 'reject'] as const) {
    it(`${decision === 'approve' ? 'approving' : 'rejecting'} a held listing: after a stop at any point, the listing ${decision === 'approve' ? 'is live' : 'stays unpublished with one statement'}, decided once`, async () => {
      interface Situation {
        owner: TestAccount;
        listingId: string;
        holdId: string;
      }
      await drillEveryPoint<Situation>({
        kind: 'moderation-listing-review',
        async setup() {
          const owner = await registerAccount('drill-newcomer');
          const { draftIds } = await importAndWait(owner, {
            text: 'Fliesenleger Meisterbetrieb Kaya\nFliesen für Bad und Küche.',
            category: 'local-services',
          });
          const published = await call('POST', `/v1/intake/drafts/${draftIds[0]}/publish`, { token: owner.token });
          expect(published.body.result.status, published.text).to.equal('in_review');
          const hold = await db()
            .collection('listing_review_holds')
            .findOne({ listingId: published.body.result.listingId });
          return { owner, listingId: published.body.result.listingId, holdId: String(hold!._id) };
        },
        act: (core, { holdId }) =>
          decision === 'approve'
            ? invoke(core, 'approveModerationItem', adminA, {
                params: { jobId: holdId },
                body: { note: 'Looks fine.' },
              })
            : invoke(core, 'rejectModerationItem', adminA, { params: { jobId: holdId }, body: statementInput() }),
        async check({ owner, listingId, holdId }) {
          const listing = await db()
            .collection('listings')
            .findOne({ _id: listingId as never });
          expect(listing?.status, 'listing status').to.equal(decision === 'approve' ? 'published' : 'rejected');
          expect(
            (
              await db()
                .collection('listing_review_holds')
                .findOne({ _id: holdId as never })
            )?.status,
          ).to.equal(decision === 'approve' ? 'approved' : 'rejected');
          expect(
            await count('outbox', { event: 'listing.created', 'payload.listing.id': listingId }),
            'listing.created',
          ).to.equal(0);
          await expectOnce({
            audit: { subjectIds: listingId },
            ...(decision === 'reject'
              ? {
                  statements: { 'subject.id': listingId },
                  mailsTo: owner.email,
                  events: { event: 'moderation.statement_issued', audience: owner.id },
                }
              : {}),
          });
          const repeated = await invoke(
            coreAfterLease(),
            decision === 'approve' ? 'approveModerationItem' : 'rejectModerationItem',
            adminA,
            {
              params: { jobId: holdId },
              body: decision === 'approve' ? {} : statementInput(),
            },
          );
          expect(repeated.result).to.include({ jobId: holdId, listingId });
        },
      });
    });
  }

  it('taking reported content down: after a stop at any point, every report decided once, one statement, each party told once', async () => {
    interface Situation {
      provider: TestAccount;
      listingId: string;
      reportIds: string[];
      emails: string[];
    }
    await drillEveryPoint<Situation>({
      kind: 'moderation-report-decision',
      async setup() {
        const provider = await registerProvider('drill-reported');
        const listingId = (await createListing(provider, sparseListing())).id;
        const emails = [uniqueEmail('first-notifier'), uniqueEmail('second-notifier')];
        return { provider, listingId, reportIds: await seedNotices(listingId, emails), emails };
      },
      act: (core, { reportIds }) =>
        invoke(core, 'decideListingReport', adminA, {
          params: { id: reportIds[1]! },
          body: {
            decision: 'take_down',
            reasons: 'Fraud.',
            statementOfReasons: statementInput({ restriction: 'removal' }),
          },
        }),
      async check({ provider, listingId, reportIds, emails }) {
        expect(
          (
            await db()
              .collection('listings')
              .findOne({ _id: listingId as never })
          )?.status,
        ).to.equal('taken_down');
        const notices = await db().collection('listing_notices').find({ listingId }).toArray();
        expect(notices.map((notice) => [notice._id, notice.status]).sort()).to.deep.equal(
          reportIds.map((id) => [id, 'taken_down']).sort(),
        );
        expect(new Set(notices.map((notice) => notice.decision.statementId)).size).to.equal(1);
        expect(
          await db()
            .collection('notice_groups')
            .findOne({ _id: listingId as never }),
          'queue item',
        ).to.equal(null);
        for (const email of emails)
          expect(await count('mail_outbox', { to: email }), `decision mails to ${email}`).to.equal(1);
        await expectOnce({
          statements: { 'subject.id': listingId },
          audit: { subjectIds: listingId },
          mailsTo: provider.email,
          events: { event: 'moderation.statement_issued', audience: provider.id },
        });
      },
    });
  });

  it('removing a review: after a stop at any point, the review is hidden once, with one statement to its author', async () => {
    interface Situation {
      author: TestAccount;
      listingId: string;
      reviewId: string;
    }
    await drillEveryPoint<Situation>({
      kind: 'moderation-review-removal',
      async setup() {
        const provider = await registerProvider('drill-reviewed');
        const listingId = (await createListing(provider, sparseListing())).id;
        const author = await registerAccount('drill-review-author');
        const review = await call('POST', `/v1/listings/${listingId}/reviews`, {
          token: author.token,
          body: { rating: 1, body: 'Spam spam spam.' },
        });
        expect(review.status, review.text).to.equal(201);
        return { author, listingId, reviewId: review.body.result.id };
      },
      act: (core, { reviewId }) =>
        invoke(core, 'removeReview', adminA, { params: { id: reviewId }, body: statementInput() }),
      async check({ author, listingId, reviewId }) {
        const reviews = await call('GET', `/v1/listings/${listingId}/reviews`);
        expect(reviews.body.result, 'visible reviews').to.deep.equal([]);
        expect((await call('GET', `/v1/listings/${listingId}`)).body.result.rating).to.deep.equal({
          average: null,
          count: 0,
        });
        await expectOnce({
          statements: { 'subject.id': reviewId },
          audit: { subjectIds: reviewId },
          mailsTo: author.email,
          events: { event: 'moderation.statement_issued', audience: author.id },
        });
      },
    });
  });

  it('reversing on appeal: after a stop at any point, the listing is public again and the appellant told once', async () => {
    interface Situation {
      provider: TestAccount;
      listingId: string;
      appealId: string;
    }
    await drillEveryPoint<Situation>({
      kind: 'moderation-appeal-decision',
      async setup() {
        const provider = await registerProvider('drill-appellant');
        const listingId = (await createListing(provider, sparseListing())).id;
        const [reportId] = await seedNotices(listingId, [uniqueEmail('appeal-notifier')]);
        const decided = await invoke(coreAfterLease(), 'decideListingReport', adminA, {
          params: { id: reportId! },
          body: {
            decision: 'take_down',
            reasons: 'Fraud.',
            statementOfReasons: statementInput({ restriction: 'disabling_access' }),
          },
        });
        const statementId = (decided.result as { decision: { statementOfReasonsId: string } }).decision
          .statementOfReasonsId;
        const appeal = await invoke(coreAfterLease(), 'appealStatementOfReasons', await principalOf(provider.token), {
          params: { id: statementId },
          body: { explanation: 'Every order was delivered on time.' },
        });
        return { provider, listingId, appealId: (appeal.result as { id: string }).id };
      },
      act: (core, { appealId }) =>
        invoke(core, 'decideAppeal', adminB, {
          params: { id: appealId },
          body: { outcome: 'reverse', reasons: 'Delivery is documented.' },
        }),
      async check({ provider, listingId, appealId }) {
        expect(
          (
            await db()
              .collection('listings')
              .findOne({ _id: listingId as never })
          )?.status,
        ).to.equal('published');
        expect(
          (
            await db()
              .collection('moderation_appeals')
              .findOne({ _id: appealId as never })
          )?.status,
        ).to.equal('reversed');
        expect(await count('moderation_audit_log', { subjectIds: appealId }), 'audit entries').to.equal(1);
        expect(await count('mail_outbox', { to: provider.email, 'about.id': appealId }), 'outcome mails').to.equal(1);
        expect(
          await count('outbox', { kind: 'event', event: 'moderation.appeal_decided', audience: provider.id }),
          'events',
        ).to.equal(1);
      },
    });
  });

  it("reversing a notifier's appeal of a kept report: after a stop at any point, the listing is taken down once, with one statement, each party told once", async () => {
    interface Situation {
      provider: TestAccount;
      notifier: TestAccount;
      listingId: string;
      appealId: string;
    }
    await drillEveryPoint<Situation>({
      kind: 'moderation-kept-report-appeal',
      async setup() {
        const provider = await registerProvider('drill-kept-provider');
        const notifier = await registerAccount('drill-kept-notifier');
        const notifierPrincipal = await principalOf(notifier.token);
        const listingId = (await createListing(provider, sparseListing())).id;
        const [reportId] = await seedNotices(listingId, [notifier.email], notifier.id);
        await invoke(coreAfterLease(), 'decideListingReport', adminA, {
          params: { id: reportId! },
          body: { decision: 'keep', reasons: 'No breach shown.' },
        });
        const appeal = await invoke(coreAfterLease(), 'appealListingReport', notifierPrincipal, {
          params: { id: reportId! },
          body: { explanation: 'Nothing was ever delivered to me.' },
        });
        return { provider, notifier, listingId, appealId: (appeal.result as { id: string }).id };
      },
      act: (core, { appealId }) =>
        invoke(core, 'decideAppeal', adminB, {
          params: { id: appealId },
          body: {
            outcome: 'reverse',
            reasons: 'Non-delivery is documented.',
            statementOfReasons: statementInput({ restriction: 'disabling_access' }),
          },
        }),
      async check({ provider, notifier, listingId, appealId }) {
        expect(
          (
            await db()
              .collection('listings')
              .findOne({ _id: listingId as never })
          )?.status,
        ).to.equal('taken_down');
        const appeal = await db()
          .collection('moderation_appeals')
          .findOne({ _id: appealId as never });
        expect(appeal?.status).to.equal('reversed');
        expect(appeal?.decision.statementId).to.be.a('string');
        expect(await count('mail_outbox', { to: notifier.email, 'about.id': appealId }), 'outcome mails').to.equal(1);
        await expectOnce({
          statements: { 'subject.id': listingId },
          audit: { subjectIds: appealId },
          mailsTo: provider.email,
          events: { event: 'moderation.statement_issued', audience: provider.id },
        });
      },
    });
  });

  it('merging a category proposal: after a stop at any point, the proposal is merged once and audited once', async () => {
    interface Situation {
      proposalId: string;
    }
    await drillEveryPoint<Situation>({
      kind: 'moderation-category-proposal',
      async setup() {
        const slug = newId('job').replace('_', '-');
        const now = new Date();
        const proposal = {
          _id: `cpr_${slug}`,
          slug,
          name: 'Drilled proposal',
          schemaType: 'Thing',
          facets: [],
          status: 'pending' as const,
          mergedInto: null,
          jobIds: [],
          createdAt: now,
          updatedAt: now,
        };
        await new CategoryProposalsRepository(db()).propose(proposal, 'ijb_drill', now);
        return { proposalId: proposal._id };
      },
      act: (core, { proposalId }) =>
        invoke(core, 'mergeCategoryProposal', adminA, {
          params: { id: proposalId },
          body: { targetCategory: 'businesses' },
        }),
      async check({ proposalId }) {
        expect(
          await db()
            .collection('category_proposals')
            .findOne({ _id: proposalId as never }),
        ).to.deep.include({ status: 'merged', mergedInto: 'businesses' });
        expect(await count('moderation_audit_log', { subjectIds: proposalId }), 'audit entries').to.equal(1);
        expect(
          await count('outbox', { kind: 'category.alias_changed', proposalId }),
          'alias changes for the indexer',
        ).to.equal(1);
      },
    });
  });
});
