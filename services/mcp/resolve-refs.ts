import type { OpenApiDocument } from '../../shared/openapi/document.ts';

export type JsonSchema = Record<string, unknown>;

/** The value a local reference such as `#/components/schemas/Id` points at. */
function target(document: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`only local references are supported, not ${ref}`);
  const value = ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], document);
  if (value === undefined) throw new Error(`unresolved reference ${ref}`);
  return value;
}

/**
 * A copy of a piece of the document with every `$ref` replaced by what it points at (its sibling keywords
 * kept), so that a tool schema stands on its own. A reference cycle is an error: tool inputs must be finite.
 */
export function resolveRefs<T>(document: OpenApiDocument, value: T, trail: readonly string[] = []): T {
  if (Array.isArray(value)) return value.map((item) => resolveRefs(document, item, trail)) as T;
  if (value === null || typeof value !== 'object') return value;
  const { $ref, ...siblings } = value as Record<string, unknown>;
  const resolvedSiblings = Object.fromEntries(
    Object.entries(siblings).map(([key, child]) => [key, resolveRefs(document, child, trail)]),
  );
  if (typeof $ref !== 'string') return resolvedSiblings as T;
  if (trail.includes($ref)) throw new Error(`reference cycle through ${$ref}`);
  const resolved = resolveRefs(document, target(document, $ref), [...trail, $ref]);
  return { ...(resolved as object), ...resolvedSiblings } as T;
}
