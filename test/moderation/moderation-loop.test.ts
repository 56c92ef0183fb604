import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { expectError } from '../support/expect-error.ts';
import { startReceiver, type Receiver } from '../webhooks/receiver.ts';
import { noticeInput, startModerationSystem, statementInput, type ModerationSystem } from './moderation-system.ts';

const HOUR = 3600_000;

/** The JSON Schema of one Transparency Database submission, written from its published field list. */
function transparencyDatabaseSchema() {
  const schema = JSON.parse(
    readFileSync(new URL('./transparency-database-statement.schema.json', import.meta.url), 'utf8'),
  );
  // strictRequired: the conditional `required` lists name properties declared at the top level only.
  return new Ajv2020({ allErrors: true, strict: true, strictRequired: false }).compile(schema);
}

describe('moderation: a notice, a restriction, an appeal', function () {
  this.timeout(120_000);
  let mod: ModerationSystem;
  let receiver: Receiver;

  before(async function () {
    this.timeout(180_000);
    mod = await startModerationSystem('moderation-loop');
    receiver = await startReceiver();
  });

  after(async () => {
    await receiver?.stop();
    await mod?.stop();
  });

  beforeEach(() => mod.clock.advance(2 * HOUR));

  /** Searches through the system until `ready` holds for the ids found (the indexer is asynchronous). */
  async function searchUntil(q: string, ready: (ids: string[]) => boolean): Promise<string[]> {
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

  function deliveriesOf(event: string): Array<{ event: string; payload: Record<string, any> }> {
    return receiver.received.map((delivery) => JSON.parse(delivery.rawBody)).filter((body) => body.event === event);
  }

  it('takes a reported listing out of search with a statement of reasons, and a second admin reverses it on appeal', async () => {
    const marker = `mod${randomBytes(5).toString('hex')}`;
    const provider = await mod.register('provider');
    const hook = await mod.api('POST', '/v1/webhooks', {
      token: provider.token,
      body: { url: `${receiver.url}/provider`, events: ['moderation.statement_issued', 'moderation.appeal_decided'] },
    });
    expect(hook.status, hook.text).to.equal(201);
    const listing = await mod.listing(provider, `Web design ${marker}`);
    await searchUntil(marker, (ids) => ids.includes(listing.id));

    // Two notices about the same listing, one anonymous-with-contact, one signed in: one queue item.
    const anonymous = noticeInput(listing.id);
    const first = await mod.op('createListingReport', 'POST', '/v1/intake/reports', { body: anonymous });
    expect(first.status, first.text).to.equal(201);
    expect(first.body.result).to.include({
      listingId: listing.id,
      status: 'open',
      reviewId: null,
      locationUrl: `${mod.system.url}/v1/listings/${listing.id}`,
    });
    const receipts = await mod.mails(anonymous.notifier.email);
    expect(receipts.map((mail) => mail.about)).to.deep.equal([{ kind: 'listing_report', id: first.body.result.id }]);
    const reporter = await mod.register('reporter');
    const second = await mod.op('createListingReport', 'POST', '/v1/intake/reports', {
      token: reporter.token,
      body: { ...noticeInput(listing.id, { reason: 'consumer_protection' }), notifier: undefined },
    });
    expect(second.status, second.text).to.equal(201);
    expect(second.body.result.notifier).to.deep.equal({
      name: 'reporter',
      email: reporter.email,
      accountId: reporter.id,
    });

    const adminA = await mod.admin('admin-a');
    const queue = await mod.op('listModerationQueue', 'GET', '/v1/intake/moderation?kind=listing_reports', {
      token: adminA.token,
    });
    const item = (queue.body.result as Array<Record<string, any>>).find((entry) => entry.listingId === listing.id)!;
    expect(item).to.include({ kind: 'listing_reports', id: first.body.result.id, providerId: provider.id });
    expect(item.reports.map((report: { id: string }) => report.id)).to.deep.equal([
      first.body.result.id,
      second.body.result.id,
    ]);
    expect(item.reasons).to.have.members(['fraud', 'consumer_protection']);
    expect(item.decideWith).to.deep.equal(['decideListingReport']);

    // Admin A disables access to it.
    const decided = await mod.op('decideListingReport', 'POST', `/v1/intake/reports/${second.body.result.id}/decide`, {
      token: adminA.token,
      body: {
        decision: 'take_down',
        reasons: 'The offer is not delivered as described.',
        statementOfReasons: statementInput({ restriction: 'disabling_access' }),
      },
    });
    expect(decided.status, decided.text).to.equal(200);
    expect(decided.body.result).to.include({ status: 'taken_down' });
    const statementId: string = decided.body.result.decision.statementOfReasonsId;
    const firstAfter = await mod.op(
      'listListingReports',
      'GET',
      `/v1/intake/reports?status=taken_down&listingId=${listing.id}`,
      { token: adminA.token },
    );
    expect(firstAfter.body.result.map((report: { id: string }) => report.id)).to.deep.equal([
      first.body.result.id,
      second.body.result.id,
    ]);

    await searchUntil(marker, (ids) => !ids.includes(listing.id));
    expectError(await mod.api('GET', `/v1/listings/${listing.id}`), 404, 'resource_not_found');
    const notified = await mod.mails(anonymous.notifier.email);
    expect(notified[0]!.subject).to.equal(`Decision on your report (${first.body.result.id})`);

    // The provider receives the statement: mail, webhook, and the API.
    const [mail] = await mod.mails(provider.email);
    expect(mail!.about).to.deep.equal({ kind: 'statement_of_reasons', id: statementId });
    expect(mail!.text)
      .to.include('Terms of service, section 4.2')
      .and.to.include(`/v1/intake/statements/${statementId}/appeal`);
    await receiver.waitFor(1, '/provider');
    expect(deliveriesOf('moderation.statement_issued')[0]!.payload).to.include({
      statementOfReasonsId: statementId,
      restriction: 'disabling_access',
      decisionGround: 'incompatible_content',
    });
    const statement = await mod.op('getStatementOfReasons', 'GET', `/v1/intake/statements/${statementId}`, {
      token: provider.token,
    });
    expect(statement.body.result).to.include({
      status: 'in_force',
      restriction: 'disabling_access',
      source: 'notice',
      category: 'scams_and_fraud',
    });
    expect(statement.body.result.subject).to.deep.equal({
      type: 'listing',
      id: listing.id,
      listingId: listing.id,
      url: `${mod.system.url}/v1/listings/${listing.id}`,
    });
    expect(statement.body.result.redress.appeal.available).to.equal(true);
    const own = await mod.op('listStatementsOfReasons', 'GET', '/v1/intake/statements', { token: provider.token });
    expect(own.body.result.map((entry: { id: string }) => entry.id)).to.deep.equal([statementId]);
    expectError(
      await mod.api('GET', `/v1/intake/statements/${statementId}`, { token: reporter.token }),
      404,
      'resource_not_found',
    );

    // The provider appeals; admin A may not decide it; admin B reverses.
    const appeal = await mod.op('appealStatementOfReasons', 'POST', `/v1/intake/statements/${statementId}/appeal`, {
      token: provider.token,
      body: { explanation: 'Every order was delivered; the invoices are attached to the listing.' },
    });
    expect(appeal.status, appeal.text).to.equal(201);
    const appeals = await mod.op('listModerationQueue', 'GET', '/v1/intake/moderation?kind=appeal', {
      token: adminA.token,
    });
    expect(appeals.body.result.map((entry: { id: string }) => entry.id)).to.include(appeal.body.result.id);
    const byDecider = await mod.op('decideAppeal', 'POST', `/v1/intake/appeals/${appeal.body.result.id}/decide`, {
      token: adminA.token,
      body: { outcome: 'reverse', reasons: 'I made the decision myself.' },
    });
    expectError(byDecider, 403, 'conflict_of_interest');
    const adminB = await mod.admin('admin-b');
    const reversed = await mod.op('decideAppeal', 'POST', `/v1/intake/appeals/${appeal.body.result.id}/decide`, {
      token: adminB.token,
      body: { outcome: 'reverse', reasons: 'The invoices show delivery.' },
    });
    expect(reversed.status, reversed.text).to.equal(200);
    expect(reversed.body.result).to.include({ status: 'reversed' });

    await searchUntil(marker, (ids) => ids.includes(listing.id));
    expect((await mod.api('GET', `/v1/listings/${listing.id}`)).status).to.equal(200);
    await receiver.waitFor(2, '/provider');
    expect(deliveriesOf('moderation.appeal_decided')[0]!.payload).to.include({
      appealId: appeal.body.result.id,
      outcome: 'reversed',
    });
    expect((await mod.mails(provider.email))[0]!.subject).to.equal(
      `Your appeal was reversed (${appeal.body.result.id})`,
    );
    const after = await mod.op('getStatementOfReasons', 'GET', `/v1/intake/statements/${statementId}`, {
      token: provider.token,
    });
    expect(after.body.result.status).to.equal('reversed');
    expect(after.body.result.redress.appeal.available).to.equal(false);

    // The export holds the statement in the Transparency Database's shape.
    const exported = await mod.api('GET', '/v1/intake/transparency-export', { token: adminB.token });
    expect(exported.status, exported.text).to.equal(200);
    expect(exported.headers.get('content-type')).to.match(/^application\/x-ndjson/);
    const lines = exported.text
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const submission = lines.find((line) => line.puid === statementId);
    const validate = transparencyDatabaseSchema();
    for (const line of lines) expect(validate(line), JSON.stringify(validate.errors)).to.equal(true);
    expect(submission).to.deep.include({
      decision_visibility: ['DECISION_VISIBILITY_CONTENT_DISABLED'],
      decision_ground: 'DECISION_GROUND_INCOMPATIBLE_CONTENT',
      incompatible_content_ground: 'Terms of service, section 4.2 (honest offers)',
      category: 'STATEMENT_CATEGORY_SCAMS_AND_FRAUD',
      content_type: ['CONTENT_TYPE_PRODUCT', 'CONTENT_TYPE_TEXT'],
      territorial_scope: ['DE', 'AT'],
      source_type: 'SOURCE_ARTICLE_16',
      automated_detection: 'No',
      automated_decision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
    });

    // The audit log says who did what.
    const audit = await mod.op('listModerationAuditLog', 'GET', `/v1/intake/audit-log?subjectId=${listing.id}`, {
      token: adminB.token,
    });
    const actions = (audit.body.result as Array<{ action: string; actorId: string }>).map((entry) => [
      entry.action,
      entry.actorId,
    ]);
    expect(actions).to.deep.equal([
      ['appeal.reversed', adminB.id],
      ['report.taken_down', adminA.id],
    ]);
  });

  it('refuses a statement of reasons that the Transparency Database schema would refuse', () => {
    const validate = transparencyDatabaseSchema();
    const valid = {
      decision_visibility: ['DECISION_VISIBILITY_CONTENT_REMOVED'],
      decision_ground: 'DECISION_GROUND_ILLEGAL_CONTENT',
      illegal_content_legal_ground: 'UWG section 5',
      illegal_content_explanation: 'Misleading offer.',
      content_type: ['CONTENT_TYPE_TEXT'],
      category: 'STATEMENT_CATEGORY_SCAMS_AND_FRAUD',
      content_date: '2026-01-02',
      application_date: '2026-01-03',
      decision_facts: 'Facts.',
      source_type: 'SOURCE_ARTICLE_16',
      automated_detection: 'No',
      automated_decision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
      puid: 'sor_1',
    };
    expect(validate(valid)).to.equal(true);
    expect(validate({ ...valid, illegal_content_legal_ground: undefined })).to.equal(false);
    expect(validate({ ...valid, content_date: '2026-01-02T00:00:00Z' })).to.equal(false);
    expect(validate({ ...valid, decision_visibility: ['DECISION_VISIBILITY_OTHER'] })).to.equal(false);
  });
});
