import { operationHandlers, requireBaseUrl, type ServiceHandlers } from '../../../shared/service/handlers.ts';
import type { Clock } from '../../../shared/clock.ts';
import { atomFeed } from './atom-feed.ts';
import { FALLBACK_LOCALE, type BlogService } from './blog.service.ts';

const FEED_SIZE = 50;

export function blogHandlers(blog: BlogService, clock: Clock): ServiceHandlers {
  return operationHandlers({
    async listBlogPosts(input) {
      const { locale, tag, ...query } = input.query;
      const page = await blog.listPublished({ ...(locale ? { locale } : {}), ...(tag ? { tag } : {}) }, query);
      return {
        result: page.items,
        resultInfo: { count: page.items.length, limit: page.limit, next_cursor: page.nextCursor },
        messages: page.messages,
      };
    },
    async getBlogFeed(input) {
      const locale = input.query.locale ?? FALLBACK_LOCALE;
      const posts = await blog.latest(locale, FEED_SIZE);
      return {
        result: atomFeed({ baseUrl: requireBaseUrl(input), locale, posts, now: clock.now() }),
        headers: { 'content-type': 'application/atom+xml; charset=utf-8' },
      };
    },
    async getBlogPost(input) {
      return { result: await blog.getPublished(input.params.locale, input.params.slug) };
    },
    async createBlogPost(input) {
      return { status: 201, result: await blog.create(input.body) };
    },
    async updateBlogPost(input) {
      return { result: await blog.update(input.params.locale, input.params.slug, input.body) };
    },
    async publishBlogPost(input) {
      return { result: await blog.publish(input.params.locale, input.params.slug) };
    },
    async unpublishBlogPost(input) {
      return { result: await blog.unpublish(input.params.locale, input.params.slug) };
    },
  });
}
