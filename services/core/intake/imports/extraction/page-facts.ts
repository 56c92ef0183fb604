import { isCurrencyCode } from '../../../../../shared/money/currency.ts';
import { toMinorUnits } from '../../../../../shared/money/major-units.ts';
import type { Facts } from '../../types.ts';
import { absoluteUrl, emptyFacts, found, mergeFacts, oneLine, parseDecimal, type Provenance } from './facts.ts';
import { readHtmlPage, type PageReading } from './html-page.ts';
import { readJsonLd } from './json-ld.ts';
import { schemaOrgFacts } from './schema-org-facts.ts';
import { textFacts } from './text-facts.ts';

const STRUCTURED: Provenance = { source: 'json-ld', confidence: 0.9 };
const MICRODATA: Provenance = { source: 'microdata', confidence: 0.9 };
const OPEN_GRAPH: Provenance = { source: 'opengraph', confidence: 0.8 };
const HTML: Provenance = { source: 'html', confidence: 0.7 };

/** og:type values that name what is offered (others, such as `website` or `article`, say nothing about it). */
const OPEN_GRAPH_TYPES: Record<string, string> = {
  product: 'Product',
  'product.item': 'Product',
  'business.business': 'LocalBusiness',
  real_estate: 'RealEstateListing',
};

export interface PageFacts {
  facts: Facts;
  warnings: string[];
}

/** Everything a fetched HTML page states, strongest sources first: JSON-LD, microdata, OpenGraph, the rest of the HTML, its text. */
export function pageFacts(body: Buffer, charset: string | null, pageUrl: string): PageFacts {
  const page = readHtmlPage(body, charset);
  const jsonLd = readJsonLd(page.jsonLdBlocks);
  const facts = mergeFacts(
    schemaOrgFacts(jsonLd.items, 'json-ld', pageUrl, STRUCTURED),
    schemaOrgFacts(page.microdata, 'microdata', pageUrl, MICRODATA),
    openGraphFacts(page, pageUrl),
    htmlFacts(page, pageUrl),
    textFacts(page.bodyText, { source: 'html', field: 'page text', titled: false }),
  );
  return { facts, warnings: jsonLd.warnings };
}

function openGraphFacts(page: PageReading, pageUrl: string): Facts {
  const facts = emptyFacts();
  const first = (property: string) => page.openGraph[property]?.[0];
  const title = first('og:title');
  if (title) {
    facts.titles.push(found(oneLine(title, 200), 'og:title', OPEN_GRAPH));
    facts.texts.push(found(title, 'og:title', { source: 'opengraph', confidence: 0.6 }));
  }
  const description = first('og:description');
  if (description) facts.descriptions.push(found(description.slice(0, 20_000), 'og:description', OPEN_GRAPH));
  const type = OPEN_GRAPH_TYPES[first('og:type')?.toLowerCase() ?? ''];
  if (type) facts.types.push(found(type, 'og:type', OPEN_GRAPH));
  const url = absoluteUrl(first('og:url') ?? '', pageUrl);
  if (url) facts.urls.push(found(url, 'og:url', OPEN_GRAPH));
  for (const image of page.openGraph['og:image'] ?? []) {
    const absolute = absoluteUrl(image, pageUrl);
    if (absolute) facts.images.push(found(absolute, 'og:image', OPEN_GRAPH));
  }
  const amount = parseDecimal(first('product:price:amount') ?? first('og:price:amount') ?? '');
  const currency = (first('product:price:currency') ?? first('og:price:currency') ?? '').toUpperCase();
  if (amount !== null && amount > 0 && isCurrencyCode(currency)) {
    facts.prices.push(found({ amount: toMinorUnits(amount, currency), currency }, 'product:price:amount', OPEN_GRAPH));
  }
  const locale = first('og:locale');
  if (locale) facts.languages.push(found(locale.slice(0, 2).toLowerCase(), 'og:locale', OPEN_GRAPH));
  return facts;
}

function htmlFacts(page: PageReading, pageUrl: string): Facts {
  const facts = emptyFacts();
  if (page.title) {
    facts.titles.push(found(oneLine(page.title, 200), '<title>', HTML));
    facts.texts.push(found(page.title, '<title>', { source: 'html', confidence: 0.6 }));
  }
  if (page.metaDescription) {
    facts.descriptions.push(found(page.metaDescription, 'meta description', HTML));
    facts.texts.push(found(page.metaDescription, 'meta description', { source: 'html', confidence: 0.5 }));
  }
  facts.urls.push(found(pageUrl, 'page URL', HTML));
  if (page.lang) facts.languages.push(found(page.lang.slice(0, 2).toLowerCase(), '<html lang>', HTML));
  for (const hreflang of page.hreflangs) {
    if (/^[a-z]{2}\b/i.test(hreflang))
      facts.languages.push(found(hreflang.slice(0, 2).toLowerCase(), 'hreflang', HTML));
  }
  for (const email of page.mailtos) facts.emails.push(found(email, 'mailto link', { source: 'html', confidence: 0.9 }));
  for (const phone of page.tels) facts.phones.push(found(phone, 'tel link', { source: 'html', confidence: 0.9 }));
  return facts;
}
