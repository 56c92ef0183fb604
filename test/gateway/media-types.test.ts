import { expect } from 'chai';
import { openApiDocument } from '../../shared/openapi/document.ts';
import { operations } from '../../services/gateway/openapi/operations.ts';
import { createAdmin, type TestAccount } from '../support/factories.ts';
import { inject } from '../support/inject.ts';

const concretePath = (path: string) => path.replace(/\{[^}]+\}/g, 'abc123');

/** The media types each operation's request body is declared with. */
function declaredMediaTypes(method: string, path: string): string[] {
  const item = openApiDocument().paths[path] as Record<string, { requestBody?: { content?: Record<string, unknown> } }>;
  return Object.keys(item[method.toLowerCase()]?.requestBody?.content ?? {});
}

const withBodies = operations().filter((operation) => declaredMediaTypes(operation.method, operation.path).length > 0);

describe('gateway: request media types (generated from the OpenAPI document)', () => {
  let admin: TestAccount;
  before(async () => {
    admin = await createAdmin('media-types');
  });

  it('declares request bodies in JSON, form encoding (OAuth) and multipart (uploads) only', () => {
    const declared = new Set(withBodies.flatMap((operation) => declaredMediaTypes(operation.method, operation.path)));
    expect([...declared].sort()).to.deep.equal([
      'application/json',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
    ]);
  });

  for (const operation of withBodies) {
    it(`regression: ${operation.method} ${operation.path} refuses a body in a media type it does not declare with 415`, async () => {
      const response = await inject(operation.method, concretePath(operation.path), {
        token: admin.token,
        rawBody: 'x',
        headers: { 'content-type': 'text/plain' },
      });
      expect(response.status, response.text).to.equal(415);
      expect(response.body.errors[0]).to.include({ slug: 'unsupported_media_type', field: 'header.Content-Type' });
    });
  }
});
