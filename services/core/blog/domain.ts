import type { Db } from 'mongodb';
import type { Clock } from '../../../shared/clock.ts';
import { BlogPostsRepository } from './blog-posts.repository.ts';
import { BlogService } from './blog.service.ts';
import { blogHandlers } from './handlers.ts';

/** The blog's one collection; part of the core's repositories (and so of the index migration). */
export function blogRepositories(db: Db) {
  return { blogPosts: new BlogPostsRepository(db) };
}

export interface BlogDomainDeps {
  repositories: ReturnType<typeof blogRepositories>;
  clock: Clock;
}

/** The blog per locale: public reads and the Atom feed, writes and publication by admins. */
export function createBlogDomain({ repositories, clock }: BlogDomainDeps) {
  const blog = new BlogService({ posts: repositories.blogPosts, clock });
  return { handlers: blogHandlers(blog, clock), blog };
}
