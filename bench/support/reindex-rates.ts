import type { Client, estypes } from '@elastic/elasticsearch';
import cliProgress from 'cli-progress';
import type { Db } from 'mongodb';
import { toIndexDocument } from '../../indexer/index-document.ts';
import { currentIndexDefinition } from '../../indexer/listing-index.ts';
import { findPublishedListings, reindexListings, type ReindexResult } from '../../indexer/reindex.ts';
import { LISTINGS_COLLECTION } from '../../services/core/listings/listings.repository.ts';
import type { ListingDocument } from '../../services/core/listings/types.ts';
import { systemClock } from '../../shared/clock.ts';
import { LISTINGS_ALIAS, type ListingIndexBody } from '../../shared/listings-index/document.ts';
import type { Logger } from '../../shared/logger.ts';
import { ratio } from './figures.ts';

/**
 * The reindex against its two raw halves, each alone: the cursor read of the published listings it makes, and a
 * plain `_bulk` of the same index documents. The reindex does both at once, so its target is the slower of the two.
 */
export interface Rate {
  docs: number;
  ms: number;
  docsPerSecond: number;
}

export interface ReindexRates {
  rawRead: Rate;
  plainBulk: Rate;
  reindex: Rate;
}

/** The published listings read by the reindex's query (filter, order, batch size), each document only iterated. */
export async function rawCursorRead(db: Db, batchSize: number): Promise<Rate> {
  const began = performance.now();
  let docs = 0;
  for await (const _listing of findPublishedListings(db.collection<ListingDocument>(LISTINGS_COLLECTION), batchSize))
    docs += 1;
  return rate(docs, performance.now() - began);
}

/**
 * The same index documents, read from MongoDB beforehand, written with plain `_bulk` index operations (no external
 * versions, no retries, one request at a time) into a scratch index with the reindex's settings and mapping, refresh off.
 */
export async function plainBulkLoad(db: Db, elasticsearch: Client, batchSize: number): Promise<Rate> {
  const listings = await findPublishedListings(
    db.collection<ListingDocument>(LISTINGS_COLLECTION),
    batchSize,
  ).toArray();
  const documents = listings.map(toIndexDocument);
  const definition = await currentIndexDefinition(elasticsearch);
  const index = `bench-plain-bulk-${Date.now()}`;
  await elasticsearch.indices.create({
    index,
    settings: { ...definition.settings, index: { refresh_interval: '-1', number_of_replicas: 0 } },
    mappings: definition.mappings,
  });
  try {
    const began = performance.now();
    for (let start = 0; start < documents.length; start += batchSize) {
      const operations = documents
        .slice(start, start + batchSize)
        .flatMap((document): (estypes.BulkOperationContainer | ListingIndexBody)[] => [
          { index: { _index: index, _id: document.id } },
          document.body,
        ]);
      const response = await elasticsearch.bulk({ operations });
      if (response.errors)
        throw new Error(
          `plain _bulk refused documents: ${JSON.stringify(response.items.find((item) => item.index?.error))}`,
        );
    }
    return rate(documents.length, performance.now() - began);
  } finally {
    await elasticsearch.indices.delete({ index });
  }
}

export interface ReindexRun {
  chunkSize: number;
  concurrentWrites?: number;
}

/** Builds a fresh index from MongoDB and moves the alias onto it; the rate is the build's, as the reindex reports it. */
export async function timedReindex(
  db: Db,
  elasticsearch: Client,
  logger: Logger,
  run: ReindexRun,
): Promise<{ rate: Rate; result: ReindexResult }> {
  const bar = process.stderr.isTTY
    ? new cliProgress.SingleBar(
        { format: 'reindex {bar} {percentage}% | {value}/{total} listings | eta {eta}s' },
        cliProgress.Presets.shades_classic,
      )
    : null;
  const onProgress = ({ done, total }: { done: number; total: number }) => {
    if (done === 0) bar?.start(total, 0);
    else bar?.update(done);
  };
  const result = await reindexListings({
    db,
    elasticsearch,
    alias: LISTINGS_ALIAS,
    clock: systemClock,
    logger,
    onProgress,
    ...run,
  }).finally(() => bar?.stop());
  if (result.refused.count > 0) throw new Error(`the reindex refused ${result.refused.count} listings`);
  return { rate: { docs: result.written, ms: result.buildMs, docsPerSecond: result.documentsPerSecond }, result };
}

/** The three rates and the reindex's ratios, as table rows. */
export function reindexRows({ rawRead, plainBulk, reindex }: ReindexRates): string[][] {
  const slower = Math.min(rawRead.docsPerSecond, plainBulk.docsPerSecond);
  return [
    ['indexing', 'docs', 'seconds', 'docs/s'],
    ...(
      [
        ['raw read', rawRead],
        ['plain _bulk', plainBulk],
        ['reindex', reindex],
      ] as const
    ).map(([name, rate]) => [name, String(rate.docs), (rate.ms / 1000).toFixed(1), String(rate.docsPerSecond)]),
    ['reindex/slower', '', '', ratio(reindex.docsPerSecond, slower)],
    ['reindex/bulk', '', '', ratio(reindex.docsPerSecond, plainBulk.docsPerSecond)],
  ];
}

export function reindexSummary({ rawRead, plainBulk, reindex }: ReindexRates): string {
  const slower = Math.min(rawRead.docsPerSecond, plainBulk.docsPerSecond);
  return (
    `reindex ${reindex.docsPerSecond} docs/s vs raw read ${rawRead.docsPerSecond}, plain _bulk ${plainBulk.docsPerSecond} ` +
    `(${ratio(reindex.docsPerSecond, slower)} of the slower, ${ratio(reindex.docsPerSecond, plainBulk.docsPerSecond)} of _bulk)`
  );
}

function rate(docs: number, ms: number): Rate {
  return { docs, ms: Math.round(ms), docsPerSecond: Math.round((docs * 1000) / Math.max(ms, 1)) };
}
