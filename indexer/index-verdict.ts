import type { Client } from '@elastic/elasticsearch';
import type { Db } from 'mongodb';
import type { FacetRegistry } from '../shared/facets/registry.ts';
import { OUTBOX_CONSUMERS, OutboxCheckpointsRepository } from '../services/core/for-roles.ts';
import { databaseEpoch } from './database-identity.ts';
import { readIndexMeta } from './index-meta.ts';
import { listingIndexState } from './listing-index.ts';

/** Why the index behind the alias must not be written into: what `npm run migrate` (prepareListingIndex) rebuilds. */
export type IndexProblem = 'missing' | 'mapping' | 'foreign' | 'ahead';

export interface ListingIndexVerdict {
  alias: string;
  index: string | null;
  mappingVersion: { expected: string; found: string | null };
  databaseEpoch: { expected: string | null; found: string | null };
  /** The indexer's checkpoint saved in MongoDB, and the one the index records it was written through. */
  position: { checkpoint: string; indexedThrough: string | null };
  problem: IndexProblem | null;
  /** What is wrong and what to do; null when the index belongs to this code and this database. */
  message: string | null;
}

export interface InspectDeps {
  db: Db;
  elasticsearch: Client;
  alias: string;
  registry?: FacetRegistry;
}

/**
 * Whether the index behind the alias is one this code and this database can keep writing into: it exists, has the
 * mapping this code generates, was built from this database (same epoch), and has not been written through an outbox
 * position later than the database's own checkpoint (which only a restore of MongoDB from a backup makes happen:
 * the checkpoint goes back, the index does not, and its newer external versions would turn the indexer's writes
 * into 409s taken for "already indexed").
 */
export async function inspectListingIndex(deps: InspectDeps): Promise<ListingIndexVerdict> {
  const [state, epoch, checkpoint] = await Promise.all([
    listingIndexState(deps.elasticsearch, deps.alias, deps.registry),
    databaseEpoch(deps.db),
    new OutboxCheckpointsRepository(deps.db).load(OUTBOX_CONSUMERS.indexer),
  ]);
  const meta = state.index ? await readIndexMeta(deps.elasticsearch, state.index) : {};
  const verdict: ListingIndexVerdict = {
    alias: deps.alias,
    index: state.index,
    mappingVersion: { expected: state.expected.mappingVersion, found: state.mappingVersion },
    databaseEpoch: { expected: epoch, found: meta.databaseEpoch ?? null },
    position: { checkpoint: checkpoint.position, indexedThrough: meta.indexedThrough ?? null },
    problem: null,
    message: null,
  };
  return { ...verdict, ...problemOf(verdict) };
}

function problemOf(verdict: ListingIndexVerdict): Pick<ListingIndexVerdict, 'problem' | 'message'> {
  const { index, mappingVersion, databaseEpoch: epoch, position } = verdict;
  const migrate = 'run npm run migrate to rebuild it from MongoDB';
  if (!index) return { problem: 'missing', message: `no index behind the alias ${verdict.alias}; run npm run migrate` };
  if (mappingVersion.found !== mappingVersion.expected)
    return {
      problem: 'mapping',
      message:
        `the listings index ${index} has mappingVersion ${mappingVersion.found ?? 'none'}, this code expects ` +
        `${mappingVersion.expected}; ${migrate}`,
    };
  if (!epoch.expected || epoch.found !== epoch.expected)
    return {
      problem: 'foreign',
      message:
        `the listings index ${index} was built from another database (epoch ${epoch.found ?? 'none'}, this ` +
        `database's ${epoch.expected ?? 'none'}): MongoDB was replaced or restored; ${migrate}`,
    };
  if (position.indexedThrough !== null && position.indexedThrough > position.checkpoint)
    return {
      problem: 'ahead',
      message:
        `the listings index ${index} was written through outbox position ${position.indexedThrough}, past this ` +
        `database's checkpoint ${position.checkpoint || 'none'}: MongoDB was restored from a backup; ${migrate}`,
    };
  return { problem: null, message: null };
}
