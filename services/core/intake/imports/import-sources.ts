import type { CurrencyCode } from '../../../../shared/money/currency.ts';
import type { RequestBody } from '../../../../shared/openapi/operation-types.ts';
import { pageFacts } from './extraction/page-facts.ts';
import { textFacts } from './extraction/text-facts.ts';
import { undeclaredEncoding } from './extraction/undeclared-encoding.ts';
import {
  inlineRepositoryFiles,
  MANIFEST_FILES,
  readRepository,
  repositoryFileBase,
} from '../sources/readers/code-repository.ts';
import type { FeedReading, FeedText } from '../sources/readers/feed-reading.ts';
import { decodedText, wholeText } from '../sources/readers/feed-text.ts';
import { readProductsFeed } from '../sources/readers/products-json.ts';
import { readPropertyFeed } from '../sources/readers/property-xml.ts';
import { FetchRefusal, type FetchedSource, type SourceFetcher } from '../../../../shared/fetching/source-fetcher.ts';

export type ImportDraftInput = NonNullable<RequestBody<'importDraft'>>;
export type ImportStructuredInput = NonNullable<RequestBody<'importStructured'>>;

const PAGE_TYPES = ['text/html', 'application/xhtml+xml', 'text/plain'];
const FEED_TYPES = {
  'property-xml': ['application/xml', 'text/xml'],
  'products-json': ['application/json'],
  'code-repository': [
    'text/plain',
    'text/markdown',
    'application/json',
    'application/toml',
    'text/x-toml',
    'application/octet-stream',
  ],
} as const;

/** Reads the page at a URL (HTML, or plain text) as one item. */
export async function readPage(fetcher: SourceFetcher, url: string): Promise<FeedReading> {
  const page = await fetcher.fetch(url, PAGE_TYPES);
  if (page.mediaType === 'text/plain') {
    const facts = textFacts(decode(page), { source: 'text', field: 'text', titled: true });
    facts.urls.push({ value: page.url, field: 'page URL', source: 'html', confidence: 0.7 });
    return { items: [{ label: 'page', facts }], warnings: [] };
  }
  const { facts, warnings } = pageFacts(page.body, page.charset, page.url);
  return { items: [{ label: 'page', facts }], warnings };
}

/** Reads raw text as one item; German text dials phone numbers without a country code in Germany. */
export function readText(text: string, locale: 'en' | 'de' | undefined): FeedReading {
  const facts = textFacts(text, {
    source: 'text',
    field: 'text',
    titled: true,
    ...(locale === 'de' ? { phoneCountry: 'DE' as const } : {}),
  });
  if (locale) facts.languages.push({ value: locale, field: 'input locale', source: 'input', confidence: 1 });
  return { items: [{ label: 'text', facts }], warnings: [] };
}

/** The fetchers of sources read whole (pages, repository files) and of feeds, streamed under their own limits. */
export interface SourceFetchers {
  pages: SourceFetcher;
  feeds: SourceFetcher;
}

/** Reads a structured feed from its URL (streamed) or inline content. */
export async function readFeed(fetchers: SourceFetchers, input: ImportStructuredInput): Promise<FeedReading> {
  const currency = input.currency as CurrencyCode | undefined;
  switch (input.kind) {
    case 'property-xml':
      return readPropertyFeed(await feedText(fetchers.feeds, input, FEED_TYPES['property-xml']), input.url ?? null);
    case 'products-json':
      return readProductsFeed(
        await feedText(fetchers.feeds, input, FEED_TYPES['products-json']),
        input.url ?? null,
        currency,
      );
    case 'code-repository':
      return readRepository(
        input.content !== undefined
          ? inlineRepositoryFiles(input.content)
          : await repositoryFiles(fetchers.pages, input.url!),
        input.url ?? null,
      );
  }
}

async function feedText(
  fetcher: SourceFetcher,
  input: ImportStructuredInput,
  accepted: readonly string[],
): Promise<FeedText> {
  if (input.content !== undefined) return wholeText(input.content);
  const feed = await fetcher.open(input.url!, accepted);
  return decodedText(feed.body, feed.charset);
}

/** The manifests under the repository's raw-file base; a file the repository lacks (404) is skipped. */
async function repositoryFiles(fetcher: SourceFetcher, url: string): Promise<Record<string, string>> {
  const base = repositoryFileBase(url);
  const files: Record<string, string> = {};
  for (const name of MANIFEST_FILES) {
    try {
      files[name] = decode(await fetcher.fetch(new URL(name, base).href, FEED_TYPES['code-repository']));
    } catch (error) {
      if (!(error instanceof FetchRefusal) || !['http_status', 'unsupported_content_type'].includes(error.code))
        throw error;
    }
  }
  return files;
}

/** Text in its declared charset, else (none, or one no decoder knows) as browsers guess it. */
function decode(source: FetchedSource): string {
  const guessed = undeclaredEncoding(source.body);
  try {
    return new TextDecoder(source.charset ?? guessed).decode(source.body);
  } catch {
    return new TextDecoder(guessed).decode(source.body);
  }
}
