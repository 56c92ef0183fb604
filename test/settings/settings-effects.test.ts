import { expect } from 'chai';
import {
  startModerationSystem,
  noticeInput,
  statementInput,
  type ModerationSystem,
} from '../moderation/moderation-system.ts';
import type { TestAccount } from '../support/factories.ts';
import { claimBody } from '../claims/fixtures.ts';

describe('settings take effect in mails', function () {
  this.timeout(60_000);
  let mod: ModerationSystem;

  before(async () => {
    mod = await startModerationSystem('settings-effects');
  });

  after(() => mod.stop());

  async function settings(account: TestAccount, body: Record<string, unknown>): Promise<void> {
    const response = await mod.op('updateSettings', 'PATCH', '/v1/settings', { token: account.token, body });
    expect(response.status, response.text).to.equal(200);
  }

  async function report(reporter: TestAccount, listingId: string): Promise<string> {
    mod.clock.advance(2 * 3_600_000);
    const filed = await mod.api('POST', '/v1/intake/reports', {
      token: reporter.token,
      body: { ...noticeInput(listingId), notifier: undefined },
    });
    expect(filed.status, filed.text).to.equal(201);
    return filed.body.result.id;
  }

  it('sends no mail of a kind the account switched off, and still sends the others', async () => {
    const provider = await mod.register('effects-provider');
    const listing = await mod.listing(provider, 'Web design for settings');
    const quiet = await mod.register('quiet-reporter');
    const chatty = await mod.register('chatty-reporter');
    await settings(quiet, { notificationMail: { listing_report: false } });

    const quietReport = await report(quiet, listing.id);
    const chattyReport = await report(chatty, listing.id);
    expect(await mod.mails(quiet.email), 'no receipt for the quiet reporter').to.deep.equal([]);
    expect((await mod.mails(chatty.email)).map((mail) => mail.about)).to.deep.equal([
      { kind: 'listing_report', id: chattyReport },
    ]);
    expect(quietReport).to.be.a('string');
  });

  it("writes the appeal deadline of a statement in the provider's time zone and language", async () => {
    const provider = await mod.register('zoned-provider');
    await settings(provider, { timeZone: 'America/New_York', locale: 'de' });
    const listing = await mod.listing(provider, 'Web design in New York time');
    const reporter = await mod.register('zoned-reporter');
    const reportId = await report(reporter, listing.id);
    const admin = await mod.admin('zoned-admin');
    const decided = await mod.op('decideListingReport', 'POST', `/v1/intake/reports/${reportId}/decide`, {
      token: admin.token,
      body: {
        decision: 'take_down',
        reasons: 'Not delivered as described.',
        statementOfReasons: statementInput({ restriction: 'disabling_access' }),
      },
    });
    expect(decided.status, decided.text).to.equal(200);
    const statementId: string = decided.body.result.decision.statementOfReasonsId;
    const statement = await mod.op('getStatementOfReasons', 'GET', `/v1/intake/statements/${statementId}`, {
      token: provider.token,
    });
    const appealUntil = new Date(statement.body.result.redress.appeal.until);
    const local = new Intl.DateTimeFormat('de-DE', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'America/New_York',
    }).format(appealUntil);
    const [mail] = await mod.mails(provider.email);
    expect(mail!.about).to.deep.equal({ kind: 'statement_of_reasons', id: statementId });
    expect(mail!.text).to.include(`You may appeal until ${local} America/New_York (${appealUntil.toISOString()})`);
  });

  it('sends no statement mail when statements are switched off, while the statement is issued', async () => {
    const provider = await mod.register('unmailed-provider');
    await settings(provider, { notificationMail: { statement_of_reasons: false } });
    const listing = await mod.listing(provider, 'Web design without statement mail');
    const reporter = await mod.register('unmailed-reporter');
    const reportId = await report(reporter, listing.id);
    const admin = await mod.admin('unmailed-admin');
    const decided = await mod.op('decideListingReport', 'POST', `/v1/intake/reports/${reportId}/decide`, {
      token: admin.token,
      body: {
        decision: 'take_down',
        reasons: 'Not delivered as described.',
        statementOfReasons: statementInput({ restriction: 'disabling_access' }),
      },
    });
    expect(decided.status, decided.text).to.equal(200);
    const statementId: string = decided.body.result.decision.statementOfReasonsId;
    expect(
      (await mod.op('getStatementOfReasons', 'GET', `/v1/intake/statements/${statementId}`, { token: provider.token }))
        .status,
    ).to.equal(200);
    expect(await mod.mails(provider.email)).to.deep.equal([]);
  });

  it("writes claim invitations in the inviting account's locale unless the request names one", async () => {
    const provider = await mod.register('invite-provider');
    const agent = await mod.register('invite-agent');
    await settings(agent, { locale: 'de' });
    const mandate = await mod.api('POST', '/v1/mandates', { token: provider.token, body: mandateBody() });
    expect(mandate.status, mandate.text).to.equal(201);
    for (const [locale, subject] of [
      [undefined, /^Bitte bestätigen/],
      ['en', /^Please confirm/],
    ] as const) {
      const body = claimBody(mandate.body.result.id);
      const claim = await mod.api('POST', '/v1/claims', { token: agent.token, body });
      expect(claim.status, claim.text).to.equal(201);
      const invited = await mod.api('POST', `/v1/claims/${claim.body.result.id}/invite`, {
        token: agent.token,
        body: locale ? { locale } : {},
      });
      expect(invited.status, invited.text).to.equal(200);
      const [mail] = await mod.mails(body.contact.email);
      expect(mail!.subject).to.match(subject);
    }
  });
});

function mandateBody() {
  return {
    offer: { title: 'Solar roof install for settings', description: 'Turnkey rooftop solar.' },
    territory: ['DE'],
    reward: { amount: 50_000, currency: 'EUR' },
  };
}
