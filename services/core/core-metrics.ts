import type { Db } from 'mongodb';
import type { Clock } from '../../shared/clock.ts';
import type { Metrics, Sample } from '../../shared/observability/metrics.ts';
import { EMBEDDING_DUE_COUNT_CAP } from './listings/listings.repository.ts';
import { OutboxCheckpointsRepository } from './outbox/checkpoints.repository.ts';
import { leaseHolders } from './outbox/consumer-lease.ts';
import { OUTBOX_CONSUMER_KINDS } from './outbox/outbox-pruning.ts';
import type { CoreRepositories } from './index.ts';
import type { OutboxRecord } from './outbox/index.ts';

/** The most documents a gauge counts (a consumer's lag, deliveries of a status); past it, "at least this many". */
const COUNT_CAP = 100_000;

export interface CoreMetricsDeps {
  db: Db;
  repositories: CoreRepositories;
  clock: Clock;
  /** COUNT_CAP but in tests, which show the cap without inserting a hundred thousand documents. */
  countCap?: number;
}

/**
 * The core's gauges, read when scraped: each outbox consumer's backlog and who holds its lease, webhook deliveries
 * waiting or given up, and listings still without their vector. Each is a handful of indexed reads.
 */
export function registerCoreMetrics(
  metrics: Metrics,
  { db, repositories, clock, countCap = COUNT_CAP }: CoreMetricsDeps,
): void {
  const checkpoints = new OutboxCheckpointsRepository(db);
  const backlogs = async () => {
    const holders = await leaseHolders(db, clock.now());
    return Promise.all(
      (await checkpoints.all())
        .flatMap((checkpoint) => {
          const kinds = consumerKinds(checkpoint._id);
          return kinds ? [{ checkpoint, kinds }] : [];
        })
        .map(async ({ checkpoint, kinds }) => {
          const after = await repositories.outbox.backlogAfter(kinds, checkpoint.position, countCap);
          const firstOpen = [...checkpoint.open].sort()[0];
          const openSince = firstOpen ? await repositories.outbox.createdAtOf(firstOpen) : null;
          const oldest = [after.oldest, openSince].filter((date): date is Date => date !== null);
          const oldestMs = oldest.length > 0 ? Math.min(...oldest.map((date) => date.getTime())) : null;
          return {
            consumer: checkpoint._id,
            lag: after.count + checkpoint.open.length,
            ageSeconds: oldestMs === null ? 0 : Math.max(0, (clock.now().getTime() - oldestMs) / 1000),
            leaseOwner: holders.get(checkpoint._id) ?? null,
          };
        }),
    );
  };
  metrics.gaugesFromOneRead(backlogs, [
    {
      name: 'marketplace_outbox_lag_records',
      help: `Outbox records a consumer has not finished: read and still open, or not read yet (counted up to ${countCap})`,
      labelNames: ['consumer'],
      samples: (read) => read.map(({ consumer, lag }) => ({ labels: { consumer }, value: lag })),
    },
    {
      name: 'marketplace_outbox_oldest_pending_age_seconds',
      help: 'Age of the oldest outbox record a consumer has not finished (0 when it is caught up)',
      labelNames: ['consumer'],
      samples: (read) => read.map(({ consumer, ageSeconds }) => ({ labels: { consumer }, value: ageSeconds })),
    },
    {
      name: 'marketplace_outbox_lease_holder',
      help: 'The process holding a consumer lease that runs alone (1 per consumer while held)',
      labelNames: ['consumer', 'owner'],
      samples: (read) =>
        read.flatMap(({ consumer, leaseOwner }): Sample[] =>
          leaseOwner ? [{ labels: { consumer, owner: leaseOwner }, value: 1 }] : [],
        ),
    },
  ]);
  metrics.gaugeOnScrape(
    'marketplace_webhook_deliveries',
    `Webhook deliveries waiting for their first attempt (pending), for a retry (retrying), or given up (failed) (each counted up to ${countCap})`,
    ['status'],
    async () =>
      Promise.all(
        (['pending', 'retrying', 'failed'] as const).map(async (status) => ({
          labels: { status },
          value: await repositories.webhookDeliveries.countByStatus(status, countCap),
        })),
      ),
  );
  metrics.gaugeOnScrape(
    'marketplace_listings_without_vectors',
    `Listings whose vector is due: search finds them by their words only until it is made (counted up to ${EMBEDDING_DUE_COUNT_CAP})`,
    [],
    async () => [{ labels: {}, value: await repositories.listings.countEmbeddingDue() }],
  );
}

/** The kinds a consumer reads; undefined for a checkpoint that only holds records (a running reindex's). */
function consumerKinds(consumer: string): readonly OutboxRecord['kind'][] | undefined {
  return (OUTBOX_CONSUMER_KINDS as Record<string, readonly OutboxRecord['kind'][]>)[consumer];
}
