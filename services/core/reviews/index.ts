import { resultInfo, type PageQuery } from '../../../shared/pagination/page.ts';
import type { ServiceHandlers } from '../../../shared/service/handlers.ts';
import { requirePrincipal } from '../../../shared/service/handlers.ts';
import type { ReviewsService } from './reviews.service.ts';
import type { NewReview } from './types.ts';

export function reviewsHandlers(reviews: ReviewsService): ServiceHandlers {
  return {
    async createReview(input) {
      return { status: 201, result: await reviews.create(requirePrincipal(input), input.params.id ?? '', input.body as NewReview) };
    },
    async listListingReviews(input) {
      const page = await reviews.list(input.params.id ?? '', pageQuery(input.query));
      return { result: page.items, resultInfo: resultInfo(page) };
    },
  };
}

/** The gateway has validated the query against the declaration; this only gives it its types. */
function pageQuery(query: Record<string, unknown>): PageQuery {
  return {
    limit: query.limit === undefined ? undefined : Number(query.limit),
    cursor: query.cursor as string | undefined,
  };
}
