import { expect } from 'chai';
import { CONCIERGE_CREDITS_PER_TURN } from '../../services/core/concierge/types.ts';
import { systemClock } from '../../shared/clock.ts';
import { AppError } from '../../shared/errors/app-error.ts';
import { createCore } from '../../services/core/index.ts';
import { documentedResponse } from './documented.ts';
import { expectError } from '../support/expect-error.ts';
import { createApiKey, registerAccount, type TestAccount } from '../support/factories.ts';
import { invoke, principalOf } from '../support/fault-drill.ts';
import { call } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import {
  accountWithCredits,
  ask,
  balanceOf,
  catalogSearchAt,
  emptyConversation,
  ledgerOf,
  MUNICH,
  newKey,
  publishedTranslator,
  startConversation,
} from './fixtures.ts';

const BERLIN = { lat: 52.52, lon: 13.405, city: 'Berlin' };

describe('concierge chat', function () {
  this.timeout(60_000);

  let provider: TestAccount;
  let cheapMunich: string;
  let dearMunich: string;
  let berlin: string;

  before(async function () {
    this.timeout(120_000);
    provider = await registerAccount('translation-provider');
    cheapMunich = await publishedTranslator(provider, 'Isar Übersetzungsbüro', { ...MUNICH, city: 'Munich' }, 45);
    dearMunich = await publishedTranslator(
      provider,
      'Premium Sprachdienst München',
      { lat: 48.15, lon: 11.58, city: 'Munich' },
      95,
    );
    berlin = await publishedTranslator(provider, 'Spree Translations', BERLIN, 30);
  });

  it('answers a search question with the listings the catalog search finds, reading category, city and price ceiling from it', async () => {
    const asker = await accountWithCredits(10);
    const response = documentedResponse(
      'createConciergeConversation',
      await startConversation(asker, { message: 'Find me a translator in Munich under 60 €/h' }),
    );
    expect(response.status, response.text).to.equal(201);
    const [turn] = response.body.result.turns;
    expect(turn.search).to.deep.equal({
      category: 'businesses',
      filters: { services: ['translation'] },
      q: 'translator',
      city: 'Munich',
      geo: { ...MUNICH, radiusKm: 25 },
      priceCeiling: 60,
      total: turn.search.total,
    });
    const listings = turn.citations.filter((citation: { kind: string }) => citation.kind === 'listing');
    const cited = listings.map((citation: { id: string }) => citation.id);
    expect(cited).to.include(cheapMunich);
    expect(cited).to.not.include(dearMunich);
    expect(cited).to.not.include(berlin);
    const citation = listings.find((candidate: { id: string }) => candidate.id === cheapMunich);
    expect(citation).to.deep.include({
      title: 'Isar Übersetzungsbüro',
      url: `${harness().baseUrl}/v1/listings/${cheapMunich}`,
      price: { amount: 4500, currency: 'EUR' },
    });
    expect((await call('GET', `/v1/listings/${cheapMunich}`)).status).to.equal(200);
    expect(turn.answer).to.include(`[${citation.marker}] Isar Übersetzungsbüro`).and.include(citation.url);
    expect(turn.citations.some((candidate: { kind: string }) => candidate.kind === 'documentation')).to.equal(true);
    expect(turn.answeredBy).to.deep.equal({ kind: 'retrieval_summary', model: null, note: null });
    expect(turn.charge).to.include({
      credits: CONCIERGE_CREDITS_PER_TURN,
      balanceAfter: 10 - CONCIERGE_CREDITS_PER_TURN,
    });
    expect(await balanceOf(asker)).to.equal(10 - CONCIERGE_CREDITS_PER_TURN);
    const spend = (await ledgerOf(asker.id)).at(-1);
    expect(spend).to.deep.include({
      _id: turn.charge.ledgerEntryId,
      kind: 'spend',
      delta: -CONCIERGE_CREDITS_PER_TURN,
      reference: { type: 'concierge_conversation', id: response.body.result.id },
    });
  });

  it('answers a how-to question with the documentation section that explains it', async () => {
    const asker = await accountWithCredits(10);
    const conversationId = await emptyConversation(asker);
    const response = documentedResponse(
      'askConcierge',
      await ask(asker.token, conversationId, 'How do I register a lead?'),
    );
    expect(response.status, response.text).to.equal(201);
    const [first] = response.body.result.citations.filter(
      (citation: { kind: string }) => citation.kind === 'documentation',
    );
    expect(first).to.deep.include({
      id: 'createClaim',
      marker: 'D1',
      url: `${harness().baseUrl}/v1/openapi.json#/paths/~1v1~1claims/post`,
    });
    expect(response.body.result.answer).to.include('[D1] Register a lead as a claim (POST /v1/claims)');
  });

  it('keeps the conversation and its turns in order, readable by its owner', async () => {
    const asker = await accountWithCredits(10);
    const conversationId = await emptyConversation(asker);
    const first = await ask(asker.token, conversationId, 'translator in Berlin');
    const second = await ask(asker.token, conversationId, 'How do I register a lead?');
    const read = documentedResponse(
      'getConciergeConversation',
      await call('GET', `/v1/concierge/conversations/${conversationId}`, { token: asker.token }),
    );
    expect(read.status, read.text).to.equal(200);
    expect(read.body.result).to.include({ id: conversationId, title: 'Questions' });
    expect(read.body.result.turns).to.deep.equal([first.body.result, second.body.result]);
    expect(read.body.result.turns[0].citations.map((citation: { id: string }) => citation.id)).to.include(berlin);
  });

  it('lists only the own conversations, newest first, a page at a time', async () => {
    const asker = await accountWithCredits(0);
    const ids = [await emptyConversation(asker), await emptyConversation(asker), await emptyConversation(asker)];
    await emptyConversation(await accountWithCredits(0, 'someone-else'));
    const firstPage = documentedResponse(
      'listConciergeConversations',
      await call('GET', '/v1/concierge/conversations?limit=2', { token: asker.token }),
    );
    expect(firstPage.body.result.map((conversation: { id: string }) => conversation.id)).to.deep.equal([
      ids[2],
      ids[1],
    ]);
    const cursor = firstPage.body.result_info.next_cursor;
    const secondPage = await call('GET', `/v1/concierge/conversations?limit=2&cursor=${cursor}`, {
      token: asker.token,
    });
    expect(secondPage.body.result.map((conversation: { id: string }) => conversation.id)).to.deep.equal([ids[0]]);
    expect(secondPage.body.result_info.next_cursor).to.equal(null);
    const badCursor = expectError(
      await call('GET', '/v1/concierge/conversations?cursor=nope', { token: asker.token }),
      400,
      'validation_failed',
    );
    expect(badCursor.field).to.equal('query.cursor');
  });

  it('charges a turn once under 20 parallel retries of one Idempotency-Key, and a later retry answers the same turn', async function () {
    this.timeout(120_000);
    const asker = await accountWithCredits(10);
    const conversationId = await emptyConversation(asker);
    const key = newKey();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => ask(asker.token, conversationId, 'translator in Munich', key)),
    );
    const statuses = responses.map((response) => response.status);
    expect(
      statuses.every((status) => status === 201 || status === 409),
      JSON.stringify(statuses),
    ).to.equal(true);
    const answered = responses.filter((response) => response.status === 201);
    expect(answered).to.not.be.empty;
    const turnIds = new Set(answered.map((response) => response.body.result.id));
    expect(turnIds.size).to.equal(1);
    const retry = await ask(asker.token, conversationId, 'translator in Munich', key);
    expect(retry.status, retry.text).to.equal(201);
    expect(turnIds).to.include(retry.body.result.id);
    const spends = (await ledgerOf(asker.id)).filter((entry) => entry.kind === 'spend');
    expect(spends).to.have.length(1);
    expect(await balanceOf(asker)).to.equal(10 - CONCIERGE_CREDITS_PER_TURN);
    const read = await call('GET', `/v1/concierge/conversations/${conversationId}`, { token: asker.token });
    expect(read.body.result.turns).to.have.length(1);
  });

  it('charges a turn once when 20 requests with one key reach the core together (past the gateway)', async function () {
    this.timeout(120_000);
    const asker = await accountWithCredits(10);
    const conversationId = await emptyConversation(asker);
    const principal = await principalOf(asker.token);
    const catalog = catalogSearchAt();
    try {
      const core = createCore({
        db: harness().mongo.db,
        clock: systemClock,
        config: harness().config,
        catalogSearch: catalog.search,
      });
      const key = newKey();
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, () =>
          invoke(core, 'askConcierge', principal, {
            params: { id: conversationId },
            body: { message: 'translator in Munich' },
            headers: { 'idempotency-key': key },
          }).then(
            (outcome) => outcome.result.id,
            (error: unknown) => (error instanceof AppError ? error.slug : error),
          ),
        ),
      );
      const turnIds = new Set(outcomes.filter((outcome) => typeof outcome === 'string' && outcome.startsWith('ctn_')));
      expect(turnIds.size, JSON.stringify(outcomes)).to.equal(1);
      expect(
        outcomes.every((outcome) => turnIds.has(outcome as string) || outcome === 'operation_in_progress'),
        JSON.stringify(outcomes),
      ).to.equal(true);
      expect((await ledgerOf(asker.id)).filter((entry) => entry.kind === 'spend')).to.have.length(1);
    } finally {
      await catalog.close();
    }
  });

  it('starts a conversation with its first turn once per Idempotency-Key, also when a retry reaches the core again', async function () {
    this.timeout(60_000);
    const asker = await accountWithCredits(10);
    const principal = await principalOf(asker.token);
    const catalog = catalogSearchAt();
    try {
      const core = createCore({
        db: harness().mongo.db,
        clock: systemClock,
        config: harness().config,
        catalogSearch: catalog.search,
      });
      const start = () =>
        invoke(core, 'createConciergeConversation', principal, {
          body: { message: 'translator in Berlin' },
          headers: { 'idempotency-key': 'first-question' },
        });
      const first = await start();
      const again = await start();
      expect(again.result).to.deep.equal(first.result);
      expect((await call('GET', '/v1/concierge/conversations', { token: asker.token })).body.result).to.have.length(1);
      expect((await ledgerOf(asker.id)).filter((entry) => entry.kind === 'spend')).to.have.length(1);
    } finally {
      await catalog.close();
    }
  });

  it('refuses a turn the balance does not cover with 402 before any work, and changes no conversation', async () => {
    const asker = await accountWithCredits(CONCIERGE_CREDITS_PER_TURN - 1);
    const ledgerBefore = await ledgerOf(asker.id);
    expectError(await startConversation(asker, { message: 'translator in Munich' }), 402, 'insufficient_credits');
    expect((await call('GET', '/v1/concierge/conversations', { token: asker.token })).body.result).to.deep.equal([]);
    const conversationId = await emptyConversation(asker);
    const refused = expectError(
      await ask(asker.token, conversationId, 'translator in Munich'),
      402,
      'insufficient_credits',
    );
    expect(refused.meta).to.deep.equal({
      balance: CONCIERGE_CREDITS_PER_TURN - 1,
      required: CONCIERGE_CREDITS_PER_TURN,
    });
    expect(
      (await call('GET', `/v1/concierge/conversations/${conversationId}`, { token: asker.token })).body.result.turns,
    ).to.deep.equal([]);
    expect(await ledgerOf(asker.id)).to.deep.equal(ledgerBefore);
    const started = await harness()
      .mongo.db.collection('workflows')
      .countDocuments({ kind: 'concierge-turn', 'input.accountId': asker.id });
    expect(started).to.equal(0);
  });

  it('keeps conversations private: another account reads and asks 404 and is charged nothing', async () => {
    const owner = await accountWithCredits(10);
    const conversationId = await emptyConversation(owner);
    const stranger = await accountWithCredits(10, 'stranger');
    expectError(
      await call('GET', `/v1/concierge/conversations/${conversationId}`, { token: stranger.token }),
      404,
      'resource_not_found',
    );
    expectError(await ask(stranger.token, conversationId, 'translator in Munich'), 404, 'resource_not_found');
    expect(await balanceOf(stranger)).to.equal(10);
  });

  it('refuses callers without a credential (401) or without the concierge:chat scope (403), and a turn without Idempotency-Key (400)', async () => {
    const owner = await accountWithCredits(10);
    const conversationId = await emptyConversation(owner);
    expectError(await call('GET', '/v1/concierge/conversations'), 401, 'credential_missing');
    expectError(await ask('', conversationId, 'translator in Munich'), 401, 'credential_missing');
    const unscoped = await createApiKey(owner, ['credits:read']);
    expectError(
      await call('GET', `/v1/concierge/conversations/${conversationId}`, { token: unscoped.secret }),
      403,
      'scope_missing',
    );
    expectError(await ask(unscoped.secret, conversationId, 'translator in Munich'), 403, 'scope_missing');
    const missingKey = expectError(
      await ask(owner.token, conversationId, 'translator in Munich', null),
      400,
      'validation_failed',
    );
    // The gateway's validator names header fields in lower case.
    expect(missingKey.field.toLowerCase()).to.equal('header.idempotency-key');
    const scoped = await createApiKey(owner, ['concierge:chat']);
    expect((await ask(scoped.secret, conversationId, 'translator in Munich')).status).to.equal(201);
    expect(await balanceOf(owner)).to.equal(10 - CONCIERGE_CREDITS_PER_TURN);
  });

  it('refuses an empty or overlong question with 400 naming body.message', async () => {
    const owner = await accountWithCredits(10);
    const conversationId = await emptyConversation(owner);
    for (const message of ['', 'x'.repeat(2001)]) {
      expect(expectError(await ask(owner.token, conversationId, message), 400, 'validation_failed').field).to.equal(
        'body.message',
      );
    }
    expect(await balanceOf(owner)).to.equal(10);
  });
});
