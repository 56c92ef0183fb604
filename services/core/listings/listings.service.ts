import type { Principal } from '../../../shared/auth/principal.ts';
import type { Clock } from '../../../shared/clock.ts';
import { newId } from '../../../shared/ids.ts';
import { pageOf, pageRequest, type Page, type PageQuery } from '../../../shared/pagination/page.ts';
import { facetRegistry } from '../../../shared/facets/registry.ts';
import { validateFacets } from '../../../shared/facets/validate-facets.ts';
import type { AccountsRepository } from '../accounts/index.ts';
import { type OutboxRepository, eventRecord } from '../outbox/index.ts';
import { complianceProblems } from './compliance.ts';
import {
  complianceRejected,
  invalidFacets,
  listingNotFound,
  ownListingsNeedCredential,
  providerNotFound,
  unknownCategory,
} from './errors.ts';
import type { ListingRevisions } from './listing-revisions.ts';
import type { ListingChanges, ListingsRepository } from './listings.repository.ts';
import { assertOwner, assertOwnerMayChange, type OwnerChange } from './owner-policy.ts';
import type { FacetValues, ListingDocument, ListingPatch, NewListing, RatingSummary } from './types.ts';
import {
  listingView,
  providerSummary,
  providerView,
  type ListingView,
  type ProviderSummary,
  type ProviderView,
} from './views.ts';
import { onVerifiedDomain, type ProviderDomains } from './verified-domain.ts';
import { visibilityReport, type VisibilityReport } from './visibility-report.ts';

/** Where the rating of a provider comes from: the sums over its reviews. */
export interface ProviderRatings {
  providerRating(providerId: string): Promise<RatingSummary>;
}

export interface ListingsServiceDeps {
  listings: ListingsRepository;
  revisions: ListingRevisions;
  accounts: AccountsRepository;
  ratings: ProviderRatings;
  domains: ProviderDomains;
  outbox: OutboxRepository;
  clock: Clock;
}

export type ListingVisibility = { listingId: string } & VisibilityReport;

/** Where a new listing goes: its id, its creation instant and whether it is live or held for review. */
export interface ListingPlacement {
  id: string;
  at: Date;
  status: 'published' | 'pending_review';
  /** The agent whose API key creates it; none when absent. */
  createdByAgent?: string | null;
}

export interface ListingListQuery extends PageQuery {
  provider?: string;
  category?: string;
  status?: ListingDocument['status'];
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** How many of its latest boosts a listing remembers: far more than can be resumed at once. */
const REMEMBERED_BOOST_KEYS = 50;

export class ListingsService {
  constructor(private readonly deps: ListingsServiceDeps) {}

  /**
   * Validates against the category's facets and the compliance gate; a listing that passes is live at once and
   * announced. ListingCreation decides whether a listing goes this way or waits for review (createOnce).
   */
  async create(principal: Principal, input: NewListing): Promise<ListingView> {
    const verifiedDomains = await this.deps.domains.verifiedOf(principal.accountId);
    const listing = this.newDocument(
      principal.accountId,
      input,
      { id: newId('lst'), at: this.deps.clock.now(), status: 'published', createdByAgent: principal.agentId ?? null },
      verifiedDomains,
    );
    await this.deps.revisions.createFirst(listing, principal.accountId);
    const view = await this.view(listing, verifiedDomains);
    await this.deps.outbox.append(
      eventRecord('listing.created', { listing: view }, { audience: [listing.providerId], now: listing.createdAt }),
    );
    return view;
  }

  /** Refuses now what `createOnce` would refuse, so that a workflow is not started for a listing it cannot write. */
  assertCreatable(input: NewListing): void {
    this.validFacets(input.category, input.facets);
    this.assertCompliant(input);
  }

  /**
   * A listing written by a workflow step (a published intake draft, a listing held for review): checked as
   * `create` checks, live or held, and written once under `placement.id` however often the step repeats it (`key`
   * names the write). It is never announced with `listing.created`: intake imports do not emit it, and moderation
   * announces no held listing on approval.
   */
  async createOnce(
    accountId: string,
    input: NewListing,
    placement: ListingPlacement & { key: string },
  ): Promise<ListingDocument> {
    const listing = this.newDocument(accountId, input, placement, await this.deps.domains.verifiedOf(accountId));
    await this.deps.revisions.createFirstOnce(listing, accountId, placement.key);
    return listing;
  }

  private newDocument(
    accountId: string,
    input: NewListing,
    placement: ListingPlacement,
    verifiedDomains: readonly string[],
  ): ListingDocument {
    const { facets, tags } = this.validFacets(input.category, input.facets);
    this.assertCompliant(input);
    return {
      _id: placement.id,
      providerId: accountId,
      category: input.category,
      title: input.title,
      description: input.description ?? '',
      tags,
      facets,
      location: input.location ?? null,
      url: input.url ?? null,
      price: input.price ?? null,
      media: input.media ?? [],
      status: placement.status,
      version: 1,
      ratingAverage: null,
      ratingCount: 0,
      boostedUntil: null,
      verifiedDomain: onVerifiedDomain(input.url ?? null, verifiedDomains),
      createdByAgent: placement.createdByAgent ?? null,
      createdAt: placement.at,
      updatedAt: placement.at,
    };
  }

  /** The view of a listing just written, in any status (the answer of creating it). */
  viewOf(listing: ListingDocument): Promise<ListingView> {
    return this.view(listing);
  }

  /** Published listings are public; owners find their other listings with `provider=me`. */
  async get(id: string): Promise<ListingView> {
    const listing = await this.deps.listings.findById(id);
    if (!listing || listing.status !== 'published') throw listingNotFound();
    return this.view(listing);
  }

  async list(query: ListingListQuery, principal: Principal | null): Promise<Page<ListingView>> {
    const { limit, after } = pageRequest(query);
    const own = query.provider === 'me';
    if (own && !principal) throw ownListingsNeedCredential();
    const providerId = own ? principal?.accountId : query.provider;
    const statuses = own ? (query.status ? [query.status] : undefined) : ['published' as const];
    const found = await this.deps.listings.listPage(
      { providerId, category: query.category, statuses },
      after,
      limit + 1,
    );
    const page = pageOf(found, limit);
    return { ...page, items: page.items.map((listing) => listingView(listing)) };
  }

  /** Re-validates the changed facets; only the owner may change a listing, and not once it is archived. */
  async update(principal: Principal, id: string, patch: ListingPatch): Promise<ListingView> {
    const changes: ListingChanges = {};
    if (patch.title !== undefined) changes.title = patch.title;
    if (patch.description !== undefined) changes.description = patch.description ?? '';
    if (patch.location !== undefined) changes.location = patch.location;
    if (patch.url !== undefined) changes.url = patch.url;
    if (patch.price !== undefined) changes.price = patch.price;
    if (patch.media !== undefined) changes.media = patch.media;
    // Only the provider passes assertOwnerMayChange, so the caller's verified domains are the provider's.
    const verifiedDomains = patch.url !== undefined ? await this.deps.domains.verifiedOf(principal.accountId) : null;
    if (verifiedDomains) changes.verifiedDomain = onVerifiedDomain(changes.url ?? null, verifiedDomains);
    const { listing } = await this.deps.revisions.revise(id, principal.accountId, (current) => {
      assertOwnerMayChange(current, principal, 'update');
      if (patch.facets !== undefined) Object.assign(changes, this.validFacets(current.category, patch.facets));
      this.assertCompliant({
        title: changes.title ?? current.title,
        description: changes.description ?? current.description,
      });
      return changes;
    });
    return this.view(listing);
  }

  async archive(principal: Principal, id: string): Promise<ListingView> {
    const { listing } = await this.deps.revisions.revise(id, principal.accountId, (current) => {
      assertOwnerMayChange(current, principal, 'archive');
      return { status: 'archived' };
    });
    return this.view(listing);
  }

  /** Refuses now what the change would be refused for, so that a caller does not pay for a refused change. */
  async assertMayChange(principal: Principal, id: string, change: OwnerChange): Promise<void> {
    assertOwnerMayChange(await this.current(id), principal, change);
  }

  /**
   * Extends the boost by `days` from its end, or from now when no boost is running; owner only. `boostKey` names
   * the paid boost: a listing remembers the keys of its latest boosts, so extending again with one of them (a
   * resumed boost workflow) changes nothing.
   */
  async extendBoost(principal: Principal, id: string, days: number, boostKey: string): Promise<ListingView> {
    const { listing } = await this.deps.revisions.revise(id, principal.accountId, (current) => {
      const applied = current.boostKeys ?? [];
      if (applied.includes(boostKey)) return null;
      assertOwnerMayChange(current, principal, 'boost');
      const from = Math.max(this.deps.clock.now().getTime(), current.boostedUntil?.getTime() ?? 0);
      return {
        boostedUntil: new Date(from + days * DAY_MS),
        boostKeys: [...applied.slice(1 - REMEMBERED_BOOST_KEYS), boostKey],
      };
    });
    return this.view(listing);
  }

  /** The AI-visibility report of a listing in any state, for its owner. */
  async visibility(principal: Principal, id: string): Promise<ListingVisibility> {
    const listing = await this.current(id);
    assertOwner(listing, principal, 'read its visibility report');
    const category = facetRegistry().category(listing.category);
    if (!category) throw new Error(`listing ${id} is in the unknown category "${listing.category}"`);
    return { listingId: id, ...visibilityReport(listing, category, await this.summary(listing.providerId)) };
  }

  async providerProfile(providerId: string): Promise<ProviderView> {
    const profile = await this.profile(providerId);
    if (!profile) throw providerNotFound();
    return profile;
  }

  /** The facets normalised to canonical values, and the semantic tags among them (searched as free text too). */
  private validFacets(category: string, input: Record<string, unknown>): { facets: FacetValues; tags: string[] } {
    const schema = facetRegistry().category(category);
    if (!schema) throw unknownCategory(category);
    const { facets, errors } = validateFacets(schema, input);
    if (errors.length > 0) throw invalidFacets(errors);
    const tags = schema.facets
      .filter((facet) => facet.type === 'semantic-tag')
      .flatMap((facet) => facets[facet.key] ?? []);
    return { facets, tags: [...new Set(tags.map(String))] };
  }

  private assertCompliant(text: { title: string; description?: string | null }): void {
    const problems = complianceProblems(text);
    if (problems.length > 0) throw complianceRejected(problems);
  }

  private async current(id: string): Promise<ListingDocument> {
    const listing = await this.deps.revisions.current(id);
    if (!listing) throw listingNotFound();
    return listing;
  }

  /** The listing's view; `verifiedDomains` of its provider when the caller has just read them. */
  private async view(listing: ListingDocument, verifiedDomains?: string[]): Promise<ListingView> {
    return listingView(listing, await this.summary(listing.providerId, verifiedDomains));
  }

  private async summary(providerId: string, verifiedDomains?: string[]): Promise<ProviderSummary | undefined> {
    const account = await this.deps.accounts.findById(providerId);
    return account
      ? providerSummary(account, verifiedDomains ?? (await this.deps.domains.verifiedOf(providerId)))
      : undefined;
  }

  private async profile(providerId: string): Promise<ProviderView | undefined> {
    const account = await this.deps.accounts.findById(providerId);
    if (!account) return undefined;
    const [verifiedDomains, listingCount, rating] = await Promise.all([
      this.deps.domains.verifiedOf(providerId),
      this.deps.listings.countPublished(providerId),
      this.deps.ratings.providerRating(providerId),
    ]);
    return providerView(account, verifiedDomains, listingCount, rating);
  }
}
