import { expect } from 'chai';
import { operations } from '../../services/gateway/openapi/operations.ts';
import { expectError } from '../support/expect-error.ts';
import { createAdmin, createApiKey, registerAccount, uniqueEmail, type TestAccount } from '../support/factories.ts';
import { inject } from '../support/inject.ts';
import { noticeInput, startModerationSystem, statementInput, type ModerationSystem } from './moderation-system.ts';

const HOUR = 3600_000;
const concretePath = (path: string) => path.replace(/\{[^}]+\}/g, 'abc123');
/** Every operation of the admins' side of moderation: what an API key, or anyone but an admin's own session, cannot do. */
const adminModeration = operations().filter(
  (operation) => operation.tag === 'Moderation' && operation.auth === 'admin',
);

describe('moderation: refusals', function () {
  this.timeout(60_000);

  describe('the admin operations', () => {
    let user: TestAccount;
    let userKey: string;
    let adminKey: string;
    before(async () => {
      user = await registerAccount('moderation-user');
      userKey = (await createApiKey(user, ['intake:read', 'intake:write'])).secret;
      const admin = await createAdmin('moderation-admin');
      adminKey = (await createApiKey(admin, ['intake:read', 'intake:write', 'listings:write'])).secret;
    });

    it('are the fourteen the document marks admin-only', () => {
      expect(adminModeration.map((operation) => operation.operationId).sort()).to.deep.equal(
        [
          'approveCategoryProposal',
          'approveModerationItem',
          'decideAppeal',
          'decideListingReport',
          'exportStatementsOfReasons',
          'listCategoryProposals',
          'listFeedback',
          'listListingReports',
          'listModerationAuditLog',
          'listModerationQueue',
          'mergeCategoryProposal',
          'rejectCategoryProposal',
          'rejectModerationItem',
          'removeReview',
        ].sort(),
      );
    });

    for (const operation of adminModeration) {
      it(`${operation.operationId}: refused without a credential, with a user's session or key, and with an admin's API key`, async () => {
        const path = concretePath(operation.path);
        expectError(await inject(operation.method, path), 401, 'credential_missing');
        expectError(await inject(operation.method, path, { token: user.token }), 403, 'admin_required');
        expectError(await inject(operation.method, path, { token: userKey }), 403, 'session_required');
        expectError(await inject(operation.method, path, { token: adminKey }), 403, 'session_required');
      });
    }

    it("lets no API key take a listing down, not even an admin's", async () => {
      const response = await inject('POST', '/v1/intake/reports/ntc_any/decide', {
        token: adminKey,
        body: {
          decision: 'take_down',
          reasons: 'Fraud.',
          statementOfReasons: statementInput({ restriction: 'removal' }),
        },
      });
      expectError(response, 403, 'session_required');
    });

    it("the addressee's operations need a credential", async () => {
      expectError(await inject('GET', '/v1/intake/statements'), 401, 'credential_missing');
      expectError(await inject('GET', '/v1/intake/statements/sor_x'), 401, 'credential_missing');
      expectError(
        await inject('POST', '/v1/intake/statements/sor_x/appeal', { body: { explanation: 'I disagree with it.' } }),
        401,
        'credential_missing',
      );
      expectError(
        await inject('POST', '/v1/intake/feedback', { body: { message: 'Hello' } }),
        401,
        'credential_missing',
      );
    });
  });

  describe('notices and feedback', () => {
    let mod: ModerationSystem;
    let provider: TestAccount;
    let listingId: string;

    before(async function () {
      this.timeout(180_000);
      mod = await startModerationSystem('moderation-refusals');
      provider = await mod.register('provider');
      listingId = (await mod.listing(provider, 'Reported web design')).id;
    });

    after(async () => mod?.stop());

    // Each test starts past the window of the notices before it.
    beforeEach(() => mod.clock.advance(2 * HOUR));

    it("refuses an anonymous notice without the notifier's name and email, naming the field", async () => {
      const { notifier: _, ...anonymous } = noticeInput(listingId);
      const response = await mod.op('createListingReport', 'POST', '/v1/intake/reports', { body: anonymous });
      expect(expectError(response, 400, 'validation_failed').field).to.equal('body.notifier');
    });

    it("refuses a notice without an explanation, the exact location's listing or the good-faith statement", async () => {
      const { explanation: _, ...unexplained } = noticeInput(listingId);
      expect(
        expectError(
          await mod.op('createListingReport', 'POST', '/v1/intake/reports', { body: unexplained }),
          400,
          'validation_failed',
        ).field,
      ).to.equal('body.explanation');
      const short = await mod.op('createListingReport', 'POST', '/v1/intake/reports', {
        body: noticeInput(listingId, { explanation: 'bad' }),
      });
      expect(expectError(short, 400, 'validation_failed').field).to.equal('body.explanation');
      const { listingId: __, ...nowhere } = noticeInput(listingId);
      expect(
        expectError(
          await mod.op('createListingReport', 'POST', '/v1/intake/reports', { body: nowhere }),
          400,
          'validation_failed',
        ).field,
      ).to.equal('body.listingId');
      const bad = await mod.op('createListingReport', 'POST', '/v1/intake/reports', {
        body: { ...noticeInput(listingId), goodFaithStatement: false },
      });
      expect(expectError(bad, 400, 'validation_failed').field).to.equal('body.goodFaithStatement');
      const unknown = await mod.op('createListingReport', 'POST', '/v1/intake/reports', {
        body: noticeInput('lst_unknown'),
      });
      expect(expectError(unknown, 404, 'resource_not_found').field).to.equal('body.listingId');
      const review = await mod.op('createListingReport', 'POST', '/v1/intake/reports', {
        body: noticeInput(listingId, { reviewId: 'rev_unknown' }),
      });
      expect(expectError(review, 404, 'resource_not_found').field).to.equal('body.reviewId');
    });

    it('takes an anonymous notice of child sexual abuse material (Art. 16(2)(c)) and keeps no notifier', async () => {
      const { notifier: _, ...anonymous } = noticeInput(listingId, { reason: 'child_sexual_abuse_material' });
      const response = await mod.op('createListingReport', 'POST', '/v1/intake/reports', { body: anonymous });
      expect(response.status, response.text).to.equal(201);
      expect(response.body.result.notifier).to.equal(null);
    });

    it('limits notices to 5 per hour per notifier, with Retry-After', async () => {
      const notifier = await mod.register('eager-notifier');
      for (let index = 0; index < 5; index += 1) {
        const accepted = await mod.op('createListingReport', 'POST', '/v1/intake/reports', {
          token: notifier.token,
          body: noticeInput(listingId),
        });
        expect(accepted.status, accepted.text).to.equal(201);
      }
      const refused = await mod.op('createListingReport', 'POST', '/v1/intake/reports', {
        token: notifier.token,
        body: noticeInput(listingId),
      });
      expectError(refused, 429, 'rate_limited');
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).to.be.within(1, 3600);
      mod.clock.advance(retryAfter * 1000);
      expect(
        (
          await mod.op('createListingReport', 'POST', '/v1/intake/reports', {
            token: notifier.token,
            body: noticeInput(listingId),
          })
        ).status,
      ).to.equal(201);
    });

    it('limits anonymous notices to 10 per hour per client address', async () => {
      for (let index = 0; index < 10; index += 1) {
        const accepted = await mod.op('createListingReport', 'POST', '/v1/intake/reports', {
          body: noticeInput(listingId),
        });
        expect(accepted.status, accepted.text).to.equal(201);
      }
      const refused = await mod.op('createListingReport', 'POST', '/v1/intake/reports', {
        body: noticeInput(listingId),
      });
      expectError(refused, 429, 'rate_limited');
      expect(Number(refused.headers.get('retry-after'))).to.be.within(1, 3600);
    });

    it('regression: an anonymous sender who fills the limit of its client address does not block signed-in notifiers there', async () => {
      for (let index = 0; index < 10; index += 1) {
        const accepted = await mod.op('createListingReport', 'POST', '/v1/intake/reports', {
          body: noticeInput(listingId),
        });
        expect(accepted.status, accepted.text).to.equal(201);
      }
      expectError(
        await mod.op('createListingReport', 'POST', '/v1/intake/reports', { body: noticeInput(listingId) }),
        429,
        'rate_limited',
      );
      const notifier = await mod.register('signed-in-neighbour');
      const signedIn = await mod.op('createListingReport', 'POST', '/v1/intake/reports', {
        token: notifier.token,
        body: noticeInput(listingId),
      });
      expect(signedIn.status, signedIn.text).to.equal(201);
    });

    it('regression: mails a typed-in notifier address one receipt per window, however many anonymous notices name it', async () => {
      const typedIn = { name: 'Somebody Else', email: uniqueEmail('typed-in') };
      const receipts = async (to: string) =>
        (await mod.mails(to)).filter((mail) => mail.subject.startsWith('We received your report'));
      for (let index = 0; index < 3; index += 1) {
        const accepted = await mod.op('createListingReport', 'POST', '/v1/intake/reports', {
          body: noticeInput(listingId, { notifier: typedIn }),
        });
        expect(accepted.status, accepted.text).to.equal(201);
      }
      expect(await receipts(typedIn.email)).to.have.length(1);
      mod.clock.advance(2 * HOUR);
      await mod.op('createListingReport', 'POST', '/v1/intake/reports', {
        body: noticeInput(listingId, { notifier: typedIn }),
      });
      expect(await receipts(typedIn.email), 'a new window, a new receipt').to.have.length(2);

      const account = await mod.register('receipted-notifier');
      for (let index = 0; index < 2; index += 1)
        await mod.op('createListingReport', 'POST', '/v1/intake/reports', {
          token: account.token,
          body: noticeInput(listingId),
        });
      expect(await receipts(account.email), "an account's own address gets every receipt").to.have.length(2);
    });

    it('stores feedback for the admins, and limits it to 20 per hour per account', async function () {
      this.timeout(120_000);
      const sender = await mod.register('feedback-sender');
      const sent = await mod.op('sendFeedback', 'POST', '/v1/intake/feedback', {
        token: sender.token,
        body: { message: 'The gap report missed the opening hours.', topic: 'data_quality', context: { listingId } },
      });
      expect(sent.status, sent.text).to.equal(201);
      const admin = await mod.admin('feedback-reader');
      const listed = await mod.op('listFeedback', 'GET', '/v1/intake/feedback?topic=data_quality', {
        token: admin.token,
      });
      expect(listed.body.result[0]).to.deep.include({
        id: sent.body.result.id,
        accountId: sender.id,
        message: 'The gap report missed the opening hours.',
        context: { listingId },
      });
      for (let index = 1; index < 20; index += 1)
        expect(
          (await mod.api('POST', '/v1/intake/feedback', { token: sender.token, body: { message: `Note ${index}` } }))
            .status,
        ).to.equal(201);
      expectError(
        await mod.op('sendFeedback', 'POST', '/v1/intake/feedback', {
          token: sender.token,
          body: { message: 'One more' },
        }),
        429,
        'rate_limited',
      );
    });
  });
});
