import type { ErrorSlug } from '../openapi/generated/error-slugs.d.ts';
import { errorEntry } from './catalog.ts';

/** One element of the failure envelope's `errors` array. */
export interface ErrorItem {
  code: number;
  slug: ErrorSlug;
  message: string;
  field?: string;
  meta?: Record<string, unknown>;
}

export interface AppErrorOptions {
  message?: string;
  field?: string;
  meta?: Record<string, unknown>;
  /** Further problems of the same request, e.g. every invalid field. */
  items?: ErrorItem[];
  headers?: Record<string, string>;
}

/** An expected refusal from the error catalog; rendered into the failure envelope in exactly one place. */
export class AppError extends Error {
  readonly slug: ErrorSlug;
  readonly code: number;
  readonly status: number;
  readonly items: ErrorItem[];
  readonly headers: Record<string, string>;

  constructor(slug: ErrorSlug, options: AppErrorOptions = {}) {
    const entry = errorEntry(slug);
    super(options.message ?? entry.message);
    this.slug = slug;
    this.code = entry.code;
    this.status = entry.status;
    this.headers = options.headers ?? {};
    const first: ErrorItem = { code: entry.code, slug, message: this.message };
    if (options.field) first.field = options.field;
    if (options.meta) first.meta = options.meta;
    this.items = options.items ?? [first];
  }
}

/** Builds one error item of a given slug, for errors that carry several. */
export function errorItem(slug: ErrorSlug, message: string, field?: string): ErrorItem {
  const item: ErrorItem = { code: errorEntry(slug).code, slug, message };
  if (field) item.field = field;
  return item;
}
