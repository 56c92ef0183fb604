export type BlogLocale = 'en' | 'de';
export type BlogPostStatus = 'draft' | 'published';

/** One article as stored: the Markdown body only; its HTML is rendered on every read (see markdown.ts). */
export interface BlogPostDocument {
  _id: string;
  locale: BlogLocale;
  slug: string;
  title: string;
  summary: string | null;
  body: string;
  author: string;
  tags: string[];
  status: BlogPostStatus;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** An article as the API answers it. */
export interface BlogPost {
  id: string;
  locale: BlogLocale;
  slug: string;
  title: string;
  summary: string | null;
  body: string;
  html: string;
  author: string;
  tags: string[];
  status: BlogPostStatus;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}
