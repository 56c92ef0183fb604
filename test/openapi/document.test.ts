import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { openApiDocument, OPENAPI_PATH, OPENAPI_SOURCE } from '../../shared/openapi/document.ts';
import { operations } from '../../services/gateway/openapi/operations.ts';

const run = promisify(execFile);
const document = openApiDocument();
const catalogSlugs: string[] = document['x-error-catalog'].map((entry) => entry.slug);
const scopes: string[] = document['x-scope-catalog'].map((entry) => entry.scope);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 at document version 0.6.0', () => {
    expect(document.openapi).to.equal('3.1.0');
    expect(document.info.version).to.equal('0.6.0');
  });

  it('passes @redocly/cli lint without errors', async function () {
    this.timeout(120_000);
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
    const result = await run('npx', ['redocly', 'lint', OPENAPI_SOURCE], { env }).catch(
      (error: { stdout: string; stderr: string }) => error,
    );
    expect('code' in result ? result.code : 0, `${result.stdout}\n${result.stderr}`).to.equal(0);
  });

  it("declares every endpoint of the spec with the spec's auth (shared surface check)", async () => {
    const checker = join(process.cwd(), '..', 'shared', 'tools', 'surface-check.mjs');
    const { stdout } = await run('node', [checker, OPENAPI_PATH]);
    expect(stdout).to.match(/ 0 problems/);
  });

  it('gives every operation a unique operationId', () => {
    const ids = operations().map((operation) => operation.operationId);
    expect(new Set(ids).size).to.equal(ids.length);
  });

  it('lists every error slug once, with a unique code, in the catalog and in ErrorItem.slug', () => {
    const codes = document['x-error-catalog'].map((entry) => entry.code);
    expect(new Set(catalogSlugs).size).to.equal(catalogSlugs.length);
    expect(new Set(codes).size).to.equal(codes.length);
    const components = document.components as { schemas: { ErrorItem: { properties: { slug: { enum: string[] } } } } };
    expect(components.schemas.ErrorItem.properties.slug.enum).to.have.members(catalogSlugs);
  });

  it('has a catalog entry for every error slug the code raises', () => {
    const raised = ['shared', 'services', 'indexer']
      .filter(existsSync)
      .flatMap(sourceFiles)
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/(?:new AppError|errorItem)\('([a-z_]+)'/g)].map((match) => match[1]),
      );
    expect(raised.length).to.be.greaterThan(10);
    expect(raised.filter((slug) => !catalogSlugs.includes(slug!))).to.deep.equal([]);
  });

  it('requires only scopes from the scope catalog', () => {
    const unknown = operations()
      .flatMap((operation) => operation.scopes)
      .filter((scope) => !scopes.includes(scope));
    expect(unknown).to.deep.equal([]);
  });

  it('declares the Idempotency-Key header on every idempotent operation and only there', () => {
    for (const operation of operations()) {
      const declared = JSON.stringify(document.paths[operation.path]?.[operation.method.toLowerCase()]).includes(
        'IdempotencyKey',
      );
      expect(declared, `${operation.method} ${operation.path}`).to.equal(operation.idempotent);
    }
  });
});
