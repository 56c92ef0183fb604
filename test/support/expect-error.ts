import { expect } from 'chai';
import type { ErrorSlug } from '../../shared/openapi/generated/error-slugs.d.ts';
import type { ApiResponse } from './http.ts';

/** Asserts a failure envelope with this status and first error slug, and answers that first error. */
export function expectError(response: ApiResponse, status: number, slug: ErrorSlug): Record<string, any> {
  expect(response.status, response.text).to.equal(status);
  expect(response.body.success).to.equal(false);
  expect(response.body.errors[0].slug, response.text).to.equal(slug);
  return response.body.errors[0];
}
