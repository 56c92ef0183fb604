import { facetRegistry } from '../../../../../shared/facets/registry.ts';
import type { Candidate, Facts, Found } from '../../types.ts';
import { candidateOf, resolveSingle, type Resolution } from './candidates.ts';
import { phraseIndexOf } from './facet-values.ts';

/** schema.org types that say which category an offering belongs to. */
const TYPE_CATEGORIES: Record<string, string> = {
  Product: 'products',
  ProductModel: 'products',
  IndividualProduct: 'products',
  SomeProducts: 'products',
  ProductGroup: 'products',
  RealEstateListing: 'real-estate',
  Apartment: 'real-estate',
  House: 'real-estate',
  SingleFamilyResidence: 'real-estate',
  Residence: 'real-estate',
  ApartmentComplex: 'real-estate',
  Accommodation: 'real-estate',
  Room: 'real-estate',
  Plumber: 'local-services',
  Electrician: 'local-services',
  HousePainter: 'local-services',
  Locksmith: 'local-services',
  RoofingContractor: 'local-services',
  GeneralContractor: 'local-services',
  HVACBusiness: 'local-services',
  HomeAndConstructionBusiness: 'local-services',
  MovingCompany: 'local-services',
  AutoRepair: 'local-services',
  DryCleaningOrLaundry: 'local-services',
  EmergencyService: 'local-services',
  ChildCare: 'local-services',
  HealthAndBeautyBusiness: 'local-services',
  BeautySalon: 'local-services',
  HairSalon: 'local-services',
  ProfessionalService: 'businesses',
  LegalService: 'businesses',
  AccountingService: 'businesses',
  FinancialService: 'businesses',
  EmploymentAgency: 'businesses',
  Corporation: 'businesses',
};

/** Broad types: they point at a category less surely than a precise one. */
const BROAD_TYPES: Record<string, string> = { LocalBusiness: 'local-services', Organization: 'businesses' };

/** Types that say what kind of thing is described without pointing at a category (the vocabulary decides). */
const NEUTRAL_TYPES = new Set([
  'Thing',
  'Service',
  'Offer',
  'AggregateOffer',
  'SoftwareApplication',
  'WebApplication',
  'MobileApplication',
  'Brand',
  'Place',
  'PostalAddress',
  'GeoCoordinates',
  'ContactPoint',
  'Rating',
  'AggregateRating',
  'Review',
  'PropertyValue',
  'QuantitativeValue',
  'MonetaryAmount',
  'PriceSpecification',
  'UnitPriceSpecification',
  'OpeningHoursSpecification',
  'Language',
  'Country',
  'City',
]);

/** A category chosen by vocabulary votes needs at least this many distinct words of its vocabularies. */
const MIN_VOTES = 2;
const VOTE_CONFIDENCE = 0.5;

export interface CategoryChoice {
  resolution: Resolution;
  /** The schema.org type no category covers, when nothing points at a category: what to propose. */
  unmatchedType: Found<string> | null;
}

/** The category the facts point at: named outright, by schema.org type, or by the most words of one category's vocabularies. */
export function chooseCategory(facts: Facts): CategoryChoice {
  const known = new Set(facetRegistry().categories());
  const candidates: Candidate[] = facts.categories
    .filter((fact) => known.has(fact.value))
    .map((fact) => candidateOf(fact));
  let unmatchedType: Found<string> | null = null;
  for (const type of facts.types) {
    const precise = TYPE_CATEGORIES[type.value];
    const broad = BROAD_TYPES[type.value];
    if (precise) candidates.push(candidateOf(type, precise));
    else if (broad) candidates.push({ ...candidateOf(type, broad), confidence: Math.max(type.confidence - 0.2, 0) });
    else if (!NEUTRAL_TYPES.has(type.value)) unmatchedType ??= type;
  }
  candidates.push(...vocabularyVotes(facts, known));
  const resolution = resolveSingle(candidates);
  return { resolution, unmatchedType: resolution.candidates.length === 0 ? unmatchedType : null };
}

/** The categories with the most distinct words of their semantic-tag vocabularies in the text (ties are all offered). */
function vocabularyVotes(facts: Facts, categories: Set<string>): Candidate[] {
  const votes: { category: string; count: number; text: Found<string> }[] = [];
  for (const category of categories) {
    if (category === 'other') continue;
    const matched = new Set<string>();
    let first: Found<string> | undefined;
    for (const facet of facetRegistry().facetsOf(category)) {
      if (facet.type !== 'semantic-tag') continue;
      for (const text of facts.texts) {
        const words = phraseIndexOf(facet).matches(text.value);
        if (words.length > 0) first ??= text;
        for (const word of words) matched.add(`${facet.key}:${word}`);
      }
    }
    if (first && matched.size >= MIN_VOTES) votes.push({ category, count: matched.size, text: first });
  }
  const most = Math.max(0, ...votes.map((vote) => vote.count));
  return votes
    .filter((vote) => vote.count === most)
    .map((vote) => ({
      value: vote.category,
      field: `${vote.count} words of its vocabulary in ${vote.text.field}`,
      source: vote.text.source,
      confidence: VOTE_CONFIDENCE,
    }));
}
