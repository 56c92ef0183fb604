/** The schema.org types a category's listings are published as in JSON-LD. */
export const JSON_LD_TYPES = [
  'Product',
  'Service',
  'LocalBusiness',
  'Organization',
  'SoftwareApplication',
  'RealEstateListing',
  'Thing',
] as const;
export type JsonLdType = (typeof JSON_LD_TYPES)[number];

export const FACET_TYPES = ['semantic-tag', 'text', 'enum', 'number', 'boolean'] as const;
export type FacetType = (typeof FACET_TYPES)[number];

interface FacetBase {
  /** camelCase; one key has one type in every category, because one index holds them all. */
  key: string;
  label: string;
  description: string;
  filterable: boolean;
  required: boolean;
  /** The schema.org property the value maps to in JSON-LD, when there is one. */
  jsonLdProperty?: string;
}

export interface TagEntry {
  /** kebab-case; the only form stored and indexed. */
  value: string;
  label: string;
  /** Words and phrases (any language) accepted on input in place of the value. */
  synonyms: string[];
}

/** Whether a facet's values say what a listing of its category is (a flat, a plumber, a laptop); one per category. */
interface KindFacet {
  definesKind?: boolean;
}

export interface SemanticTagFacet extends FacetBase, KindFacet {
  type: 'semantic-tag';
  multiple: boolean;
  vocabulary: TagEntry[];
}

export interface EnumValue {
  value: string;
  label: string;
  /** Words (any language) that name the value in a question, read by meaning; unlike a tag's, never taken as input. */
  synonyms?: string[];
}

export interface EnumFacet extends FacetBase, KindFacet {
  type: 'enum';
  multiple: boolean;
  values: EnumValue[];
}

export interface NumberFacet extends FacetBase {
  type: 'number';
  integer: boolean;
  min?: number;
  max?: number;
  unit?: string;
}

export interface TextFacet extends FacetBase {
  type: 'text';
  maxLength: number;
}

export interface BooleanFacet extends FacetBase {
  type: 'boolean';
}

export type FacetDefinition = SemanticTagFacet | EnumFacet | NumberFacet | TextFacet | BooleanFacet;

export interface CategorySchema {
  /** The category slug; equals the schema file's name. */
  category: string;
  title: string;
  description: string;
  jsonLdType: JsonLdType;
  facets: FacetDefinition[];
}

/** The facets of a category that say what its listings are (`definesKind`): one in a valid schema, or none. */
export function kindFacets(schema: CategorySchema): Array<SemanticTagFacet | EnumFacet> {
  return schema.facets.filter(
    (facet): facet is SemanticTagFacet | EnumFacet =>
      (facet.type === 'semantic-tag' || facet.type === 'enum') && facet.definesKind === true,
  );
}

/** A validated facet value as stored on a listing and indexed. */
export type FacetValue = string | number | boolean | string[];
