import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { createCatalog } from '../../services/catalog/index.ts';
import { createEmbeddingsClient } from '../../shared/embeddings/embeddings-client.ts';
import type { LedgerEntryDocument } from '../../services/core/credits/types.ts';
import { createElasticsearchClient } from '../../shared/elasticsearch.ts';
import type { OperationHandler } from '../../shared/service/handlers.ts';
import { createAdmin, establishProvider, registerAccount, type TestAccount } from '../support/factories.ts';
import { call, type ApiResponse } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';

export const MUNICH = { lat: 48.1372, lon: 11.5756 };

let admin: Promise<TestAccount> | undefined;

/** A fresh account holding `credits` (granted by an admin; none for 0). */
export async function accountWithCredits(credits: number, label = 'concierge-user'): Promise<TestAccount> {
  const account = await registerAccount(label);
  if (credits > 0) {
    admin ??= createAdmin('concierge-admin');
    const grant = await call('POST', '/v1/admin/credits/grants', {
      token: (await admin).token,
      body: { accountId: account.id, credits, reason: 'concierge test' },
    });
    expect(grant.status, grant.text).to.equal(201);
  }
  return account;
}

export function newKey(): string {
  return `turn-${randomBytes(8).toString('hex')}`;
}

export function startConversation(
  account: { token: string },
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<ApiResponse> {
  return call('POST', '/v1/concierge/conversations', { token: account.token, body, headers });
}

export function ask(
  token: string,
  conversationId: string,
  message: string,
  key: string | null = newKey(),
  baseUrl?: string,
): Promise<ApiResponse> {
  return call('POST', `/v1/concierge/conversations/${conversationId}/turns`, {
    token,
    body: { message },
    headers: key === null ? {} : { 'idempotency-key': key },
    ...(baseUrl ? { baseUrl } : {}),
  });
}

export async function emptyConversation(account: TestAccount): Promise<string> {
  const response = await startConversation(account, { title: 'Questions' });
  expect(response.status, response.text).to.equal(201);
  return response.body.result.id;
}

export async function balanceOf(account: TestAccount): Promise<number> {
  const response = await call('GET', '/v1/credits', { token: account.token });
  expect(response.status, response.text).to.equal(200);
  return response.body.result.balance;
}

export function ledgerOf(accountId: string): Promise<LedgerEntryDocument[]> {
  return harness()
    .mongo.db.collection<LedgerEntryDocument>('credit_ledger')
    .find({ accountId })
    .sort({ sequence: 1 })
    .toArray();
}

/**
 * Publishes a translation agency at the given place and price (its owner past the trust gate, so it is live at once),
 * and waits until the catalog's search finds it.
 */
export async function publishedTranslator(
  owner: TestAccount,
  title: string,
  place: { lat: number; lon: number; city: string },
  euros: number,
): Promise<string> {
  await establishProvider(harness().mongo.db, owner.id);
  const response = await call('POST', '/v1/listings', {
    token: owner.token,
    body: {
      category: 'businesses',
      title,
      description: `${title}: certified translation and interpreting for firms and private clients.`,
      facets: { services: ['translation'], serviceArea: place.city },
      location: { lat: place.lat, lon: place.lon, city: place.city, country: 'DE' },
      url: `https://${randomBytes(4).toString('hex')}.translators.example/`,
      price: { amount: euros * 100, currency: 'EUR' },
    },
  });
  expect(response.status, response.text).to.equal(201);
  const id: string = response.body.result.id;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const search = await call('POST', '/v1/catalog/search', {
      body: { category: 'businesses', filters: { services: 'translation' }, limit: 100 },
    });
    if (search.body.result?.hits?.some((hit: { id: string }) => hit.id === id)) return id;
    if (Date.now() > deadline) throw new Error(`listing ${id} never became searchable`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The catalog's real search over the test Elasticsearch (or another URL), for cores a test builds itself; close it after. */
export function catalogSearchAt(url = harness().config.elasticsearchUrl): {
  search: OperationHandler;
  close(): Promise<void>;
} {
  const elasticsearch = createElasticsearchClient(url);
  const { embeddings: settings } = harness().config;
  const embeddings = createEmbeddingsClient(settings);
  const search = createCatalog({ elasticsearch, semantic: { embeddings, ranking: settings.ranking } }).handlers
    .searchCatalog;
  if (!search) throw new Error('the catalog has no searchCatalog handler');
  return { search, close: () => Promise.all([elasticsearch.close(), embeddings.close()]).then(() => undefined) };
}
