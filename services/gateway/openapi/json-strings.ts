/** A string of a JSON value, or an object's property name, and where it is: `body.tags.1` (for a name, its object's path). */
export interface JsonString {
  field: string;
  text: string;
  isPropertyName: boolean;
}

/**
 * Every string and property name of a JSON value, depth first in document order. Iterative, so a deeply nested
 * value cannot exhaust the stack whatever limits came before.
 */
export function* jsonStrings(value: unknown, field = 'body'): Generator<JsonString> {
  const pending: Array<{ value: unknown; field: string }> = [{ value, field }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value: current, field: where } = next;
    if (typeof current === 'string') {
      yield { field: where, text: current, isPropertyName: false };
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1)
        pending.push({ value: current[index], field: `${where}.${index}` });
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      for (const [key] of entries) yield { field: where, text: key, isPropertyName: true };
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index]!;
        pending.push({ value: item, field: `${where}.${key}` });
      }
    }
  }
}
