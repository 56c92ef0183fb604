import type { SchemaItem } from './microdata.ts';

export interface JsonLdReading {
  items: SchemaItem[];
  /** One line per block that could not be read; a malformed block is skipped, never fatal. */
  warnings: string[];
}

/** Parses each JSON-LD block on its own (JSON.parse) and lists its items, `@graph` and top-level arrays unfolded. */
export function readJsonLd(blocks: readonly string[]): JsonLdReading {
  const reading: JsonLdReading = { items: [], warnings: [] };
  blocks.forEach((block, index) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(block);
    } catch (error) {
      reading.warnings.push(
        `JSON-LD block ${index + 1} is not valid JSON and was skipped (${(error as Error).message})`,
      );
      return;
    }
    const items = unfold(parsed);
    if (items.length === 0)
      reading.warnings.push(`JSON-LD block ${index + 1} holds no schema.org item and was skipped`);
    reading.items.push(...items);
  });
  return reading;
}

function unfold(value: unknown): SchemaItem[] {
  if (Array.isArray(value)) return value.flatMap(unfold);
  if (typeof value !== 'object' || value === null) return [];
  const graph = (value as { '@graph'?: unknown })['@graph'];
  if (graph !== undefined) return unfold(graph);
  return [value as SchemaItem];
}
