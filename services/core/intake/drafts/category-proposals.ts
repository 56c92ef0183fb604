import type { CategoryProposalDocument, Facts, Found, ProposedFacet } from '../types.ts';

/** How many facets a proposal suggests at most. */
const PROPOSED_FACETS = 8;
const FACET_KEY = /^[a-z][A-Za-z0-9]{0,63}$/;

/**
 * The category to propose for an offering whose schema.org type no category covers: named after the type
 * (`FoodEstablishment` → slug `food-establishment`, name "Food establishment"), with a facet for each plain
 * property the same item states (text, number or yes/no). Deterministic: the same page proposes the same.
 */
export function proposalFor(type: Found<string>, facts: Facts, now: Date): CategoryProposalDocument {
  const words = wordsOf(type.value);
  const slug = proposalSlug(type.value);
  const name = words.join(' ').replace(/^./, (letter) => letter.toUpperCase());
  return {
    _id: proposalIdOf(slug),
    slug,
    name,
    schemaType: type.value,
    facets: proposedFacets(type, facts),
    status: 'pending',
    mergedInto: null,
    jobIds: [],
    createdAt: now,
    updatedAt: now,
  };
}

/** The slug a schema.org type proposes (`FoodEstablishment` → `food-establishment`). */
export function proposalSlug(schemaType: string): string {
  return wordsOf(schemaType)
    .join('-')
    .replace(/[^a-z0-9-]/g, '')
    .slice(0, 60);
}

/** The one proposal of a slug. */
export function proposalIdOf(slug: string): string {
  return `cpr_${slug}`;
}

function wordsOf(schemaType: string): string[] {
  return schemaType
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/\s+/);
}

function proposedFacets(type: Found<string>, facts: Facts): ProposedFacet[] {
  const item = type.field.replace(/\.@type$/, '.');
  const facets = new Map<string, ProposedFacet>();
  for (const property of facts.properties) {
    const { name, value } = property.value;
    if (!property.field.startsWith(item) || !FACET_KEY.test(name) || facets.has(name) || Array.isArray(value)) continue;
    const facetType = typeof value === 'number' ? 'number' : typeof value === 'boolean' ? 'boolean' : 'text';
    const label = name
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .toLowerCase()
      .replace(/^./, (letter) => letter.toUpperCase());
    facets.set(name, { key: name, type: facetType, label, filterable: true, required: false });
    if (facets.size === PROPOSED_FACETS) break;
  }
  return [...facets.values()];
}
