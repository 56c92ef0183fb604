import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageFile } from '../package-files.ts';
import { sharedKeyProblems } from './schema-checks.ts';
import { readCategoryFile } from './schema-file.ts';
import type { CategorySchema, FacetDefinition } from './types.ts';

export const FACET_SCHEMAS_DIR = packageFile('schemas/facets/');

/** The facet schemas of every category: what validation, the index mapping and the API descriptions read. */
export interface FacetRegistry {
  /** Category slugs in alphabetical order. */
  categories(): string[];
  category(slug: string): CategorySchema | undefined;
  /** The facets of a known category; an unknown slug is a programming error and throws. */
  facetsOf(slug: string): FacetDefinition[];
}

/** A registry over the given schemas; throws when a facet key means different fields in different categories. */
export function createFacetRegistry(schemas: readonly CategorySchema[]): FacetRegistry {
  const problems = sharedKeyProblems(schemas);
  if (problems.length > 0) throw new Error(`facet schemas: ${problems.join('; ')}`);
  const bySlug = new Map(schemas.map((schema) => [schema.category, schema]));
  const slugs = [...bySlug.keys()].sort();
  return {
    categories: () => [...slugs],
    category: (slug) => bySlug.get(slug),
    facetsOf(slug) {
      const schema = bySlug.get(slug);
      if (!schema) throw new Error(`unknown category "${slug}"; known: ${slugs.join(', ')}`);
      return schema.facets;
    },
  };
}

/** Reads every `<category>.yaml` of a folder; a malformed file throws an error naming it and its problems. */
export function loadFacetRegistry(dir: string = FACET_SCHEMAS_DIR): FacetRegistry {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .sort();
  return createFacetRegistry(
    files.map((name) => readCategoryFile(join(dir, name), readFileSync(join(dir, name), 'utf8'))),
  );
}

let loaded: FacetRegistry | undefined;

/** The registry of `schemas/facets/`, loaded and checked once per process. Callers must not mutate it. */
export function facetRegistry(): FacetRegistry {
  loaded ??= loadFacetRegistry();
  return loaded;
}
