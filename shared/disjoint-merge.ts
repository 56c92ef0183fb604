/** The intersection of the members of a union: `A | B` becomes `A & B`. */
type Intersection<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void ? I : never;

/**
 * The union of objects that must not share a key (handlers by operationId, repositories by name). A key that two
 * of them define throws, naming it and `kind`: object spread would silently keep the last one.
 */
export function disjointMerge<const T extends readonly object[]>(kind: string, parts: T): Intersection<T[number]> {
  const merged: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      if (Object.hasOwn(merged, key)) throw new Error(`${kind} "${key}" is defined twice`);
      merged[key] = value;
    }
  }
  return merged as Intersection<T[number]>;
}
