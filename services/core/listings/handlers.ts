import { resultInfo } from '../../../shared/pagination/page.ts';
import { operationHandlers, requirePrincipal, type ServiceHandlers } from '../../../shared/service/handlers.ts';
import type { ListingBoosts } from './listing-boosts.ts';
import type { ListingCreation } from './listing-creation.ts';
import type { ListingsService } from './listings.service.ts';
import { TRUSTED_AFTER_PUBLISHED } from './provider-trust.ts';

const HELD_FOR_REVIEW = {
  message: `This listing waits for review (status pending_review): a person reviews the first ${TRUSTED_AFTER_PUBLISHED} listings of a new account before they go live. It is published once approved; later listings go live at once.`,
};

export function listingsHandlers(
  listings: ListingsService,
  creation: ListingCreation,
  boosts: ListingBoosts,
): ServiceHandlers {
  return operationHandlers({
    async createListing(input) {
      const { listing, held } = await creation.create(requirePrincipal(input), input.body);
      return { status: 201, result: listing, messages: held ? [HELD_FOR_REVIEW] : [] };
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
      return { result: await boosts.boost(requirePrincipal(input), input.params.id, input.body.days) };
    },
    async getProvider({ params }) {
      return { result: await listings.providerProfile(params.id) };
    },
  });
}
