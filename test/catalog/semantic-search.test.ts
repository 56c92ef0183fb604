import { expect } from 'chai';
import { createCatalog, WORDS_ONLY_MESSAGE } from '../../services/catalog/index.ts';
import { meaningOf } from '../../services/catalog/search/meaning-of.ts';
import { facetRegistry } from '../../shared/facets/registry.ts';
import { createCore } from '../../services/core/index.ts';
import { LISTINGS_COLLECTION } from '../../services/core/listings/listings.repository.ts';
import type { ListingDocument } from '../../services/core/listings/types.ts';
import { DUE_VECTORS_BATCH } from '../../services/core/listings/due-vectors.ts';
import { createEmbeddingsClient } from '../../shared/embeddings/embeddings-client.ts';
import { createElasticsearchClient } from '../../shared/elasticsearch.ts';
import { AppError } from '../../shared/errors/app-error.ts';
import { createLogger } from '../../shared/logger.ts';
import { registerProvider, type TestAccount } from '../support/factories.ts';
import { harness } from '../support/root-hooks.ts';
import { createListing, ids, search, searchUntil, type SearchResult } from './catalog-helpers.ts';

/** Somewhere in the Atlantic: a radius around it holds this suite's listings alone, whatever else the index has. */
function isolatedSpot() {
  return { lat: 10 + Math.random() * 10, lon: -40 + Math.random() * 10 };
}

function listingAt(spot: { lat: number; lon: number }, category: string, title: string, description: string) {
  const facets: Record<string, Record<string, unknown>> = {
    'real-estate': { propertyType: 'apartment', offerType: 'rent', price: 1200, rooms: 2 },
    'local-services': { services: ['plumbing'], serviceArea: 'Munich' },
    businesses: { services: ['software-development'], serviceArea: 'Berlin', companySize: '11-50' },
  };
  return {
    category,
    title,
    description,
    facets: facets[category] ?? {},
    location: { ...spot, city: 'Berlin', country: 'DE' as const },
  };
}

/** An embeddings client whose server is gone: nothing listens on port 9 of loopback. */
const unreachableEmbeddings = () =>
  createEmbeddingsClient({ ...harness().config.embeddings, url: 'http://127.0.0.1:9/v1' });

describe('catalog search: q matched by meaning', function () {
  this.timeout(60_000);
  const spot = isolatedSpot();
  const near = { ...spot, radiusKm: 5 };
  let provider: TestAccount;
  let flat: string;
  let plumber: string;
  let studio: string;

  before(async () => {
    provider = await registerProvider('semantic');
    flat = (
      await createListing(
        provider,
        listingAt(
          spot,
          'real-estate',
          'Bright two-room flat in Mitte',
          'Quiet apartment to rent, close to the U-Bahn.',
        ),
      )
    ).id;
    plumber = (
      await createListing(
        provider,
        listingAt(
          spot,
          'local-services',
          'Rapid Pipe Repairs',
          'Emergency plumber for burst pipes and leaks, day and night.',
        ),
      )
    ).id;
    studio = (
      await createListing(
        provider,
        listingAt(spot, 'businesses', 'Pixelwerk Software Studio', 'We build web apps and mobile software.'),
      )
    ).id;
    await searchUntil({ geo: near, limit: 10 }, (result) => ids(result).length === 3);
  });

  const first = (result: SearchResult) => result.hits[0]?.id;

  it('finds an English listing for a German question that shares no word with it', async () => {
    const answer = await searchUntil({ q: 'Ich suche eine Wohnung', geo: near }, (result) => result.hits.length > 0);
    expect(first(answer.body.result)).to.equal(flat);
    expect(answer.body.result.hits.every((hit) => hit.score !== null)).to.equal(true);
    const plumbing = await search({ q: 'Klempner für einen Rohrbruch', geo: near });
    expect(first(plumbing.body.result), plumbing.text).to.equal(plumber);
  });

  it('matches the words alone when asked with semantic false', async () => {
    const words = await search({ q: 'Ich suche eine Wohnung', geo: near, semantic: false });
    expect(words.status, words.text).to.equal(200);
    expect(words.body.result.hits).to.deep.equal([]);
    const named = await search({ q: 'Pixelwerk', geo: near, semantic: false });
    expect(ids(named.body.result)).to.deep.equal([studio]);
  });

  it('regression: matches the same listings by meaning whatever the page size (a page of one matched two)', async () => {
    const question = { q: 'Ich suche etwas in Berlin', geo: near };
    const whole = await search({ ...question, limit: 10 });
    expect(whole.body.result_info.total, whole.text).to.equal(3);
    const paged = await search({ ...question, limit: 1 });
    expect(paged.body.result_info.total, paged.text).to.equal(3);
    const next = await search({ ...question, limit: 1, cursor: paged.body.result_info.next_cursor });
    expect(ids(next.body.result), next.text).to.have.length(1).and.not.include(first(paged.body.result));
  });

  it('keeps every filter among the listings found by meaning', async () => {
    const rentals = await search({ q: 'Ich suche eine Wohnung', geo: near, category: 'local-services' });
    expect(ids(rentals.body.result)).to.not.include(flat);
  });

  it('reads the kinds q means from the vocabularies, leaving its city and price out of that reading', async () => {
    const embeddings = createEmbeddingsClient(harness().config.embeddings);
    try {
      const meaning = meaningOf({ embeddings, ranking: harness().config.embeddings.ranking }, facetRegistry());
      expect((await meaning('Elektriker Frankfurt'))?.meant).to.deep.equal([
        { category: 'local-services', values: { services: ['electrical'] } },
      ]);
      expect((await meaning('wedding photographer amsterdam'))?.meant).to.deep.equal([
        { category: 'businesses', values: { services: ['photography-video'] } },
      ]);
      expect((await meaning('gaming laptop under 1000'))?.meant).to.deep.equal([
        { category: 'products', values: { productType: ['computers'] } },
      ]);
    } finally {
      await embeddings.close();
    }
  });

  /** The search as a catalog of its own answers it, with these embeddings and this ranking. */
  async function searchThroughCatalog(
    body: Record<string, unknown>,
    embeddings = createEmbeddingsClient(harness().config.embeddings),
    ranking = harness().config.embeddings.ranking,
  ) {
    const elasticsearch = createElasticsearchClient(harness().config.elasticsearchUrl);
    const { handlers } = createCatalog({ elasticsearch, semantic: { embeddings, ranking } });
    try {
      return await handlers.searchCatalog!({
        operationId: 'searchCatalog',
        params: {},
        query: {},
        body,
        principal: null,
        requestId: 'req_semantic_catalog',
      });
    } finally {
      await Promise.all([embeddings.close(), elasticsearch.close()]);
    }
  }

  const searchWhileUnreachable = (body: Record<string, unknown>) => searchThroughCatalog(body, unreachableEmbeddings());

  it('finds the listings of the kind q means however far below the similarity bar they are, and no others', async () => {
    const elsewhere = isolatedSpot();
    const around = { ...elsewhere, radiusKm: 5 };
    const { id: electrician } = await createListing(provider, {
      ...listingAt(
        elsewhere,
        'local-services',
        'Kowalski & Partner',
        'Seit 1987 für Sie da. Termine nach Vereinbarung.',
      ),
      facets: { services: ['electrical'], serviceArea: 'Munich' },
    });
    await createListing(
      provider,
      listingAt(elsewhere, 'local-services', 'Rapid Pipe Repairs', 'Emergency plumber for burst pipes and leaks.'),
    );
    await searchUntil({ geo: around }, (result) => ids(result).length === 2);
    // No listing is this similar to any question: only the kind "Elektriker" means can match it.
    const strict = { ...harness().config.embeddings.ranking, minSimilarity: 0.99 };
    const outcome = await searchThroughCatalog({ q: 'Elektriker', geo: around }, undefined, strict);
    expect((outcome.result as SearchResult).hits.map((hit) => hit.id)).to.deep.equal([electrician]);
  });

  it('answers by the words alone, and says so, while the embedding server is unreachable', async () => {
    const outcome = await searchWhileUnreachable({ q: 'Pixelwerk', geo: near });
    expect((outcome.result as SearchResult).hits.map((hit) => hit.id)).to.deep.equal([studio]);
    expect(outcome.messages).to.deep.equal([{ message: WORDS_ONLY_MESSAGE }]);
  });

  it('refuses with 503 and Retry-After a later page of a search by meaning while meaning cannot be matched', async () => {
    const body = { q: 'Ich suche eine Wohnung', geo: near, limit: 1 };
    const first = await search(body);
    const cursor = first.body.result_info.next_cursor;
    expect(cursor, first.text).to.be.a('string');
    const refused = await searchWhileUnreachable({ ...body, cursor }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).to.be.instanceOf(AppError);
    expect(refused).to.deep.include({ status: 503, slug: 'service_unavailable', headers: { 'retry-after': '2' } });
  });
});

/** A core whose embedding server is unreachable: what it writes waits for its vector. */
function coreWithoutEmbeddings(db = harness().mongo.db) {
  const { config } = harness();
  return createCore({
    db,
    clock: { now: () => new Date() },
    config,
    logger: createLogger('silent', 'test'),
    embeddings: unreachableEmbeddings(),
  });
}

describe('listing vectors: made once per revision, at write time', function () {
  this.timeout(60_000);

  it('writes a listing without a vector while the embedding server is unreachable, readiness counts it, and the job makes it later', async () => {
    const { config, mongo } = harness();
    const logger = createLogger('silent', 'test');
    const offline = coreWithoutEmbeddings();
    const account = await registerProvider('vectors-later');
    const view = await offline.listings.create(
      { accountId: account.id, kind: 'session', scopes: [], isAdmin: false, credentialId: 'test' },
      listingAt(isolatedSpot(), 'local-services', 'Night Plumbers', 'Burst pipe? We come at night.'),
    );
    const listings = mongo.db.collection<ListingDocument>(LISTINGS_COLLECTION);
    const written = await listings.findOne({ _id: view.id });
    expect(written?.embeddingDueSince).to.be.instanceOf(Date);
    expect(written).to.not.have.property('embedding');
    // The count is read in the background when a probe finds it stale: asked again until the first one is done.
    let offlineReadiness = (await offline.ready()).embeddings;
    for (let attempt = 0; attempt < 40 && offlineReadiness.withoutVectors === undefined; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      offlineReadiness = (await offline.ready()).embeddings;
    }
    expect(offlineReadiness.status).to.equal('down');
    expect(offlineReadiness.withoutVectors).to.be.at.least(1);

    const online = createCore({ db: mongo.db, clock: { now: () => new Date() }, config, logger });
    // Other suites' listings may be due as well: a batch at a time, until this one has its vector.
    let embedded = written;
    for (let run = 0; run < 20 && embedded?.embeddingDueSince !== undefined; run += 1) {
      await online.listingVectors.embedDue();
      embedded = await listings.findOne({ _id: view.id });
    }
    expect(embedded).to.not.have.property('embeddingDueSince');
    expect(embedded?.embedding?.vector.toFloat32Array()).to.have.length(384);
    expect(embedded?.version).to.equal((written?.version ?? 0) + 1);
    expect((await online.ready()).embeddings).to.deep.include({ status: 'up' });
    await offline.close();
    await online.close();
  });
  it('regression: a run of the job embeds batch after batch and keeps its lock alive after each (one batch of 64 per run outlived a 20 s lock on a slow server)', async () => {
    const { config, mongo } = harness();
    const logger = createLogger('silent', 'test');
    // A database of its own: the harness's worker embeds due listings of the shared one meanwhile.
    const db = mongo.client.db(`vectors_batches_${Date.now()}`);
    const offline = coreWithoutEmbeddings(db);
    const account = await registerProvider('vectors-batches');
    const principal = {
      accountId: account.id,
      kind: 'session' as const,
      scopes: [],
      isAdmin: false,
      credentialId: 'test',
    };
    const created: string[] = [];
    for (let index = 0; index < 2 * DUE_VECTORS_BATCH + 5; index += 1) {
      const view = await offline.listings.create(
        principal,
        listingAt(isolatedSpot(), 'local-services', `Pipe fitter ${index}`, 'Leaking taps and burst pipes fixed.'),
      );
      created.push(view.id);
    }
    const online = createCore({ db, clock: { now: () => new Date() }, config, logger });
    let touches = 0;
    const keepAlive = async () => void (touches += 1);
    const first = await online.listingVectors.embedDue({ keepAlive });
    expect(first.embedded).to.be.greaterThan(DUE_VECTORS_BATCH);
    expect(touches).to.be.at.least(1);
    const listings = db.collection<ListingDocument>(LISTINGS_COLLECTION);
    const stillDue = () => listings.countDocuments({ _id: { $in: created }, embeddingDueSince: { $exists: true } });
    for (let run = 0; run < 20 && (await stillDue()) > 0; run += 1) await online.listingVectors.embedDue({ keepAlive });
    expect(await stillDue()).to.equal(0);
    await offline.close();
    await online.close();
    await db.dropDatabase();
  });
});
