import { expect } from 'chai';
import { GARDENS, TOOLS } from '../test-schemas.ts';
import { llmsText } from './llms-text.ts';

describe('catalog: llmsText', () => {
  it('describes how to search, then each category with facets, values, synonyms, counts and notable listings', () => {
    const facts = new Map([['gardens', { listingCount: 12, notable: [{ id: 'lst_1', title: 'Green Thumb' }] }]]);
    expect(llmsText([GARDENS], facts)).to.equal(`# Marketplace catalog

> Listings in one category, each with a typed facet schema. Read the schema, then search with typed filters; never guess facet keys or values.

## How to search

1. GET /v1/catalog/schema?category=<slug> returns the facets below with live value counts.
2. POST /v1/catalog/search with a JSON body: category, q (semantic free text, English or German), filters (facet key to filter), geo {lat, lon, radiusKm},
   sort (relevance, distance, newest or rating; distance needs geo), limit (1 to 100, default 20) and cursor.
   Filters by facet type: semantic-tag and enum take a value, a list of values (any of them), {"any": [...]} or {"all": [...]};
   tags also accept their synonyms. number takes a number or {"gte": n, "lte": n}; boolean takes true or false; text takes words that must all occur.
3. Pass result_info.next_cursor as cursor to read the next page; keep every other field unchanged.
   "snapshot": true on the first page reads every page from one snapshot of the index; its cursor then lasts 5 minutes.
4. GET /v1/listings/{id} returns a listing with its provider.

## Gardens (category: gardens)

Gardeners and garden design.

Published listings: 12

Facets:
- services (semantic-tag, several values per listing, required): Services. What is offered.
  Values: lawn-care (Lawn care; synonyms: rasenpflege, mowing); tree-care (Tree care; synonyms: baumpflege)
- size (enum, one value per listing): Size. Team size.
  Values: small (Small); large (Large)
- hourlyRate (number, 0 to 500 EUR): Hourly rate. Per hour.
- organic (boolean, true or false): Organic. Works without pesticides.
- area (text, words): Area. Where.
- notes (text, words, not filterable): Notes. Free notes.

Example: POST /v1/catalog/search {"category":"gardens","filters":{"services":"lawn-care"}}

Notable listings (highest rated):
- Green Thumb (lst_1)
`);
  });

  it('counts the categories and shows 0 published listings for a category without any', () => {
    const text = llmsText([GARDENS, TOOLS], new Map());
    expect(text).to.include('> Listings in 2 categories');
    expect(text).to.include('## Tools (category: tools)\n\nGarden tools for sale.\n\nPublished listings: 0');
    expect(text).to.not.include('Notable listings');
  });
});
