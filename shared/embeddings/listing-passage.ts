import { createHash } from 'node:crypto';
import type { FacetRegistry } from '../facets/registry.ts';
import type { FacetDefinition, FacetValue } from '../facets/types.ts';

/** What of a listing its passage is made of: the fields a person searching would describe it by. */
export interface PassageSource {
  category: string;
  title: string;
  description: string;
  facets: Record<string, FacetValue>;
  location: { city?: string } | null;
}

/** The description's first characters: e5 reads 512 tokens at most, and the title and labels must fit beside them. */
const SUMMARY_LENGTH = 600;

/**
 * The text a listing is embedded as: its title, the category's title, the labels of its tag and enum facet
 * values (what the vocabularies call them, in words, not slugs), its text facets, its city and the start of its
 * description. Numbers and flags stay out: prices and sizes are filters, not meaning.
 */
export function listingPassage(listing: PassageSource, registry: FacetRegistry): string {
  const schema = registry.category(listing.category);
  const labels = (schema?.facets ?? []).flatMap((facet) => valueLabels(facet, listing.facets[facet.key]));
  const summary = listing.description.replace(/\s+/g, ' ').trim().slice(0, SUMMARY_LENGTH);
  return [
    listing.title.trim(),
    schema?.title ?? listing.category,
    labels.join(', '),
    listing.location?.city ?? '',
    summary,
  ]
    .filter((part) => part !== '')
    .join('. ');
}

/** sha256 of the passage: a vector is made again only when this changes. */
export function passageHash(passage: string): string {
  return createHash('sha256').update(passage, 'utf8').digest('hex');
}

function valueLabels(facet: FacetDefinition, value: FacetValue | undefined): string[] {
  if (value === undefined) return [];
  const values = Array.isArray(value) ? value : [value];
  switch (facet.type) {
    case 'semantic-tag':
      return values.map((item) => facet.vocabulary.find((entry) => entry.value === item)?.label ?? String(item));
    case 'enum':
      return values.map((item) => facet.values.find((entry) => entry.value === item)?.label ?? String(item));
    case 'text':
      return values.map(String);
    case 'number':
    case 'boolean':
      return [];
  }
}
