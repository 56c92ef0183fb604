import { readFileSync } from 'node:fs';
import { packageFile } from '../package-files.ts';
import type { ErrorSlug } from './generated/error-slugs.d.ts';
import type { Scope } from './generated/scopes.d.ts';

/** The root of the contract's files: paths by tag and one file per component beside it. */
export const OPENAPI_SOURCE = packageFile('schemas/openapi/openapi.yaml');
/** The one document bundled from them (`npm run generate:types`, `npm start`, the image build), served and read. */
export const OPENAPI_PATH = packageFile('shared/openapi/generated/openapi.json');

export interface ErrorCatalogEntry {
  slug: ErrorSlug;
  code: number;
  status: number;
  message: string;
}

export interface ScopeCatalogEntry {
  scope: Scope;
  description: string;
}

/** The parts of the OpenAPI document this code reads directly; the rest is handed to openapi-backend. */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, unknown>>;
  'x-error-catalog': ErrorCatalogEntry[];
  'x-scope-catalog': ScopeCatalogEntry[];
  [extension: string]: unknown;
}

let cached: OpenApiDocument | undefined;

/** The single source of truth for the HTTP surface, parsed once per process. Callers must not mutate it. */
export function openApiDocument(): OpenApiDocument {
  cached ??= JSON.parse(readFileSync(OPENAPI_PATH, 'utf8')) as OpenApiDocument;
  return cached;
}
