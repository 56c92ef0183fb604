import type { Collection, Db, Filter } from 'mongodb';
import { ensureIndex, insertOnce } from '../../../shared/mongo.ts';
import type { CursorPosition } from '../../../shared/pagination/cursor.ts';
import type { BlogLocale, BlogPostDocument } from './types.ts';

export interface PublishedFilter {
  locale: BlogLocale;
  tag?: string;
}

type Editable = Partial<Pick<BlogPostDocument, 'title' | 'summary' | 'body' | 'author' | 'tags'>>;

export class BlogPostsRepository {
  private readonly posts: Collection<BlogPostDocument>;

  constructor(db: Db) {
    this.posts = db.collection<BlogPostDocument>('blog_posts');
  }

  /** One article per locale and slug; the public list reads by locale (and tag) in publication order. */
  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.posts, { locale: 1, slug: 1 }, { name: 'locale_slug', unique: true });
    await ensureIndex(this.posts, { locale: 1, status: 1, publishedAt: -1, _id: -1 }, { name: 'locale_published' });
    await ensureIndex(
      this.posts,
      { locale: 1, status: 1, tags: 1, publishedAt: -1, _id: -1 },
      { name: 'locale_tag_published' },
    );
  }

  /** Inserts a new article; false when its locale already has an article with that slug. */
  insert(post: BlogPostDocument): Promise<boolean> {
    return insertOnce(this.posts, post);
  }

  find(locale: BlogLocale, slug: string): Promise<BlogPostDocument | null> {
    return this.posts.findOne({ locale, slug });
  }

  /** Applies the changes and answers the article as it now is (null when there is none). */
  async update(
    locale: BlogLocale,
    slug: string,
    changes: Editable & Partial<Pick<BlogPostDocument, 'status' | 'publishedAt' | 'updatedAt'>>,
  ): Promise<BlogPostDocument | null> {
    await this.posts.updateOne({ locale, slug }, { $set: changes });
    return this.find(locale, slug);
  }

  /** Publishes a draft, keeping the date of its first publication. */
  async publish(locale: BlogLocale, slug: string, at: Date): Promise<BlogPostDocument | null> {
    await this.posts.updateOne({ locale, slug, status: 'draft', publishedAt: null }, { $set: { publishedAt: at } });
    await this.posts.updateOne({ locale, slug, status: 'draft' }, { $set: { status: 'published', updatedAt: at } });
    return this.find(locale, slug);
  }

  async hasPublished(filter: PublishedFilter): Promise<boolean> {
    return (await this.posts.findOne(publishedQuery(filter), { projection: { _id: 1 } })) !== null;
  }

  /** Up to `limit` published articles, newest publication first, strictly after `after` (a publishedAt and id). */
  listPublished(filter: PublishedFilter, after: CursorPosition | null, limit: number): Promise<BlogPostDocument[]> {
    const query: Filter<BlogPostDocument> = { $and: [publishedQuery(filter), after ? afterPublication(after) : {}] };
    return this.posts.find(query).sort({ publishedAt: -1, _id: -1 }).limit(limit).toArray();
  }
}

function publishedQuery({ locale, tag }: PublishedFilter): Filter<BlogPostDocument> {
  return tag === undefined ? { locale, status: 'published' } : { locale, status: 'published', tags: tag };
}

function afterPublication(after: CursorPosition): Filter<BlogPostDocument> {
  return { $or: [{ publishedAt: { $lt: after.createdAt } }, { publishedAt: after.createdAt, _id: { $lt: after.id } }] };
}
