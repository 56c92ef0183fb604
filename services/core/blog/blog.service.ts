import type { Clock } from '../../../shared/clock.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import { newId } from '../../../shared/ids.ts';
import type { Message } from '../../../shared/envelope.ts';
import { encodeCursor } from '../../../shared/pagination/cursor.ts';
import { pageRequest, type Page, type PageQuery } from '../../../shared/pagination/page.ts';
import type { BlogPostsRepository } from './blog-posts.repository.ts';
import { renderMarkdown } from './markdown.ts';
import type { BlogLocale, BlogPost, BlogPostDocument } from './types.ts';

export const FALLBACK_LOCALE: BlogLocale = 'en';

export interface NewBlogPost {
  locale: BlogLocale;
  slug: string;
  title: string;
  summary?: string | null;
  body: string;
  author: string;
  tags?: string[];
}

export type BlogPostChanges = Partial<Pick<NewBlogPost, 'title' | 'summary' | 'body' | 'author' | 'tags'>>;

export interface BlogPage extends Page<BlogPost> {
  /** Set when the locale asked for had no article and the English ones were answered instead. */
  messages: Message[];
}

/** The blog: articles per locale, written and published by admins, read by everyone. */
export class BlogService {
  constructor(private readonly deps: { posts: BlogPostsRepository; clock: Clock }) {}

  /** Published articles of the locale, or of English (with a message saying so) while the locale has none. */
  async listPublished(filter: { locale?: BlogLocale; tag?: string }, query: PageQuery): Promise<BlogPage> {
    const request = pageRequest(query);
    const asked = filter.locale ?? FALLBACK_LOCALE;
    const tag = filter.tag === undefined ? {} : { tag: filter.tag };
    const fallBack = asked !== FALLBACK_LOCALE && !(await this.deps.posts.hasPublished({ locale: asked, ...tag }));
    const locale = fallBack ? FALLBACK_LOCALE : asked;
    const found = await this.deps.posts.listPublished({ locale, ...tag }, request.after, request.limit + 1);
    const items = found.slice(0, request.limit);
    const last = items[items.length - 1];
    return {
      items: items.map(view),
      limit: request.limit,
      nextCursor:
        found.length > request.limit && last?.publishedAt
          ? encodeCursor({ createdAt: last.publishedAt, id: last._id })
          : null,
      messages: fallBack
        ? [{ message: `No article is published in "${asked}" yet; these articles are in "${FALLBACK_LOCALE}".` }]
        : [],
    };
  }

  /** The newest published articles of a locale, for the feed. */
  async latest(locale: BlogLocale, limit: number): Promise<BlogPost[]> {
    return (await this.deps.posts.listPublished({ locale }, null, limit)).map(view);
  }

  async getPublished(locale: BlogLocale, slug: string): Promise<BlogPost> {
    const post = await this.deps.posts.find(locale, slug);
    if (!post || post.status !== 'published') throw notFound(locale, slug, 'published ');
    return view(post);
  }

  async create(input: NewBlogPost): Promise<BlogPost> {
    const now = this.deps.clock.now();
    const post: BlogPostDocument = {
      _id: newId('blg'),
      locale: input.locale,
      slug: input.slug,
      title: input.title,
      summary: input.summary ?? null,
      body: input.body,
      author: input.author,
      tags: input.tags ?? [],
      status: 'draft',
      publishedAt: null,
      createdAt: now,
      updatedAt: now,
    };
    if (!(await this.deps.posts.insert(post))) {
      throw new AppError('already_exists', {
        message: `The "${input.locale}" blog already has an article with the slug "${input.slug}"; edit it or choose another slug.`,
        field: 'body.slug',
      });
    }
    return view(post);
  }

  async update(locale: BlogLocale, slug: string, changes: BlogPostChanges): Promise<BlogPost> {
    const updated = await this.deps.posts.update(locale, slug, { ...changes, updatedAt: this.deps.clock.now() });
    if (!updated) throw notFound(locale, slug);
    return view(updated);
  }

  async publish(locale: BlogLocale, slug: string): Promise<BlogPost> {
    const published = await this.deps.posts.publish(locale, slug, this.deps.clock.now());
    if (!published) throw notFound(locale, slug);
    return view(published);
  }

  async unpublish(locale: BlogLocale, slug: string): Promise<BlogPost> {
    const post = await this.deps.posts.find(locale, slug);
    if (!post) throw notFound(locale, slug);
    if (post.status === 'draft') return view(post);
    return view((await this.deps.posts.update(locale, slug, { status: 'draft', updatedAt: this.deps.clock.now() }))!);
  }
}

function notFound(locale: BlogLocale, slug: string, kind = ''): AppError {
  return new AppError('resource_not_found', {
    message: `No ${kind}"${locale}" article has the slug "${slug}".`,
    field: 'path.slug',
  });
}

function view(post: BlogPostDocument): BlogPost {
  return {
    id: post._id,
    locale: post.locale,
    slug: post.slug,
    title: post.title,
    summary: post.summary,
    body: post.body,
    html: renderMarkdown(post.body),
    author: post.author,
    tags: post.tags,
    status: post.status,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
}
