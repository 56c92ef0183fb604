import { loadBuffer, type CheerioAPI } from 'cheerio';
import { microdataItems, type SchemaItem } from './microdata.ts';
import { undeclaredEncoding } from './undeclared-encoding.ts';

/** Body text beyond this many characters is not read for vocabulary words. */
const BODY_TEXT_CHARS = 10_000;

/** What an HTML page carries that an import reads, before it is mapped. */
export interface PageReading {
  title: string | null;
  metaDescription: string | null;
  /** OpenGraph and product meta properties (`og:title`, `product:price:amount`), each with its values in page order. */
  openGraph: Record<string, string[]>;
  lang: string | null;
  hreflangs: string[];
  mailtos: string[];
  tels: string[];
  /** The text of each `<script type="application/ld+json">`, unparsed. */
  jsonLdBlocks: string[];
  microdata: SchemaItem[];
  bodyText: string;
}

/**
 * Parses the page with cheerio (htmlparser2), decoded as browsers decode it: a BOM, else the Content-Type's charset,
 * else `<meta charset>` (in the first 1024 bytes), else undeclaredEncoding; JSON-LD and all are read from that text.
 */
export function readHtmlPage(body: Buffer, charset: string | null): PageReading {
  const $ = loadBuffer(body, {
    encoding: {
      ...(charset ? { transportLayerEncodingLabel: charset } : {}),
      defaultEncoding: undeclaredEncoding(body),
    },
  });
  return {
    title: clean($('head title').first().text()) || clean($('title').first().text()) || null,
    metaDescription: clean($('meta[name="description" i]').attr('content')) || null,
    openGraph: openGraphOf($),
    lang: clean($('html').attr('lang')) || null,
    hreflangs: $('link[rel~="alternate"][hreflang]')
      .map((_, link) => clean($(link).attr('hreflang')))
      .get()
      .filter(Boolean),
    mailtos: linkTargets($, 'mailto:'),
    tels: linkTargets($, 'tel:'),
    jsonLdBlocks: $('script[type="application/ld+json" i]')
      .map((_, script) => $(script).text())
      .get(),
    microdata: microdataItems($),
    bodyText: bodyTextOf($),
  };
}

function openGraphOf($: CheerioAPI): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  $('meta[property]').each((_, meta) => {
    const property = ($(meta).attr('property') ?? '').toLowerCase();
    const content = clean($(meta).attr('content'));
    if (!content || !/^(og|product):/.test(property)) return;
    (found[property] ??= []).push(content);
  });
  return found;
}

function linkTargets($: CheerioAPI, scheme: string): string[] {
  return $(`a[href^="${scheme}" i]`)
    .map((_, link) => decodeURIComponent(($(link).attr('href') ?? '').slice(scheme.length).split('?')[0] ?? '').trim())
    .get()
    .filter(Boolean);
}

function bodyTextOf($: CheerioAPI): string {
  const body = $('body').clone();
  body.find('script, style, noscript, template, svg').remove();
  return clean(body.text()).slice(0, BODY_TEXT_CHARS);
}

function clean(text: string | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}
