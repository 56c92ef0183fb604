import { resultInfo } from '../../../shared/pagination/page.ts';
import { operationHandlers, requirePrincipal, type ServiceHandlers } from '../../../shared/service/handlers.ts';
import type { ListingBoosts } from './listing-boosts.ts';
import type { ListingsService } from './listings.service.ts';

export function listingsHandlers(listings: ListingsService, boosts: ListingBoosts): ServiceHandlers {
  return operationHandlers({
    async createListing(input) {
      return { status: 201, result: await listings.create(requirePrincipal(input), input.body) };
    },
    async listListings({ query, principal }) {
      const page = await listings.list(query, principal);
      return { result: page.items, resultInfo: resultInfo(page) };
    },
    async getListing({ params }) {
      return { result: await listings.get(params.id) };
    },
    async updateListing(input) {
      return { result: await listings.update(requirePrincipal(input), input.params.id, input.body) };
    },
    async archiveListing(input) {
      return { result: await listings.archive(requirePrincipal(input), input.params.id) };
    },
    async getListingVisibility(input) {
      return { result: await listings.visibility(requirePrincipal(input), input.params.id) };
    },
    async boostListing(input) {
      const { id } = input.params;
      const idempotencyKey = input.headers?.['idempotency-key'];
      return { result: await boosts.boost(requirePrincipal(input), id, input.body.days, idempotencyKey) };
    },
    async getProvider({ params }) {
      return { result: await listings.providerProfile(params.id) };
    },
  });
}
