import { AppError } from '../../../shared/errors/app-error.ts';
import { openApiDocument } from '../../../shared/openapi/document.ts';
import type { Dependencies, DependencyStatus } from '../../../shared/readiness.ts';
import type { ServiceHandlers } from '../../../shared/service/handlers.ts';
import { operations } from '../openapi/operations.ts';

export type Readiness = () => Promise<Record<string, DependencyStatus>>;

/** The gateway's own operations: the index, the raw document, liveness and readiness. */
export function metaHandlers(readiness: Readiness): ServiceHandlers {
  const document = openApiDocument();
  return {
    async getIndex() {
      const index = operations().map(
        ({ operationId, method, path, auth, scopes, sessionOnly, idempotent, summary }) => ({
          operationId,
          method,
          path,
          auth,
          scopes,
          sessionOnly,
          idempotent,
          summary,
        }),
      );
      return { result: { name: document.info.title, version: document.info.version, operations: index } };
    },
    async getOpenApiDocument() {
      return { result: document };
    },
    async getHealth() {
      return { result: { status: 'ok' } };
    },
    async getReadiness() {
      const dependencies = await readiness();
      const verdict = readinessVerdict(dependencies);
      if (!verdict.ready) throw new AppError('service_unavailable', { meta: { status: 'degraded', dependencies } });
      return { result: { status: verdict.status, dependencies } };
    },
  };
}

/**
 * MongoDB serves everything but search: without it the gateway is not ready. Without Elasticsearch (or with the
 * indexer behind) it stays ready, `degraded`: accounts, deals and the rest work, and search answers 503 itself.
 */
const REQUIRED_DEPENDENCIES = ['mongodb'];

export function readinessVerdict(dependencies: Dependencies): { ready: boolean; status: 'ok' | 'degraded' } {
  const down = Object.entries(dependencies).filter(([, dependency]) => dependency.status === 'down');
  return {
    ready: !down.some(([name]) => REQUIRED_DEPENDENCIES.includes(name)),
    status: down.length === 0 ? 'ok' : 'degraded',
  };
}
