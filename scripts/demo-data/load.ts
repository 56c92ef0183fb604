/**
 * Loads generated demo data into MongoDB, two ways:
 * - loadThroughService: through ListingsService.create, exactly as the API would (validation, compliance,
 *   revision #1, outbox), so a running indexer indexes the listings; for small sets such as `npm start`'s.
 * - loadBulk: builds listing documents directly and writes them with insertMany in chunks; for benchmark
 *   volumes (100,000 and more).
 */
import type { EmbeddingsClient } from '../../shared/embeddings/embeddings-client.ts';
import { listingPassage, passageHash } from '../../shared/embeddings/listing-passage.ts';
import type { PassageVectorStore } from '../../shared/embeddings/passage-vector-store.ts';
import { embedPassagesWithStore } from '../../shared/embeddings/stored-passage-embeddings.ts';
import { storedVector } from '../../shared/listings-index/stored-vector.ts';
import { randomBytes } from 'node:crypto';
import cliProgress from 'cli-progress';
import type { Db } from 'mongodb';
import type { Principal } from '../../shared/auth/principal.ts';
import { systemClock, type Clock } from '../../shared/clock.ts';
import { newId } from '../../shared/ids.ts';
import { facetRegistry, type FacetRegistry } from '../../shared/facets/registry.ts';
import { validateFacets } from '../../shared/facets/validate-facets.ts';
import { ACCOUNTS_COLLECTION } from '../../services/core/accounts/accounts.repository.ts';
import { normalizeEmail, type AccountDocument } from '../../services/core/accounts/types.ts';
import type { Core } from '../../services/core/index.ts';
import { complianceProblems } from '../../services/core/listings/compliance.ts';
import { LISTING_REVISIONS_COLLECTION } from '../../services/core/listings/listing-revisions.repository.ts';
import type { ListingRevisions } from '../../services/core/listings/listing-revisions.ts';
import { LISTINGS_COLLECTION } from '../../services/core/listings/listings.repository.ts';
import type { ListingDocument } from '../../services/core/listings/types.ts';
import { OutboxRepository } from '../../services/core/outbox/outbox.repository.ts';
import { listingChanged } from '../../services/core/outbox/types.ts';
import { REVIEWS_COLLECTION } from '../../services/core/reviews/reviews.repository.ts';
import type { ReviewDocument } from '../../services/core/reviews/types.ts';
import {
  generateListing,
  generateProviders,
  generateReviewers,
  generateReviews,
  mulberry32,
  ratingSummary,
  type DemoReview,
  type GeneratedListing,
} from './generator.ts';

/** The password of every provider and reviewer account loadThroughService creates. */
export const DEMO_PASSWORD = 'demo-password-123';
export const DEMO_EMAIL_DOMAIN = 'demo.marketplace.local';
export const DEFAULT_SEED = 42;

const DAY_MS = 24 * 3600 * 1000;

/** What one listing revision holds (see ListingRevisionsRepository). */
interface RevisionDocument {
  _id: string; // '<listing id>#<version>'
  listingId: string;
  version: number;
  actorId: string;
  snapshot: ListingDocument;
  createdAt: Date;
}

export interface LoadResult {
  /** Provider accounts created now (existing ones with the same e-mail are reused and not counted). */
  providers: number;
  /** Reviewer accounts created now. */
  reviewers: number;
  listings: number;
  reviews: number;
  /** Listing revisions written (revision #1 of each listing, plus rating refreshes). */
  revisions: number;
  /** `listing.changed` outbox records written. */
  outbox: number;
  ms: number;
  /** Listings per second. */
  docsPerSecond: number;
}

// ---------------------------------------------------------------------------------------------------------
// Through the service

export interface ServiceLoadOptions {
  seed?: number;
  /** Provider accounts; default: one per 7 listings, between 7 and 30. */
  providers?: number;
  /** Accounts that only write reviews; default 8. */
  reviewers?: number;
  /** Generate reviews (by reviewers and other providers) and refresh the rating of the reviewed listings; default true. */
  reviews?: boolean;
  password?: string;
  emailDomain?: string;
  /** Listings created at once. */
  concurrency?: number;
  clock?: Clock;
}

/**
 * Creates provider and reviewer accounts (reusing any with the same e-mail), `count` listings through
 * ListingsService.create, and reviews; every listing a review rates gets a new revision with its rating and a
 * `listing.changed` record, so the indexer picks the rating up. Only the first new account pays for bcrypt
 * (at the configured rounds); the others share its hash, which is the same password anyway.
 */
export async function loadThroughService(
  core: Core,
  count: number,
  options: ServiceLoadOptions = {},
): Promise<LoadResult & { providerIds: string[] }> {
  const began = performance.now();
  const clock = options.clock ?? systemClock;
  const rng = mulberry32(options.seed ?? DEFAULT_SEED);
  const domain = options.emailDomain ?? DEMO_EMAIL_DOMAIN;
  const providerCount = options.providers ?? Math.min(30, Math.max(7, Math.ceil(count / 7)));
  const withReviews = options.reviews ?? true;
  const reviewerCount = withReviews ? (options.reviewers ?? 8) : 0;

  const accounts = new DemoAccounts(core, options.password ?? DEMO_PASSWORD, clock);
  const providers = generateProviders(providerCount, rng);
  const providerIds = await accounts.ensure(
    providers.map((provider) => ({
      email: `${provider.handle}@${domain}`,
      displayName: provider.displayName,
      bio: provider.bio,
    })),
  );
  const providersCreated = accounts.created;
  const reviewerIds = await accounts.ensure(
    generateReviewers(reviewerCount, rng).map((reviewer) => ({
      email: `${reviewer.handle}@${domain}`,
      displayName: reviewer.displayName,
      bio: null,
    })),
  );

  // Everything is generated before anything is written, so the output depends on the seed alone.
  const generated = Array.from({ length: count }, (_, index) => generateListing(index, rng, providerIds));
  const authorIds = [...reviewerIds, ...providerIds];
  const drafts = generated.map((listing) => (withReviews ? generateReviews(listing, rng, authorIds) : []));

  const created = await inPool(generated, options.concurrency ?? 8, async (listing) => {
    const view = await core.listings.create(providerPrincipal(listing.providerId), listing.input);
    return view.id;
  });

  // After all listings: each listing's provider profile sums the provider's reviews, which is cheaper while
  // there are none yet.
  let reviews = 0;
  let ratingRevisions = 0;
  const revisions = core.listingRevisions;
  const rated = generated.map((listing, index) => ({
    listing,
    listingId: created[index] as string,
    drafts: drafts[index] ?? [],
  }));
  await inPool(
    rated.filter((entry) => entry.drafts.length > 0),
    options.concurrency ?? 8,
    async ({ listing, listingId, drafts: own }) => {
      const inserted: DemoReview[] = [];
      for (const draft of own) {
        if (
          await core.repositories.reviews.insertReviewOnce(
            reviewDocument(draft, listingId, listing.providerId, clock.now()),
          )
        )
          inserted.push(draft);
      }
      reviews += inserted.length;
      // As a review written through the API does: the listing's rating as its next revision. The listing was
      // created just now, so these are all its reviews (no aggregate over the collection needed).
      const rating = ratingSummary(inserted);
      const actorId = inserted[inserted.length - 1]?.authorId ?? listing.providerId;
      if (await rateFreshListing(core, revisions, listingId, actorId, rating, clock)) ratingRevisions += 1;
    },
  );

  const ms = performance.now() - began;
  return {
    providers: providersCreated,
    reviewers: accounts.created - providersCreated,
    listings: created.length,
    reviews,
    revisions: created.length + ratingRevisions,
    outbox: created.length + ratingRevisions,
    ms: Math.round(ms),
    docsPerSecond: perSecond(created.length, ms),
    providerIds,
  };
}

/**
 * Writes the rating as the next revision of a listing created moments ago. On FerretDB, finding the latest
 * revision scans the collection, so this claims the version after the listing document's own (a read by
 * _id); if anyone else claimed that version first, the claim fails and the general ListingRevisions.revise
 * (latest revision, settle) takes over, so concurrent writers stay as safe as with the service.
 */
async function rateFreshListing(
  core: Core,
  revisions: ListingRevisions,
  listingId: string,
  actorId: string,
  rating: { ratingAverage: number | null; ratingCount: number },
  clock: Clock,
): Promise<boolean> {
  const { listings, listingRevisions, outbox } = core.repositories;
  const current = await listings.findById(listingId);
  if (!current) return false;
  const now = clock.now();
  const next: ListingDocument = { ...current, ...rating, version: current.version + 1, updatedAt: now };
  if (await listingRevisions.claim(next, actorId, now)) {
    await listings.writeSnapshot(next);
    await outbox.append(listingChanged(listingId, now));
    return true;
  }
  const { written } = await revisions.revise(listingId, actorId, (latest) =>
    latest.ratingAverage === rating.ratingAverage && latest.ratingCount === rating.ratingCount ? null : rating,
  );
  return written;
}

function providerPrincipal(accountId: string): Principal {
  return { accountId, kind: 'session', scopes: [], isAdmin: false, credentialId: 'demo-data' };
}

interface AccountSpec {
  email: string;
  displayName: string;
  bio: string | null;
}

/** Finds or creates demo accounts; the first one created hashes the password, the rest reuse that hash. */
class DemoAccounts {
  created = 0;
  private passwordHash: string | null = null;

  constructor(
    private readonly core: Core,
    private readonly password: string,
    private readonly clock: Clock,
  ) {}

  async ensure(specs: readonly AccountSpec[]): Promise<string[]> {
    const ids: string[] = [];
    for (const spec of specs) ids.push(await this.ensureOne(spec));
    return ids;
  }

  private async ensureOne(spec: AccountSpec): Promise<string> {
    const repository = this.core.repositories.accounts;
    const existing = await repository.findByEmail(normalizeEmail(spec.email));
    if (existing) return existing._id;
    const now = this.clock.now();
    if (this.passwordHash === null) {
      const account = await this.core.accounts.createAccount({
        email: spec.email,
        password: this.password,
        displayName: spec.displayName,
      });
      if (spec.bio) await repository.updateProfile(account._id, { bio: spec.bio }, now);
      this.passwordHash = account.passwordHash;
      this.created += 1;
      return account._id;
    }
    const account: AccountDocument = {
      _id: newId('acc'),
      email: spec.email,
      emailNormalized: normalizeEmail(spec.email),
      passwordHash: this.passwordHash,
      displayName: spec.displayName,
      bio: spec.bio,
      isAdmin: false,
      createdAt: now,
      updatedAt: now,
    };
    if (await repository.insertAccountOnce(account)) {
      this.created += 1;
      return account._id;
    }
    const raced = await repository.findByEmail(account.emailNormalized);
    if (!raced) throw new Error(`could neither create nor find the demo account ${spec.email}`);
    return raced._id;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Bulk

export interface BulkLoadOptions {
  /** Listings per insertMany. */
  batchSize?: number;
  /**
   * Write a `listing.changed` record per listing, so a running indexer indexes them. Without them the
   * caller rebuilds the index (`npm run reindex`), which is much faster for large volumes.
   */
  outbox?: boolean;
  /** Write revision #1 (the listing's snapshot) to listing_revisions, as the service does. */
  revisions?: boolean;
  /** Generate reviews (by other providers) and set each listing's rating from them. */
  reviews?: boolean;
  seed?: number;
  /** Provider accounts; default one per 100 listings, between 7 and 2,000. They have no password. */
  providers?: number;
  /** A progress bar on stderr; default: when stderr is a terminal. */
  progress?: boolean;
  /** Called after every chunk with the listings written so far. */
  onProgress?: (written: number, total: number) => void;
  now?: Date;
  registry?: FacetRegistry;
  /**
   * Gives every listing its passage vector, read from the store when a run before made it, else made by the client
   * and kept there. Without it the listings are written due, and the embedding job makes their vectors.
   */
  vectors?: { embeddings: EmbeddingsClient; store: PassageVectorStore };
}

/**
 * Writes `count` published listings (version 1, validated facets, semantic tags) with their providers,
 * revisions, reviews and outbox records straight into the database, in chunks of `batchSize`. Listings are
 * backdated over the past year. Listing ids are fresh, so loading twice adds a second set.
 */
export async function loadBulk(db: Db, count: number, options: BulkLoadOptions = {}): Promise<LoadResult> {
  const began = performance.now();
  const batchSize = Math.max(1, options.batchSize ?? 1000);
  const writeOutbox = options.outbox ?? true;
  const writeRevisions = options.revisions ?? true;
  const writeReviews = options.reviews ?? true;
  const registry = options.registry ?? facetRegistry();
  const rng = mulberry32(options.seed ?? DEFAULT_SEED);
  const now = options.now ?? new Date();
  const run = randomBytes(3).toString('hex');

  const providers = generateProviders(
    options.providers ?? Math.min(2000, Math.max(7, Math.round(count / 100))),
    rng,
    registry,
  );
  const accounts: AccountDocument[] = providers.map((provider) => ({
    _id: newId('acc'),
    email: `${provider.handle}.${run}@bulk.${DEMO_EMAIL_DOMAIN}`,
    emailNormalized: normalizeEmail(`${provider.handle}.${run}@bulk.${DEMO_EMAIL_DOMAIN}`),
    passwordHash: null,
    displayName: provider.displayName,
    bio: provider.bio,
    isAdmin: false,
    createdAt: now,
    updatedAt: now,
  }));
  for (const chunk of chunks(accounts, batchSize))
    await db.collection<AccountDocument>(ACCOUNTS_COLLECTION).insertMany(chunk, { ordered: false });
  const providerIds = accounts.map((account) => account._id);

  const listingsCollection = db.collection<ListingDocument>(LISTINGS_COLLECTION);
  const revisionsCollection = db.collection<RevisionDocument>(LISTING_REVISIONS_COLLECTION);
  const reviewsCollection = db.collection<ReviewDocument>(REVIEWS_COLLECTION);
  const outbox = new OutboxRepository(db);
  const bar =
    (options.progress ?? Boolean(process.stderr.isTTY))
      ? new cliProgress.SingleBar(
          {
            format: 'demo data {bar} {percentage}% | {value}/{total} listings | {speed} listings/s | eta {eta}s',
            clearOnComplete: false,
          },
          cliProgress.Presets.shades_classic,
        )
      : null;
  bar?.start(count, 0, { speed: 0 });

  const totals = { listings: 0, reviews: 0, revisions: 0, outbox: 0 };
  try {
    for (let start = 0; start < count; start += batchSize) {
      const listings: ListingDocument[] = [];
      const reviews: ReviewDocument[] = [];
      for (let index = start; index < Math.min(count, start + batchSize); index += 1) {
        const generated = generateListing(index, rng, providerIds, registry);
        const drafts = writeReviews ? generateReviews(generated, rng, providerIds) : [];
        const listing = listingDocument(generated, registry, now, ratingSummary(drafts));
        listings.push(listing);
        for (const draft of drafts)
          reviews.push(
            reviewDocument(
              draft,
              listing._id,
              listing.providerId,
              new Date(now.getTime() - Math.round(draft.ageDays * DAY_MS)),
            ),
          );
      }
      if (options.vectors) await withVectors(listings, registry, options.vectors);
      else for (const listing of listings) listing.embeddingDueSince = now;
      const writes: Promise<unknown>[] = [listingsCollection.insertMany(listings, { ordered: false })];
      if (writeRevisions) {
        const revisions = listings.map((listing) => ({
          _id: `${listing._id}#1`,
          listingId: listing._id,
          version: 1,
          actorId: listing.providerId,
          snapshot: listing,
          createdAt: listing.createdAt,
        }));
        writes.push(revisionsCollection.insertMany(revisions, { ordered: false }));
      }
      if (reviews.length > 0) writes.push(reviewsCollection.insertMany(reviews, { ordered: false }));
      await Promise.all(writes);
      // After the listings: the indexer reads the listing when it takes the record.
      if (writeOutbox) await outbox.appendMany(listings.map((listing) => listingChanged(listing._id, now)));
      totals.listings += listings.length;
      totals.reviews += reviews.length;
      totals.revisions += writeRevisions ? listings.length : 0;
      totals.outbox += writeOutbox ? listings.length : 0;
      bar?.update(totals.listings, { speed: perSecond(totals.listings, performance.now() - began) });
      options.onProgress?.(totals.listings, count);
    }
  } finally {
    bar?.stop();
  }

  const ms = performance.now() - began;
  return {
    providers: accounts.length,
    reviewers: 0,
    ...totals,
    ms: Math.round(ms),
    docsPerSecond: perSecond(totals.listings, ms),
  };
}

/** Sets the vector of each listing's passage, as ListingEmbedder does for a listing written through the service. */
async function withVectors(
  listings: ListingDocument[],
  registry: FacetRegistry,
  { embeddings, store }: { embeddings: EmbeddingsClient; store: PassageVectorStore },
): Promise<void> {
  const passages = listings.map((listing) => listingPassage(listing, registry));
  const vectors = await embedPassagesWithStore(embeddings, store, passages);
  listings.forEach((listing, i) => {
    listing.embedding = {
      model: embeddings.model,
      passageHash: passageHash(passages[i]!),
      vector: storedVector(vectors[i]!),
    };
  });
}

/** The listing document ListingsService.create would write for this input, backdated by its age. */
export function listingDocument(
  generated: GeneratedListing,
  registry: FacetRegistry,
  now: Date,
  rating: { ratingAverage: number | null; ratingCount: number } = { ratingAverage: null, ratingCount: 0 },
): ListingDocument {
  const { input } = generated;
  const schema = registry.category(input.category);
  if (!schema) throw new Error(`demo data: unknown category ${input.category}`);
  const { facets, errors } = validateFacets(schema, input.facets);
  if (errors.length > 0)
    throw new Error(
      `demo data: generated facets of "${input.title}" are invalid: ${errors.map((error) => error.message).join('; ')}`,
    );
  const problems = complianceProblems(input);
  if (problems.length > 0)
    throw new Error(
      `demo data: "${input.title}" fails the compliance gate: ${problems.map((problem) => problem.message).join('; ')}`,
    );
  const tags = schema.facets
    .filter((facet) => facet.type === 'semantic-tag')
    .flatMap((facet) => facets[facet.key] ?? []);
  const createdAt = new Date(now.getTime() - Math.round(generated.ageDays * DAY_MS));
  return {
    _id: newId('lst'),
    providerId: generated.providerId,
    category: input.category,
    title: input.title,
    description: input.description ?? '',
    tags: [...new Set(tags.map(String))],
    facets,
    location: input.location ?? null,
    url: input.url ?? null,
    price: input.price ?? null,
    media: input.media ?? [],
    status: 'published',
    version: 1,
    ratingAverage: rating.ratingAverage,
    ratingCount: rating.ratingCount,
    boostedUntil: null,
    createdAt,
    updatedAt: createdAt,
  };
}

function reviewDocument(draft: DemoReview, listingId: string, providerId: string, createdAt: Date): ReviewDocument {
  const review: ReviewDocument = {
    _id: newId('rev'),
    listingId,
    providerId,
    authorId: draft.authorId,
    rating: draft.rating,
    verified: draft.verified,
    createdAt,
  };
  if (draft.title !== null) review.title = draft.title;
  if (draft.body !== null) review.body = draft.body;
  return review;
}

/** One line for people: what was written, how long it took, and the rate. */
export function describeLoad(result: LoadResult): string {
  const accounts =
    result.reviewers > 0
      ? `${result.providers} providers and ${result.reviewers} reviewers`
      : `${result.providers} providers`;
  return (
    `created ${accounts}, ${result.listings} listings, ${result.reviews} reviews, ${result.revisions} revisions and ${result.outbox} outbox records ` +
    `in ${(result.ms / 1000).toFixed(1)} s (${result.docsPerSecond} listings/s)`
  );
}

// ---------------------------------------------------------------------------------------------------------

/** Runs `work` over the items with at most `limit` at once; results in item order. */
async function inPool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}

function perSecond(count: number, ms: number): number {
  return Math.round((count * 1000) / Math.max(ms, 1));
}
