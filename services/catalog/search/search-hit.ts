import type { ListingIndexBody } from '../../../shared/listings-index/document.ts';
import { haversineMeters } from './haversine.ts';
import type { GeoCircle } from './types.ts';

/** Descriptions are cut to this many characters, at a word boundary, for `summary`. */
export const SUMMARY_LENGTH = 200;

/** One search result, read from the index document (the listing as the indexer last wrote it). */
export interface SearchHit {
  id: string;
  category: string;
  title: string;
  summary: string | null;
  description: string | null;
  facets: ListingIndexBody['facets'];
  location: ListingIndexBody['location'];
  price: ListingIndexBody['price'];
  url: string | null;
  providerId: string;
  /** The verified-domain badge, as the indexer last wrote it. */
  verifiedDomain: boolean;
  rating: { average: number | null; count: number };
  /** Boosted at the instant of the search's first page; boosted hits come first. */
  boosted: boolean;
  boostedUntil: string | null;
  createdAt: string;
  updatedAt: string;
  /** The relevance score, with sort `relevance`; null otherwise. */
  score: number | null;
  /** Kilometres from the `geo` point, to the metre; present when the search had `geo`. */
  distanceKm?: number;
}

export interface HitContext {
  boosted: boolean;
  score: number | null;
  geo: GeoCircle | null;
}

export function searchHit(source: ListingIndexBody, context: HitContext): SearchHit {
  const hit: SearchHit = {
    id: source.listingId,
    category: source.category,
    title: source.title,
    summary: summaryOf(source.description),
    description: source.description || null,
    facets: source.facets,
    location: source.location,
    price: source.price,
    url: source.url,
    providerId: source.providerId,
    verifiedDomain: source.verifiedDomain,
    rating: { average: source.ratingAverage, count: source.ratingCount },
    boosted: context.boosted,
    boostedUntil: source.boostedUntil,
    createdAt: source.createdAt,
    updatedAt: source.updatedAt,
    score: context.score,
  };
  if (context.geo && source.location) hit.distanceKm = Math.round(haversineMeters(context.geo, source.location)) / 1000;
  return hit;
}

/** The description up to SUMMARY_LENGTH characters, cut after a whole word and marked with an ellipsis. */
export function summaryOf(description: string): string | null {
  const text = description.trim().replace(/\s+/g, ' ');
  if (text === '') return null;
  const end = offsetAfterCharacters(text, SUMMARY_LENGTH);
  if (end === text.length) return text;
  const cut = text.slice(0, end);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** Where the first `count` characters (code points, so a surrogate pair is never split) of `text` end. */
function offsetAfterCharacters(text: string, count: number): number {
  if (text.length <= count) return text.length;
  let offset = 0;
  for (let characters = 0; characters < count && offset < text.length; characters += 1) {
    offset += (text.codePointAt(offset) ?? 0) > 0xffff ? 2 : 1;
  }
  return offset;
}
