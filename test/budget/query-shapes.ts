import type { CommandStartedEvent, Document } from 'mongodb';

/** What a query asks of a collection, without its values: the unit notablescan judges. */
export interface QueryShape {
  collection: string;
  command: string;
  /** The filter with every value replaced by 1 and operators kept, e.g. {"kind":1,"indexedAt":{"$lt":1}}. */
  filter: Document;
  sort: string[];
}

/** An index as its createIndexes command declared it: its keys in order. */
export interface DeclaredIndex {
  collection: string;
  name: string;
  keys: [string, unknown][];
}

/** The query shapes one command sends: one per statement of an update or delete, none for commands that do not query. */
export function shapesOf(event: CommandStartedEvent): QueryShape[] {
  const command = event.command;
  const collection = command[event.commandName];
  if (typeof collection !== 'string' || collection.startsWith('system.')) return [];
  const shape = (filter: unknown, sort: unknown): QueryShape => ({
    collection,
    command: event.commandName,
    filter: skeleton(filter ?? {}),
    sort: entriesOf((sort as Map<string, unknown> | Document | undefined) ?? {}).map(([key]) => key),
  });
  switch (event.commandName) {
    case 'find':
      return [shape(command.filter, command.sort)];
    case 'findAndModify':
      return [shape(command.query, command.sort)];
    case 'count':
    case 'distinct':
      return [shape(command.query, undefined)];
    case 'update':
    case 'delete':
      return ((command.updates ?? command.deletes) as Document[]).map((statement) => shape(statement.q, undefined));
    case 'aggregate':
      // $collStats answers from the collection's statistics and reads no document.
      return (command.pipeline as Document[])[0]?.$collStats
        ? []
        : [aggregateShape(collection, command.pipeline as Document[])];
    default:
      return [];
  }
}

/** An aggregation is served when it opens with a served $match, a $geoNear, or a $sort an index gives in order. */
function aggregateShape(collection: string, pipeline: Document[]): QueryShape {
  const [first, second] = pipeline;
  const shape = { collection, command: 'aggregate', filter: {}, sort: [] as string[] };
  if (first?.$match)
    return { ...shape, filter: skeleton(first.$match), sort: entriesOf(second?.$sort ?? {}).map(([key]) => key) };
  if (first?.$geoNear) return { ...shape, filter: { $geoNear: skeleton(first.$geoNear) } };
  if (first?.$sort) return { ...shape, sort: entriesOf(first.$sort).map(([key]) => key) };
  return shape;
}

function skeleton(value: unknown): Document {
  if (Array.isArray(value)) return value.map(skeleton) as unknown as Document;
  if (value === null || typeof value !== 'object' || value instanceof Date || !isPlainDocument(value))
    return 1 as unknown as Document;
  const result: Document = {};
  for (const [key, inner] of Object.entries(value)) {
    const logical = key === '$and' || key === '$or' || key === '$nor' || key === '$elemMatch' || key === '$not';
    result[key] = key.startsWith('$') && !logical ? 1 : skeleton(inner);
  }
  return result;
}

function isPlainDocument(value: object): boolean {
  const prototype = Object.getPrototypeOf(value);
  return (prototype === Object.prototype || prototype === null) && !('_bsontype' in value);
}

/** The declared indexes of a createIndexes command. */
export function declaredIndexesOf(event: CommandStartedEvent): DeclaredIndex[] {
  if (event.commandName !== 'createIndexes') return [];
  const collection = String(event.command.createIndexes);
  return (event.command.indexes as Document[]).map((index) => ({
    collection,
    name: String(index.name),
    keys: entriesOf(index.key),
  }));
}

/**
 * True when MongoDB can answer the shape from an index rather than a collection scan (what `notablescan`
 * refuses): a condition on the first key of a declared index or on `_id`, every branch of an $or served, a
 * $text with a text index, or no filter and a sort that an index gives in order.
 */
export function isServed(shape: QueryShape, indexes: DeclaredIndex[]): boolean {
  const own = indexes.filter((index) => index.collection === shape.collection);
  const leading = new Set([
    '_id',
    ...own.map((index) => index.keys[0]?.[0]).filter((key): key is string => key !== undefined),
  ]);
  const hasText = own.some((index) => index.keys.some(([, kind]) => kind === 'text'));
  if (filterServed(shape.filter, leading, hasText)) return true;
  const [firstSort] = shape.sort;
  return Object.keys(shape.filter).length === 0 && firstSort !== undefined && leading.has(firstSort);
}

function filterServed(filter: Document, leading: Set<string>, hasText: boolean): boolean {
  return Object.entries(filter).some(([key, condition]) => {
    if (key === '$and') return (condition as Document[]).some((branch) => filterServed(branch, leading, hasText));
    if (key === '$or') return (condition as Document[]).every((branch) => filterServed(branch, leading, hasText));
    if (key === '$text') return hasText;
    // MongoDB refuses a $geoNear that no geo index serves.
    if (key === '$geoNear') return true;
    return !key.startsWith('$') && leading.has(key);
  });
}

/** The driver sends index keys and sorts as a Map when it was given one (ordered keys), else as a document. */
function entriesOf(keys: Map<string, unknown> | Document): [string, unknown][] {
  return keys instanceof Map ? [...keys.entries()] : Object.entries(keys);
}

export function describeShape(shape: QueryShape): string {
  const sort = shape.sort.length > 0 ? ` sort ${shape.sort.join(',')}` : '';
  return `${shape.collection}.${shape.command} ${JSON.stringify(shape.filter)}${sort}`;
}
