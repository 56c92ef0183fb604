import type { Principal } from '../../../shared/auth/principal.ts';
import type { Clock } from '../../../shared/clock.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import { newId } from '../../../shared/ids.ts';
import { pageOf, pageRequest, type Page, type PageQuery } from '../../../shared/pagination/page.ts';
import { facetRegistry } from '../../catalog/facets/registry.ts';
import { validateFacets } from '../../catalog/facets/validate-facets.ts';
import type { AccountsRepository } from '../accounts/accounts.repository.ts';
import type { OutboxRepository } from '../outbox/outbox.repository.ts';
import { eventRecord, listingChanged } from '../outbox/types.ts';
import { complianceProblems } from './compliance.ts';
import type { ListingRevisionsRepository } from './listing-revisions.repository.ts';
import type { ListingChanges, ListingsRepository } from './listings.repository.ts';
import type { FacetValues, ListingDocument, ListingPatch, NewListing } from './types.ts';
import { listingView, providerView, type ListingView, type ProviderView } from './views.ts';

export interface ListingsServiceDeps {
  listings: ListingsRepository;
  revisions: ListingRevisionsRepository;
  accounts: AccountsRepository;
  outbox: OutboxRepository;
  clock: Clock;
}

export interface ListingListQuery extends PageQuery {
  provider?: string;
  category?: string;
  status?: ListingDocument['status'];
}

/** A concurrent writer took the next version this many times in a row: give up rather than spin. */
const MAX_REVISION_ATTEMPTS = 20;

export class ListingsService {
  constructor(private readonly deps: ListingsServiceDeps) {}

  /** Validates against the category's facets and the compliance gate; a listing that passes is live at once. */
  async create(principal: Principal, input: NewListing): Promise<ListingView> {
    const { facets, tags } = this.validFacets(input.category, input.facets);
    this.assertCompliant(input);
    const now = this.deps.clock.now();
    const listing: ListingDocument = {
      _id: newId('lst'),
      providerId: principal.accountId,
      category: input.category,
      title: input.title,
      description: input.description ?? '',
      tags,
      facets,
      location: input.location ?? null,
      url: input.url ?? null,
      price: input.price ?? null,
      media: input.media ?? [],
      status: 'published',
      version: 1,
      ratingAverage: null,
      ratingCount: 0,
      boostedUntil: null,
      createdAt: now,
      updatedAt: now,
    };
    await this.deps.revisions.claim(listing, principal.accountId, now);
    await this.deps.listings.insertListing(listing);
    await this.deps.outbox.append(listingChanged(listing._id, now));
    const view = listingView(listing, await this.provider(listing.providerId));
    await this.deps.outbox.append(eventRecord('listing.created', { listing: view }, now));
    return view;
  }

  /** Published listings are public; owners find their other listings with `provider=me`. */
  async get(id: string): Promise<ListingView> {
    const listing = await this.deps.listings.findById(id);
    if (!listing || listing.status !== 'published') throw notFound();
    return listingView(listing, await this.provider(listing.providerId));
  }

  async list(query: ListingListQuery, principal: Principal | null): Promise<Page<ListingView>> {
    const { limit, after } = pageRequest(query);
    const own = query.provider === 'me';
    if (own && !principal) throw new AppError('credential_missing', { message: 'provider=me needs a bearer credential.', field: 'query.provider' });
    const providerId = own ? principal?.accountId : query.provider;
    const statuses = own ? (query.status ? [query.status] : undefined) : ['published' as const];
    const found = await this.deps.listings.listPage({ providerId, category: query.category, statuses }, after, limit + 1);
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
    const listing = await this.revise(principal, id, 'update', (current) => {
      if (patch.facets !== undefined) Object.assign(changes, this.validFacets(current.category, patch.facets));
      this.assertCompliant({ title: changes.title ?? current.title, description: changes.description ?? current.description });
      return changes;
    });
    return listingView(listing, await this.provider(listing.providerId));
  }

  async archive(principal: Principal, id: string): Promise<ListingView> {
    const listing = await this.revise(principal, id, 'archive', () => ({ status: 'archived' }));
    return listingView(listing, await this.provider(listing.providerId));
  }

  async providerProfile(providerId: string): Promise<ProviderView> {
    const profile = await this.provider(providerId);
    if (!profile) throw new AppError('resource_not_found', { message: 'No provider has this id.', field: 'path.id' });
    return profile;
  }

  /**
   * Applies an owner's change as the next revision. The revision insert decides which writer gets which
   * version, so concurrent writers never share one; each writer then settles the listing document to the
   * latest revision, so the document and the index converge on the last change whatever order writes land in.
   */
  private async revise(
    principal: Principal,
    id: string,
    operation: 'update' | 'archive',
    changesFor: (current: ListingDocument) => ListingChanges,
  ): Promise<ListingDocument> {
    for (let attempt = 0; attempt < MAX_REVISION_ATTEMPTS; attempt += 1) {
      const current = (await this.deps.revisions.latest(id)) ?? (await this.deps.listings.findById(id));
      if (!current) throw notFound();
      if (current.providerId !== principal.accountId) {
        throw new AppError('not_owner', { message: `Only the provider of this listing may ${operation} it.` });
      }
      if (current.status === 'archived') {
        throw new AppError('invalid_transition', {
          message: `The listing is archived; it can no longer be ${operation === 'archive' ? 'archived' : 'changed'}.`,
          meta: { currentState: 'archived', allowedOperations: [] },
        });
      }
      const now = this.deps.clock.now();
      const next: ListingDocument = { ...current, ...changesFor(current), version: current.version + 1, updatedAt: now };
      if (!(await this.deps.revisions.claim(next, principal.accountId, now))) continue;
      await this.settle(id);
      await this.deps.outbox.append(listingChanged(id, now));
      return next;
    }
    throw new AppError('concurrent_modification');
  }

  /** Writes the latest revision into the listing document until the document holds it. */
  private async settle(id: string): Promise<void> {
    for (let attempt = 0; attempt < MAX_REVISION_ATTEMPTS; attempt += 1) {
      const latest = await this.deps.revisions.latest(id);
      const stored = await this.deps.listings.findById(id);
      if (!latest || !stored || stored.version >= latest.version) return;
      await this.deps.listings.writeSnapshot(latest);
    }
  }

  /** The facets normalised to canonical values, and the semantic tags among them (searched as free text too). */
  private validFacets(category: string, input: Record<string, unknown>): { facets: FacetValues; tags: string[] } {
    const schema = facetRegistry().category(category);
    if (!schema) throw new AppError('validation_failed', { message: `body.category "${category}" is not a category`, field: 'body.category' });
    const { facets, errors } = validateFacets(schema, input);
    if (errors.length > 0) throw new AppError('validation_failed', { items: errors });
    const tags = schema.facets.filter((facet) => facet.type === 'semantic-tag').flatMap((facet) => facets[facet.key] ?? []);
    return { facets, tags: [...new Set(tags.map(String))] };
  }

  private assertCompliant(text: { title: string; description?: string | null }): void {
    const problems = complianceProblems(text);
    if (problems.length > 0) throw new AppError('compliance_rejected', { items: problems });
  }

  private async provider(providerId: string): Promise<ProviderView | undefined> {
    const account = await this.deps.accounts.findById(providerId);
    return account ? providerView(account, await this.deps.listings.countPublished(providerId)) : undefined;
  }
}

function notFound(): AppError {
  return new AppError('resource_not_found', { message: 'No listing with this id is visible to the caller.', field: 'path.id' });
}
