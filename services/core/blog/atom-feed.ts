import { Feed } from 'feed';
import type { BlogLocale, BlogPost } from './types.ts';

const FEED_TITLE: Record<BlogLocale, string> = {
  en: 'Marketplace and Sales-Network API: blog',
  de: 'Marketplace and Sales-Network API: Blog',
};

const FEED_DESCRIPTION: Record<BlogLocale, string> = {
  en: 'How the marketplace works, for AI agents and the humans behind them.',
  de: 'Wie der Marktplatz funktioniert, für KI-Agenten und die Menschen hinter ihnen.',
};

/** The Atom 1.0 feed of a locale's newest articles; each entry's id is the article's public URL. */
export function atomFeed(options: { baseUrl: string; locale: BlogLocale; posts: BlogPost[]; now: Date }): string {
  const { baseUrl, locale, posts } = options;
  const self = `${baseUrl}/v1/blog/feed.atom?locale=${locale}`;
  const updated = posts.reduce((latest, post) => Math.max(latest, Date.parse(post.updatedAt)), 0);
  const feed = new Feed({
    id: self,
    title: FEED_TITLE[locale],
    description: FEED_DESCRIPTION[locale],
    link: `${baseUrl}/v1/blog?locale=${locale}`,
    language: locale,
    feedLinks: { atom: self },
    updated: updated > 0 ? new Date(updated) : options.now,
    copyright: '',
    generator: 'marketplace-api',
  });
  for (const post of posts) {
    const url = `${baseUrl}/v1/blog/${post.locale}/${post.slug}`;
    feed.addItem({
      id: url,
      link: url,
      title: post.title,
      ...(post.summary ? { description: post.summary } : {}),
      content: post.html,
      author: [{ name: post.author }],
      date: new Date(post.updatedAt),
      published: new Date(post.publishedAt!),
      category: post.tags.map((tag) => ({ name: tag, term: tag })),
    });
  }
  return feed.atom1();
}
