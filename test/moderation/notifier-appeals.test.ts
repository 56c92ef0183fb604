import { expect } from 'chai';
import { expectError } from '../support/expect-error.ts';
import type { TestAccount } from '../support/factories.ts';
import { noticeInput, startModerationSystem, statementInput, type ModerationSystem } from './moderation-system.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe('moderation: a notifier appeals the decision to keep what they reported (DSA Art. 20)', function () {
  this.timeout(120_000);
  let mod: ModerationSystem;
  let adminA: TestAccount;
  let adminB: TestAccount;

  before(async function () {
    this.timeout(180_000);
    mod = await startModerationSystem('moderation-notifier-appeals');
    adminA = await mod.admin('keeping-admin');
    adminB = await mod.admin('appeal-admin');
  });

  after(async () => {
    await mod?.stop();
  });

  // Reports are limited per client address: every test starts past the window of the ones before.
  beforeEach(() => mod.clock.advance(2 * HOUR));

  /** A listing reported by a signed-in notifier, and kept by admin A. */
  async function keptReport(
    label: string,
  ): Promise<{ provider: TestAccount; notifier: TestAccount; listingId: string; reportId: string }> {
    const provider = await mod.register(`${label}-provider`);
    const notifier = await mod.register(`${label}-notifier`);
    const listingId = (await mod.listing(provider, `Reported ${label} offer`)).id;
    const { notifier: _anonymous, ...body } = noticeInput(listingId);
    const filed = await mod.op('createListingReport', 'POST', '/v1/intake/reports', { token: notifier.token, body });
    expect(filed.status, filed.text).to.equal(201);
    const reportId: string = filed.body.result.id;
    const kept = await mod.op('decideListingReport', 'POST', `/v1/intake/reports/${reportId}/decide`, {
      token: adminA.token,
      body: { decision: 'keep', reasons: 'No breach shown.' },
    });
    expect(kept.body.result.status, kept.text).to.equal('kept');
    return { provider, notifier, listingId, reportId };
  }

  function appeal(account: TestAccount, reportId: string) {
    return mod.op('appealListingReport', 'POST', `/v1/intake/reports/${reportId}/appeal`, {
      token: account.token,
      body: { explanation: 'The provider took my payment and never delivered.' },
    });
  }

  it('queues the appeal, lets only another admin decide it, and reversing restricts the content with a statement to its provider', async () => {
    const { provider, notifier, listingId, reportId } = await keptReport('reversed');
    const decisionMail = (await mod.mails(notifier.email)).find((mail) =>
      mail.subject.startsWith('Decision on your report'),
    );
    expect(decisionMail?.text).to.contain(`POST /v1/intake/reports/${reportId}/appeal`);

    const filed = await appeal(notifier, reportId);
    expect(filed.status, filed.text).to.equal(201);
    expect(filed.body.result).to.deep.include({
      kind: 'kept_report',
      reportId,
      statementOfReasonsId: null,
      accountId: notifier.id,
      status: 'open',
      decision: null,
    });
    const appealId: string = filed.body.result.id;
    expectError(await appeal(notifier, reportId), 409, 'already_exists');

    const queue = await mod.op('listModerationQueue', 'GET', '/v1/intake/moderation?kind=appeal', {
      token: adminB.token,
    });
    const item = queue.body.result.find((entry: { id: string }) => entry.id === appealId);
    expect(item).to.deep.include({ kind: 'appeal', listingId, providerId: provider.id, decideWith: ['decideAppeal'] });
    expect(item.reports.map((report: { id: string; status: string }) => [report.id, report.status])).to.deep.equal([
      [reportId, 'kept'],
    ]);

    const decide = (admin: TestAccount, body: Record<string, unknown>) =>
      mod.op('decideAppeal', 'POST', `/v1/intake/appeals/${appealId}/decide`, { token: admin.token, body });
    expectError(
      await decide(adminA, { outcome: 'reverse', reasons: 'x', statementOfReasons: statementInput() }),
      403,
      'conflict_of_interest',
    );
    const bare = await decide(adminB, { outcome: 'reverse', reasons: 'Payment without delivery is documented.' });
    expect(expectError(bare, 400, 'validation_failed').field).to.equal('body.statementOfReasons');
    const reversed = await decide(adminB, {
      outcome: 'reverse',
      reasons: 'Payment without delivery is documented.',
      statementOfReasons: statementInput({ restriction: 'removal' }),
    });
    expect(reversed.status, reversed.text).to.equal(200);
    expect(reversed.body.result).to.deep.include({ status: 'reversed' });
    const statementId: string = reversed.body.result.decision.statementOfReasonsId;
    expect(statementId).to.be.a('string');
    expectError(await decide(adminB, { outcome: 'uphold', reasons: 'Changed my mind.' }), 409, 'invalid_transition');

    expectError(await mod.api('GET', `/v1/listings/${listingId}`), 404, 'resource_not_found');
    const statement = await mod.op('getStatementOfReasons', 'GET', `/v1/intake/statements/${statementId}`, {
      token: provider.token,
    });
    expect(statement.body.result).to.deep.include({
      accountId: provider.id,
      restriction: 'removal',
      source: 'notice',
      status: 'in_force',
    });
    expect((await mod.mails(provider.email)).map((mail) => mail.about)).to.deep.include({
      kind: 'statement_of_reasons',
      id: statementId,
    });
    const outcome = (await mod.mails(notifier.email)).find((mail) => mail.about.id === appealId);
    expect(outcome?.subject).to.equal(`Your appeal was reversed (${appealId})`);
    const audit = await mod.op('listModerationAuditLog', 'GET', `/v1/intake/audit-log?subjectId=${appealId}`, {
      token: adminB.token,
    });
    expect(
      audit.body.result.map((entry: { action: string; actorId: string; statementOfReasonsId: string }) => [
        entry.action,
        entry.actorId,
        entry.statementOfReasonsId,
      ]),
    ).to.deep.equal([['appeal.reversed', adminB.id, statementId]]);
    const after = await mod.op('listModerationQueue', 'GET', '/v1/intake/moderation?kind=appeal', {
      token: adminB.token,
    });
    expect(after.body.result.map((entry: { id: string }) => entry.id)).to.not.include(appealId);
  });

  it('upholding keeps the content and tells the notifier', async () => {
    const { notifier, listingId, reportId } = await keptReport('upheld');
    const appealId: string = (await appeal(notifier, reportId)).body.result.id;
    const upheld = await mod.op('decideAppeal', 'POST', `/v1/intake/appeals/${appealId}/decide`, {
      token: adminB.token,
      body: { outcome: 'uphold', reasons: 'The offer is lawful.' },
    });
    expect(upheld.body.result).to.deep.include({
      status: 'upheld',
      decision: {
        outcome: 'upheld',
        reasons: 'The offer is lawful.',
        decidedAt: upheld.body.result.decision.decidedAt,
        statementOfReasonsId: null,
      },
    });
    expect((await mod.api('GET', `/v1/listings/${listingId}`)).status).to.equal(200);
    expect((await mod.mails(notifier.email)).find((mail) => mail.about.id === appealId)?.subject).to.equal(
      `Your appeal was upheld (${appealId})`,
    );
  });

  it('refuses anyone but the notifier, a report not kept, and an appeal after six months', async () => {
    const { provider, notifier, reportId } = await keptReport('refused');
    expectError(await appeal(provider, reportId), 404, 'resource_not_found');
    expectError(await appeal(notifier, 'ntc_unknown'), 404, 'resource_not_found');
    expectError(
      await mod.op('appealListingReport', 'POST', `/v1/intake/reports/${reportId}/appeal`, {
        body: { explanation: 'Anonymous attempt to appeal.' },
      }),
      401,
      'credential_missing',
    );

    const listingId = (await mod.listing(provider, 'Still reported offer')).id;
    const { notifier: _anonymous, ...body } = noticeInput(listingId);
    const open = await mod.op('createListingReport', 'POST', '/v1/intake/reports', { token: notifier.token, body });
    const notKept = expectError(await appeal(notifier, open.body.result.id), 409, 'invalid_transition');
    expect(notKept.meta.currentState).to.equal('open');

    mod.clock.advance(185 * DAY);
    const login = await mod.api('POST', '/v1/auth/login', {
      body: { email: notifier.email, password: notifier.password },
    });
    expect(login.status, login.text).to.equal(200);
    const late = expectError(
      await appeal({ ...notifier, token: login.body.result.token }, reportId),
      409,
      'invalid_transition',
    );
    expect(late.meta.currentState).to.equal('appeal_window_closed');
  });
});
