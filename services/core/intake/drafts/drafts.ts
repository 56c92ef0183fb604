import type { Clock } from '../../../../shared/clock.ts';
import { AppError } from '../../../../shared/errors/app-error.ts';
import { facetRegistry } from '../../../../shared/facets/registry.ts';
import { validateFacets } from '../../../../shared/facets/validate-facets.ts';
import type { RequestBody } from '../../../../shared/openapi/operation-types.ts';
import type { ListingsRepository, FacetValues, ListingDocument, ListingLocation } from '../../listings/index.ts';
import type { DraftsRepository } from './drafts.repository.ts';
import { draftClosed, draftNotFound } from '../errors.ts';
import { draftState } from '../imports/mapping/draft-state.ts';
import type { MergedCategories } from './merged-categories.ts';
import type { ConfirmedFields, DraftDocument } from '../types.ts';
import { draftView, type DraftView, type DraftViewStatus } from '../views.ts';

export type DraftPatch = NonNullable<RequestBody<'updateDraft'>>;

export interface DraftsDeps {
  drafts: DraftsRepository;
  listings: Pick<ListingsRepository, 'findByIds'>;
  categories: Pick<MergedCategories, 'resolve'>;
  clock: Clock;
}

/** Reading and patching drafts; only their owner sees them (anyone else gets 404). */
export class Drafts {
  constructor(private readonly deps: DraftsDeps) {}

  async get(accountId: string, id: string): Promise<DraftView> {
    const draft = await this.owned(accountId, id);
    return draftView(draft, await this.statusOf(draft));
  }

  /** The user's confirmed values, checked as a listing's are; given facets merge into the confirmed ones key by key. */
  async update(accountId: string, id: string, patch: DraftPatch): Promise<DraftView> {
    const draft = await this.owned(accountId, id);
    if (draft.status !== 'draft') throw draftClosed(await this.statusOf(draft));
    const category =
      patch.category === undefined ? undefined : await this.deps.categories.resolve(patch.category, 'body.category');
    const confirmed = confirmPatch(draft, { ...patch, ...(category === undefined ? {} : { category }) });
    const now = this.deps.clock.now();
    await this.deps.drafts.writeConfirmed(id, confirmed, draft.version + 1, now);
    return draftView({ ...draft, confirmed, version: draft.version + 1, updatedAt: now }, 'draft');
  }

  async owned(accountId: string, id: string): Promise<DraftDocument> {
    const draft = await this.deps.drafts.findById(id);
    if (!draft || draft.accountId !== accountId) throw draftNotFound();
    return draft;
  }

  /** The own drafts of `ids` in that order, read in one round trip; 404 if one is missing or another account's. */
  async ownedMany(accountId: string, ids: readonly string[]): Promise<DraftDocument[]> {
    const found = new Map(
      (ids.length === 0 ? [] : await this.deps.drafts.findByIds(ids)).map((draft) => [draft._id, draft]),
    );
    return ids.map((id) => {
      const draft = found.get(id);
      if (!draft || draft.accountId !== accountId) throw draftNotFound();
      return draft;
    });
  }

  async statusOf(draft: DraftDocument): Promise<DraftViewStatus> {
    const [status] = await this.statusesOf([draft]);
    return status!;
  }

  /** The statuses of drafts, with one read of the listings of those in review. */
  async statusesOf(drafts: readonly DraftDocument[]): Promise<DraftViewStatus[]> {
    const listingIds = drafts.filter(inReview).map((draft) => draft.publication.listingId);
    const listings = new Map(
      (listingIds.length === 0 ? [] : await this.deps.listings.findByIds(listingIds)).map((listing) => [
        listing._id,
        listing,
      ]),
    );
    return drafts.map((draft) =>
      followedStatus(draft, inReview(draft) ? (listings.get(draft.publication.listingId) ?? null) : null),
    );
  }
}

function inReview(
  draft: DraftDocument,
): draft is DraftDocument & { publication: NonNullable<DraftDocument['publication']> } {
  return draft.status === 'in_review' && draft.publication !== null && draft.publication !== undefined;
}

/** A draft in review follows its listing: published once moderators approve it, rejected once they refuse it. */
function followedStatus(draft: DraftDocument, listing: ListingDocument | null): DraftViewStatus {
  if (!inReview(draft)) return draft.status;
  if (listing?.status === 'rejected') return 'rejected';
  return listing?.status === 'pending_review' || !listing ? 'in_review' : 'published';
}

function confirmPatch(draft: DraftDocument, patch: DraftPatch): ConfirmedFields {
  const { facets: givenFacets, category, location, ...fields } = patch;
  const confirmed: ConfirmedFields = { ...draft.confirmed, ...fields, facets: { ...draft.confirmed.facets } };
  if (location !== undefined) confirmed.location = location as Partial<ListingLocation>;
  if (category !== undefined) {
    confirmed.category = category;
    const keys = new Set(
      facetRegistry()
        .facetsOf(category)
        .map((facet) => facet.key),
    );
    confirmed.facets = Object.fromEntries(Object.entries(confirmed.facets).filter(([key]) => keys.has(key)));
  }
  if (givenFacets !== undefined)
    Object.assign(confirmed.facets, checkedFacets(draftState(draft.facts, confirmed).schema?.category, givenFacets));
  return confirmed;
}

/** The given facets normalised, or 400 naming each bad one exactly as createListing would. */
function checkedFacets(category: string | undefined, given: Record<string, unknown>): FacetValues {
  const schema = category ? facetRegistry().category(category) : undefined;
  if (!schema) {
    throw new AppError('validation_failed', {
      message: 'body.facets needs a category: the draft has none yet, so confirm body.category with them.',
      field: 'body.category',
    });
  }
  const keys = Object.keys(given);
  const { facets, errors } = validateFacets(schema, given);
  const own = errors.filter((error) => keys.includes(error.field?.slice('body.facets.'.length) ?? ''));
  if (own.length > 0) throw new AppError('validation_failed', { items: own });
  return Object.fromEntries(Object.entries(facets).filter(([key]) => keys.includes(key))) as FacetValues;
}
