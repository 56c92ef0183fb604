import { AppError } from '../../../shared/errors/app-error.ts';
import { openApiDocument } from '../../../shared/openapi/document.ts';
import type { DependencyStatus } from '../../../shared/readiness.ts';
import type { ServiceHandlers } from '../../../shared/service/handlers.ts';
import { operations } from '../openapi/operations.ts';

export type Readiness = () => Promise<Record<string, DependencyStatus>>;

/** Dependencies the service answers without, less well: down, they make it degraded rather than not ready. */
const OPTIONAL_DEPENDENCIES = new Set(['embeddings']);

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
      const down = Object.keys(dependencies).filter((name) => dependencies[name]?.status === 'down');
      if (down.some((name) => !OPTIONAL_DEPENDENCIES.has(name))) {
        throw new AppError('service_unavailable', { meta: { status: 'degraded', dependencies } });
      }
      return { result: { status: down.length > 0 ? 'degraded' : 'ok', dependencies } };
    },
  };
}
