import { openApiDocument, type ErrorCatalogEntry } from '../openapi/document.ts';

let bySlug: Map<string, ErrorCatalogEntry> | undefined;

/** The catalog entry of a slug; an unknown slug is a programming error and throws at once. */
export function errorEntry(slug: string): ErrorCatalogEntry {
  bySlug ??= new Map(openApiDocument()['x-error-catalog'].map((entry) => [entry.slug, entry]));
  const entry = bySlug.get(slug);
  if (!entry)
    throw new Error(`error slug "${slug}" is not in the error catalog of the contract (schemas/openapi/openapi.yaml)`);
  return entry;
}
