import { resultInfo } from '../../../shared/pagination/page.ts';
import type { ServiceHandlers } from '../../../shared/service/handlers.ts';
import { requirePrincipal } from '../../../shared/service/handlers.ts';
import type { ListingBoosts } from './listing-boosts.ts';
import type { ListingListQuery, ListingsService } from './listings.service.ts';
import type { ListingPatch, NewListing } from './types.ts';

export function listingsHandlers(listings: ListingsService, boosts: ListingBoosts): ServiceHandlers {
  return {
    async createListing(input) {
      return { status: 201, result: await listings.create(requirePrincipal(input), input.body as NewListing) };
    },
    async listListings(input) {
      const page = await listings.list(input.query as ListingListQuery, input.principal);
      return { result: page.items, resultInfo: resultInfo(page) };
    },
    async getListing(input) {
      return { result: await listings.get(input.params.id ?? '') };
    },
    async updateListing(input) {
      return { result: await listings.update(requirePrincipal(input), input.params.id ?? '', input.body as ListingPatch) };
    },
    async archiveListing(input) {
      return { result: await listings.archive(requirePrincipal(input), input.params.id ?? '') };
    },
    async getListingVisibility(input) {
      return { result: await listings.visibility(requirePrincipal(input), input.params.id ?? '') };
    },
    async boostListing(input) {
      const { days } = input.body as { days: number };
      return { result: await boosts.boost(requirePrincipal(input), input.params.id ?? '', days) };
    },
    async getProvider(input) {
      return { result: await listings.providerProfile(input.params.id ?? '') };
    },
  };
}
