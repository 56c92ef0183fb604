import { AppError } from '../../../shared/errors/app-error.ts';
import { openApiDocument } from '../../../shared/openapi/document.ts';
import type { DependencyStatus } from '../../../shared/readiness.ts';
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
      if (Object.values(dependencies).some((dependency) => dependency.status === 'down')) {
        throw new AppError('service_unavailable', { meta: { dependencies } });
      }
      return { result: { status: 'ok', dependencies } };
    },
  };
}
