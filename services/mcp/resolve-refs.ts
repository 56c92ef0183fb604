import type { OpenApiDocument } from '../../shared/openapi/document.ts';

export type JsonSchema = Record<string, unknown>;

/**
 * Schemas that stand in for the references they are keyed by (e.g. a long code list described by its pattern). A
 * description at the reference comes first, the substitute's after it.
 */
export type Substitutes = Readonly<Record<string, JsonSchema>>;

/** The value a local reference such as `#/components/schemas/Id` points at. */
export function referenced(document: OpenApiDocument, ref: string): unknown {
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
 * A copy of a piece of the document in which every `$ref` and its sibling keywords are replaced by what `replace`
 * makes of them.
 */
function mapRefs<T>(value: T, replace: (ref: string, siblings: JsonSchema) => unknown): T {
  if (Array.isArray(value)) return value.map((item) => mapRefs(item, replace)) as T;
  if (value === null || typeof value !== 'object') return value;
  const { $ref, ...siblings } = value as Record<string, unknown>;
  const mapped = Object.fromEntries(Object.entries(siblings).map(([key, child]) => [key, mapRefs(child, replace)]));
  return (typeof $ref === 'string' ? replace($ref, mapped) : mapped) as T;
}

/** A referenced schema with the keywords beside its reference over its own; a substitute's description after theirs. */
function merged(schema: JsonSchema, siblings: JsonSchema, substituted: boolean): JsonSchema {
  const description = substituted
    ? [siblings.description, schema.description].filter(Boolean).join(' ')
    : (siblings.description ?? schema.description);
  return { ...schema, ...siblings, ...(description ? { description } : {}) };
}

/**
 * A copy of a piece of the document with every `$ref` replaced by what it points at (or by its substitute), so
 * that a tool schema stands on its own. A reference cycle is an error: tool inputs must be finite.
 */
export function resolveRefs<T>(
  document: OpenApiDocument,
  value: T,
  substitutes: Substitutes = {},
  trail: readonly string[] = [],
): T {
  return mapRefs(value, (ref, siblings) => {
    if (trail.includes(ref)) throw new Error(`reference cycle through ${ref}`);
    const substitute = substitutes[ref];
    const schema = resolveRefs(document, substitute ?? referenced(document, ref), substitutes, [...trail, ref]);
    return merged(schema as JsonSchema, siblings, substitute !== undefined);
  });
}

/**
 * A schema that stands on its own with each referenced schema once, under `$defs` (named by its last segment),
 * and references into `$defs` where the document referenced it; substitutes are inlined.
 */
export function refsToDefs(document: OpenApiDocument, schema: JsonSchema, substitutes: Substitutes = {}): JsonSchema {
  const defs: Record<string, JsonSchema> = {};
  const origins = new Map<string, string>();
  const replace = (ref: string, siblings: JsonSchema): unknown => {
    const substitute = substitutes[ref];
    if (substitute) return merged(mapRefs(substitute, replace), siblings, true);
    const name = ref.slice(ref.lastIndexOf('/') + 1);
    if (origins.get(name) === undefined) {
      origins.set(name, ref);
      defs[name] = mapRefs(referenced(document, ref) as JsonSchema, replace);
    } else if (origins.get(name) !== ref) throw new Error(`${ref} and ${origins.get(name)} share the name ${name}`);
    return { $ref: `#/$defs/${name}`, ...siblings };
  };
  const root = mapRefs(schema, replace);
  return Object.keys(defs).length > 0 ? { ...root, $defs: defs } : root;
}
