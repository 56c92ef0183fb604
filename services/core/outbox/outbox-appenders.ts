import { randomUUID } from 'node:crypto';
import type { Collection, Db, Filter } from 'mongodb';
import { ensureIndex } from '../../../shared/mongo.ts';

export const OUTBOX_APPENDERS_COLLECTION = 'outbox_appenders';

/** How far ahead a registration reaches when made; an append renews it once less than a third is left. */
export const APPENDER_TERM_MS = 60_000;

/** This process among the outbox's appenders: one name in every database it appends to. */
export const THIS_PROCESS = `process-${randomUUID()}`;

interface AppenderDocument {
  _id: string;
  /** Until when the process may make record ids; the records it made land within SETTLE_MS of their ids. */
  until: Date;
}

/** When this process's registration runs out in each database it appends to (ms), and the renewal under way. */
const registrations = new Map<string, { until: number; renewing: Promise<void> | null }>();

/**
 * The processes that append to the outbox, each registered until an instant: a cursor reads windows of ids again (for
 * records that landed behind its position) only while a process other than its own may append, for the appends of
 * its own process it learns one by one (outboxAppends). Every append registers its process first.
 */
export class OutboxAppendersRepository {
  private readonly appenders: Collection<AppenderDocument>;

  constructor(private readonly db: Db) {
    this.appenders = db.collection<AppenderDocument>(OUTBOX_APPENDERS_COLLECTION);
  }

  /** Cursors look for other appenders by `until`; the purge deletes the registrations that ran out by it. */
  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.appenders, { until: 1 }, { name: 'until' });
  }

  /** Resolves once this process is registered for a third of a term more at least, renewing it when less is left. */
  register(): Promise<void> {
    const registration = this.registration();
    if (registration.until - Date.now() > APPENDER_TERM_MS / 3) return Promise.resolve();
    registration.renewing ??= this.renew().finally(() => (registration.renewing = null));
    return registration.renewing;
  }

  /**
   * Registers this process now and renews it every third of a term, so that no append of a role serving requests
   * waits for it (an append still renews it if a renewal failed).
   */
  keepRegistered(): { stop(): void } {
    void this.register().catch(() => undefined);
    const timer = setInterval(() => void this.renew().catch(() => undefined), APPENDER_TERM_MS / 3);
    timer.unref();
    return { stop: () => clearInterval(timer) };
  }

  /** Whether a process other than this one was registered to append at some instant after `since`. */
  async othersAfter(since: Date): Promise<boolean> {
    const filter = { until: { $gt: since }, _id: { $ne: THIS_PROCESS } } as Filter<AppenderDocument>;
    return (await this.appenders.findOne(filter, { projection: { _id: 1 } })) !== null;
  }

  /** Deletes the registrations that ran out before `before`. */
  async purgeEndedBefore(before: Date): Promise<number> {
    return (await this.appenders.deleteMany({ until: { $lt: before } })).deletedCount;
  }

  private async renew(): Promise<void> {
    const until = Date.now() + APPENDER_TERM_MS;
    await this.appenders.updateOne({ _id: THIS_PROCESS }, { $max: { until: new Date(until) } }, { upsert: true });
    const registration = this.registration();
    registration.until = Math.max(registration.until, until);
  }

  private registration(): { until: number; renewing: Promise<void> | null } {
    let registration = registrations.get(this.db.databaseName);
    if (!registration) registrations.set(this.db.databaseName, (registration = { until: 0, renewing: null }));
    return registration;
  }
}
