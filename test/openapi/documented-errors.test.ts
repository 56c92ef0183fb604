import { expect } from 'chai';
import { openApiDocument } from '../../shared/openapi/document.ts';
import { operations, type OperationMeta } from '../../services/gateway/openapi/operations.ts';
import { documentedErrors, undocumentedErrors } from '../support/documented-errors.ts';

const catalog = new Map(openApiDocument()['x-error-catalog'].map((entry) => [entry.slug as string, entry]));

/** The refusals the gateway itself answers for an operation, read from the same declaration it routes with. */
function gatewayRefusals(operation: OperationMeta): Array<[status: string, slug: string]> {
  const declared = openApiDocument().paths[operation.path] as Record<string, { parameters?: unknown[] }> & {
    parameters?: unknown[];
  };
  const parameters = [...(declared.parameters ?? []), ...(declared[operation.method.toLowerCase()]?.parameters ?? [])];
  const refusals: Array<[string, string]> = [];
  if (operation.auth === 'bearer' || operation.auth === 'admin')
    refusals.push(['401', 'credential_missing'], ['401', 'credential_invalid']);
  if (operation.auth === 'bearer?') refusals.push(['401', 'credential_invalid']);
  if (operation.sessionOnly || operation.auth === 'admin') refusals.push(['403', 'session_required']);
  if (operation.auth === 'admin') refusals.push(['403', 'admin_required']);
  if (operation.scopes.length > 0) refusals.push(['403', 'scope_missing']);
  if (parameters.length > 0) refusals.push(['400', 'validation_failed']);
  if (operation.hasJsonBody) {
    refusals.push(
      ['400', 'validation_failed'],
      ['400', 'malformed_json'],
      ['413', 'payload_too_large'],
      ['415', 'unsupported_media_type'],
    );
  }
  if (operation.idempotent) refusals.push(['409', 'idempotency_key_in_use'], ['422', 'idempotency_key_reused']);
  return refusals;
}

describe('the errors each operation documents', () => {
  it("names, in every error response, catalog slugs of that response's status", () => {
    const problems: string[] = [];
    let responses = 0;
    for (const [operationId, byStatus] of documentedErrors()) {
      for (const [status, slugs] of byStatus) {
        responses += 1;
        if (slugs.size === 0) problems.push(`${operationId} ${status} names no slug`);
        for (const slug of slugs) {
          const entry = catalog.get(slug);
          if (!entry) problems.push(`${operationId} ${status} names ${slug}, which is not in x-error-catalog`);
          else if (String(entry.status) !== status)
            problems.push(`${operationId} ${status} names ${slug}, whose catalog status is ${entry.status}`);
        }
      }
    }
    expect(responses).to.be.greaterThan(300);
    expect(problems).to.deep.equal([]);
  });

  it('lists the refusals the gateway derives from the declaration (credential, session, admin, scope, input, idempotency)', () => {
    const missing = operations().flatMap((operation) =>
      gatewayRefusals(operation)
        .filter(([status, slug]) => !documentedErrors().get(operation.operationId)?.get(status)?.has(slug))
        .map(([status, slug]) => `${operation.operationId} does not document ${status} ${slug}`),
    );
    expect(missing).to.deep.equal([]);
  });

  describe('the check every test call makes of the failures it receives', () => {
    const failure = (...slugs: string[]) => ({ success: false, result: null, errors: slugs.map((slug) => ({ slug })) });

    it('passes a failure the operation documents with that status', () => {
      expect(undocumentedErrors('DELETE', '/v1/webhooks/whk_1', 404, failure('resource_not_found'))).to.deep.equal([]);
      expect(
        undocumentedErrors('GET', '/v1/webhooks?limit=500', 400, failure('validation_failed', 'validation_failed')),
      ).to.deep.equal([]);
    });

    it('refuses a slug the operation does not document, or documents under another status', () => {
      expect(undocumentedErrors('DELETE', '/v1/webhooks/whk_1', 409, failure('invalid_transition'))).to.deep.equal([
        'deleteWebhook (DELETE /v1/webhooks/{id}) answered 409 invalid_transition, which its documented 409 response does not name',
      ]);
      expect(undocumentedErrors('POST', '/v1/webhooks', 404, failure('validation_failed'))).to.have.length(1);
    });

    it('passes 500 internal_error, which every operation lists, refuses 501, and ignores undeclared routes and successes', () => {
      expect(undocumentedErrors('DELETE', '/v1/webhooks/whk_1', 500, failure('internal_error'))).to.deep.equal([]);
      expect(undocumentedErrors('DELETE', '/v1/webhooks/whk_1', 501, failure('not_implemented'))).to.have.length(1);
      expect(undocumentedErrors('GET', '/v1/no-such-route', 404, failure('route_not_found'))).to.deep.equal([]);
      expect(
        undocumentedErrors('DELETE', '/v1/webhooks/whk_1', 200, { success: true, result: {}, errors: [] }),
      ).to.deep.equal([]);
    });
  });
});
