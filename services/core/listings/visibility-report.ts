import type { CategorySchema, FacetValue } from '../../../shared/facets/types.ts';
import { listingJsonLd, type JsonObject } from './json-ld.ts';
import type { ListingDocument } from './types.ts';
import type { ProviderSummary } from './views.ts';

export type Severity = 'high' | 'medium' | 'low';

/** Something that keeps AI assistants from finding or describing the listing, and how to fix it. */
export interface VisibilityFinding {
  code: 'missing_facet' | 'thin_description' | 'no_location' | 'no_price' | 'no_url' | 'no_media' | 'no_reviews';
  severity: Severity;
  message: string;
  /** The listing field to fill in, as named in the updateListing body; absent when no field fixes it. */
  field?: string;
}

export interface VisibilityReport {
  /** 0 to 100: the weighted share of the checks the listing passes. */
  score: number;
  /** The failed checks, most severe first. */
  findings: VisibilityFinding[];
  jsonLd: JsonObject;
}

interface Check extends VisibilityFinding {
  passed: boolean;
}

const WEIGHTS: Record<Severity, number> = { high: 3, medium: 2, low: 1 };
const SEVERITY_ORDER: Severity[] = ['high', 'medium', 'low'];

/** Shorter descriptions give assistants too little to match a question against. */
const MIN_DESCRIPTION_CHARS = 200;

/** Categories whose listings are found by where they are; without a location, radius searches miss them. */
const LOCATED_CATEGORIES: ReadonlySet<string> = new Set(['local-services', 'real-estate', 'businesses']);

/** How well AI assistants can find and describe the listing: the score, what to fix, and its JSON-LD. */
export function visibilityReport(
  listing: ListingDocument,
  category: CategorySchema,
  provider?: ProviderSummary,
): VisibilityReport {
  const checks = listingChecks(listing, category);
  const total = checks.reduce((sum, check) => sum + WEIGHTS[check.severity], 0);
  const passed = checks.filter((check) => check.passed).reduce((sum, check) => sum + WEIGHTS[check.severity], 0);
  const findings = checks
    .filter((check) => !check.passed)
    .sort((a, b) => SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity))
    .map(({ passed: _passed, ...finding }) => finding);
  return {
    score: total === 0 ? 100 : Math.round((100 * passed) / total),
    findings,
    jsonLd: listingJsonLd(listing, category, provider),
  };
}

function listingChecks(listing: ListingDocument, category: CategorySchema): Check[] {
  const checks: Check[] = category.facets
    .filter((facet) => facet.filterable)
    .map((facet) => ({
      code: 'missing_facet',
      severity: facet.required ? 'high' : 'medium',
      passed: hasFacetValue(listing.facets[facet.key]),
      message: `The facet ${facet.key} (${facet.label}) has no value, so searches filtering on it never find this listing.`,
      field: `facets.${facet.key}`,
    }));
  const length = listing.description.length;
  checks.push({
    code: 'thin_description',
    severity: 'high',
    passed: length >= MIN_DESCRIPTION_CHARS,
    message: `The description has ${length} characters; write at least ${MIN_DESCRIPTION_CHARS} on what is offered, to whom and where.`,
    field: 'description',
  });
  if (LOCATED_CATEGORIES.has(category.category)) {
    checks.push({
      code: 'no_location',
      severity: 'high',
      passed: listing.location !== null,
      message: `Listings in ${category.category} are searched by place; without a location, geo-radius searches never find this one.`,
      field: 'location',
    });
  }
  const priceFacet = category.facets.find((facet) => facet.jsonLdProperty === 'price');
  if (priceFacet) {
    checks.push({
      code: 'no_price',
      severity: 'medium',
      passed: listing.price !== null || hasFacetValue(listing.facets[priceFacet.key]),
      message: 'No price is given, so the JSON-LD carries no offer and assistants cannot quote one; set price.',
      field: 'price',
    });
  }
  checks.push(
    {
      code: 'no_url',
      severity: 'medium',
      passed: listing.url !== null,
      message: 'No url: assistants have no page to cite or send people to.',
      field: 'url',
    },
    {
      code: 'no_media',
      severity: 'medium',
      passed: listing.media.length > 0,
      message: 'No photos or other media: the JSON-LD carries no image.',
      field: 'media',
    },
    {
      code: 'no_reviews',
      severity: 'low',
      passed: listing.ratingCount > 0,
      message:
        'No reviews yet: assistants weigh ratings when they recommend. Ask the buyers of completed deals to review it.',
    },
  );
  return checks;
}

function hasFacetValue(value: FacetValue | undefined): boolean {
  return value !== undefined && !(Array.isArray(value) && value.length === 0);
}
