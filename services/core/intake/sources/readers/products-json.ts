import { load } from 'cheerio';
import { Readable } from 'node:stream';
import chain from 'stream-chain';
import { parser } from 'stream-json';
import { pick } from 'stream-json/filters/pick.js';
import { streamValues } from 'stream-json/streamers/stream-values.js';
import type { CurrencyCode } from '../../../../../shared/money/currency.ts';
import { toMinorUnits } from '../../../../../shared/money/major-units.ts';
import {
  absoluteUrl,
  emptyFacts,
  found,
  oneLine,
  plainNumber,
  type Provenance,
} from '../../imports/extraction/facts.ts';
import type { Facts } from '../../types.ts';
import { FetchRefusal } from '../../../../../shared/fetching/source-fetcher.ts';
import { FeedUnreadable, ItemUnreadable, type FeedItem, type FeedReading, type FeedText } from './feed-reading.ts';
import { ItemSizeGuard } from './item-size-guard.ts';

const FEED: Provenance = { source: 'feed', confidence: 0.9 };
/** A storefront sells new goods unless an item says otherwise: an assumption, so weaker than a stated condition. */
const STOREFRONT_CONDITION: Provenance = { source: 'feed', confidence: 0.6 };

type Product = Record<string, unknown>;
type Token = { name: string };
type Path = readonly (string | number | null)[];

/**
 * Reads an e-commerce products feed in the shape public storefronts serve at `/products.json`:
 * `{products: [{id, title, handle, body_html, vendor, product_type, tags, variants: [{price}], images: [{src}]}]}`
 * (or the bare array), one product at a time as the text streams in (stream-json). The feed names no currency;
 * prices are read only when the import gives one.
 */
export function readProductsFeed(
  text: FeedText,
  feedUrl: string | null,
  currency: CurrencyCode | undefined,
): FeedReading {
  const warnings = currency ? [] : ['the feed names no currency and none was given, so no prices were read'];
  return { items: productItems(text, feedUrl, currency), warnings };
}

async function* productItems(
  text: FeedText,
  feedUrl: string | null,
  currency: CurrencyCode | undefined,
): AsyncGenerator<FeedItem> {
  let index = 0;
  for await (const product of products(text)) {
    index += 1;
    yield productItem(product, index, feedUrl, currency);
  }
}

function productItem(
  product: unknown,
  index: number,
  feedUrl: string | null,
  currency: CurrencyCode | undefined,
): FeedItem {
  const id =
    typeof product === 'object' && product !== null
      ? ((product as Product).handle ?? (product as Product).id)
      : undefined;
  const label = `item ${index}${typeof id === 'string' || typeof id === 'number' ? ` (${id})` : ''}`;
  try {
    return { label, facts: productFacts(product, feedUrl, currency) };
  } catch (error) {
    if (!(error instanceof ItemUnreadable)) throw error;
    return { label, error: error.message };
  }
}

/** Each element of the `products` array (or of a top-level array), assembled one at a time. */
async function* products(text: FeedText): AsyncGenerator<unknown> {
  let listed = false;
  const isProduct = (path: Path, token: Token) => {
    if (token.name === 'startArray' && (path.length === 0 || (path.length === 1 && path[0] === 'products')))
      listed = true;
    return (
      (path.length === 1 && typeof path[0] === 'number') ||
      (path.length === 2 && path[0] === 'products' && typeof path[1] === 'number')
    );
  };
  const guard = new ItemSizeGuard();
  const values = chain([
    Readable.from(guard.watch(text)),
    parser(),
    pick({ filter: isProduct }),
    streamValues(),
  ]) as AsyncIterable<{ value: unknown }>;
  try {
    for await (const { value } of values) {
      guard.itemRead();
      yield value;
    }
  } catch (error) {
    if (error instanceof FetchRefusal || error instanceof FeedUnreadable) throw error;
    throw new FeedUnreadable(`the products feed is not valid JSON (${(error as Error).message})`);
  }
  if (!listed) throw new FeedUnreadable('the products feed has no `products` array');
}

function productFacts(product: unknown, feedUrl: string | null, currency: CurrencyCode | undefined): Facts {
  if (typeof product !== 'object' || product === null || Array.isArray(product))
    throw new ItemUnreadable('is not an object');
  const fields = product as Product;
  const title = typeof fields.title === 'string' ? fields.title.trim() : '';
  if (!title) throw new ItemUnreadable('has no title (a listing needs one)');
  if (fields.variants !== undefined && !Array.isArray(fields.variants))
    throw new ItemUnreadable('variants is not a list');
  const facts = emptyFacts();
  facts.categories.push(found('products', 'feed kind products-json', FEED));
  facts.titles.push(found(oneLine(title, 200), 'product.title', FEED));
  facts.texts.push(found(title, 'product.title', { source: 'feed', confidence: 0.6 }));
  if (typeof fields.body_html === 'string' && fields.body_html.trim()) {
    const description = load(fields.body_html).root().text().replace(/\s+/g, ' ').trim();
    if (description) {
      facts.descriptions.push(found(description.slice(0, 20_000), 'product.body_html', FEED));
      facts.texts.push(found(description, 'product.body_html', { source: 'feed', confidence: 0.5 }));
    }
  }
  if (typeof fields.product_type === 'string' && fields.product_type.trim()) {
    facts.properties.push(
      found({ name: 'productType', value: fields.product_type.trim() }, 'product.product_type', FEED),
    );
  }
  const tags = Array.isArray(fields.tags)
    ? fields.tags.filter((tag): tag is string => typeof tag === 'string')
    : typeof fields.tags === 'string'
      ? fields.tags.split(',')
      : [];
  if (tags.length > 0) facts.texts.push(found(tags.join(', '), 'product.tags', { source: 'feed', confidence: 0.6 }));
  if (typeof fields.vendor === 'string' && fields.vendor.trim())
    facts.properties.push(found({ name: 'brand', value: fields.vendor.trim() }, 'product.vendor', FEED));
  facts.properties.push(
    found(
      { name: 'condition', value: 'new' },
      'storefront feed (new unless the item says otherwise)',
      STOREFRONT_CONDITION,
    ),
  );
  readPrice(facts, (fields.variants as unknown[] | undefined)?.[0], currency);
  for (const image of Array.isArray(fields.images) ? fields.images : []) {
    const src = typeof image === 'object' && image !== null ? (image as { src?: unknown }).src : image;
    const url = typeof src === 'string' ? absoluteUrl(src, feedUrl) : null;
    if (url) facts.images.push(found(url, 'product.images', FEED));
  }
  if (typeof fields.handle === 'string' && feedUrl) {
    const url = absoluteUrl(`/products/${encodeURIComponent(fields.handle)}`, feedUrl);
    if (url) facts.urls.push(found(url, 'product.handle', FEED));
  }
  return facts;
}

function readPrice(facts: Facts, variant: unknown, currency: CurrencyCode | undefined): void {
  if (typeof variant !== 'object' || variant === null) return;
  const price = (variant as { price?: unknown }).price;
  if (price === undefined || price === null) return;
  const amount = typeof price === 'number' ? price : typeof price === 'string' ? plainNumber(price) : null;
  if (amount === null || amount < 0)
    throw new ItemUnreadable(`variants[0].price is not a price: ${JSON.stringify(price)}`);
  if (currency && amount > 0)
    facts.prices.push(found({ amount: toMinorUnits(amount, currency), currency }, 'product.variants[0].price', FEED));
}
