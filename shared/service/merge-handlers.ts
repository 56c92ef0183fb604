import { disjointMerge } from '../disjoint-merge.ts';
import type { ServiceHandlers } from './handlers.ts';

/** The handlers of several services or domains as one map; an operationId two of them handle throws at start. */
export function mergeHandlers(sources: readonly { handlers: ServiceHandlers }[]): ServiceHandlers {
  return disjointMerge(
    'operationId',
    sources.map((source) => source.handlers),
  );
}
