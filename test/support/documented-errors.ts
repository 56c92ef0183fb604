import { openApiDocument } from '../../shared/openapi/document.ts';
import { operations, type OperationMeta } from '../../services/gateway/openapi/operations.ts';
import { RouteTable } from '../../services/gateway/openapi/route-table.ts';

/** The slugs an error response names in its description: "Errors: `validation_failed`, `malformed_json`." */
export function slugsNamedIn(description: string): string[] {
  const list = /Errors: (.*)$/s.exec(description)?.[1] ?? '';
  return [...list.matchAll(/`([a-z_]+)`/g)].map((match) => match[1]!);
}

type Responses = Record<string, { description?: string }>;

let documented: Map<string, Map<string, Set<string>>> | undefined;

/** operationId → response status → the slugs that response names. */
export function documentedErrors(): Map<string, Map<string, Set<string>>> {
  documented ??= new Map(
    operations().map((operation) => {
      const declared = openApiDocument().paths[operation.path]?.[operation.method.toLowerCase()] as {
        responses: Responses;
      };
      const byStatus = new Map<string, Set<string>>();
      for (const [status, response] of Object.entries(declared.responses)) {
        if (/^[45]\d\d$/.test(status)) byStatus.set(status, new Set(slugsNamedIn(response.description ?? '')));
      }
      return [operation.operationId, byStatus];
    }),
  );
  return documented;
}

let routes: RouteTable<OperationMeta> | undefined;

/** The declared operation a request reaches, if any (the route table matches lower-case methods). */
export function operationAt(method: string, url: string): OperationMeta | undefined {
  routes ??= new RouteTable(
    operations().map((operation) => ({ ...operation, method: operation.method.toLowerCase() })),
  );
  return routes.match(method, new URL(url, 'http://test.invalid').pathname);
}

/**
 * The errors of a failure answer that the answered operation's documented responses do not name with that
 * status: what `call` and `inject` refuse, so that every refusal a test provokes is one the document promises.
 */
export function undocumentedErrors(method: string, url: string, status: number, body: unknown): string[] {
  const failure = typeof body === 'object' && body !== null ? (body as { success?: unknown; errors?: unknown }) : null;
  const operation = operationAt(method, url);
  if (!operation || failure?.success !== false || !Array.isArray(failure.errors)) return [];
  const slugs = (failure.errors as Array<{ slug?: unknown }>).map((error) => String(error.slug));
  return undocumentedSlugs(operation.operationId, status, slugs).map(
    (slug) =>
      `${operation.operationId} (${method} ${operation.path}) answered ${status} ${slug}, which its documented ${status} response does not name`,
  );
}

/** The slugs an operation's documented response of this status does not name (what `invoke` refuses). */
export function undocumentedSlugs(operationId: string, status: number, slugs: readonly string[]): string[] {
  const named = documentedErrors().get(operationId)?.get(String(status)) ?? new Set<string>();
  return slugs.filter((slug) => !named.has(slug));
}
