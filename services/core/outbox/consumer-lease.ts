import type { Collection, Db } from 'mongodb';
import { insertOnce } from '../../../shared/mongo.ts';
import { OutboxCheckpointsRepository } from './checkpoints.repository.ts';

/** One document per term of a consumer's lease; a term is taken by inserting it, so two processes never share one. */
export interface LeaseTermDocument {
  _id: string; // termKey(consumer, term)
  consumer: string;
  term: number;
  owner: string;
  /** By the database's time (see databaseTime). */
  expiresAt: Date;
}

export const LEASES_COLLECTION = 'outbox_leases';

const TERM_DIGITS = 12;

/** Terms sort by `_id` (zero-padded), so the latest term is the last `_id` of the consumer's prefix. */
function termKey(consumer: string, term: number): string {
  return `${consumer}:${String(term).padStart(TERM_DIGITS, '0')}`;
}

function termsOf(consumer: string) {
  return { $gt: `${consumer}:`, $lt: `${consumer}:~` };
}

/**
 * The database server's time (the `localTime` of `hello`), so that every process judges a lease's expiry by the same
 * clock; one round trip per renewal.
 */
export async function databaseTime(db: Db): Promise<Date> {
  const hello = await db.command({ hello: 1 });
  if (!(hello.localTime instanceof Date)) throw new Error('the database does not report its time (hello.localTime)');
  return hello.localTime;
}

export interface ConsumerLeaseOptions {
  db: Db;
  /** The checkpoint's name (OUTBOX_CONSUMERS). */
  consumer: string;
  /** This process. */
  owner: string;
  /** Another process takes over this long after the holder's last renewal. */
  leaseMs: number;
  /** Where expiry is judged: the database's time, but in tests. */
  now?: () => Promise<Date>;
}

/**
 * Lets one process at a time consume an outbox checkpoint. The lease runs in terms: a process takes the next term by
 * inserting it under its unique key once the latest term expired, renews only its own term, and stamps the checkpoint
 * with its term as soon as it takes it; every checkpoint save carries the term and is refused once a later term
 * stamped the checkpoint (see OutboxCheckpointsRepository.save), so a holder that stalled past its lease cannot move
 * the checkpoint its successor consumes.
 */
export class ConsumerLease {
  private readonly terms: Collection<LeaseTermDocument>;
  private readonly checkpoints: OutboxCheckpointsRepository;
  private readonly now: () => Promise<Date>;
  private held: number | null = null;

  constructor(private readonly options: ConsumerLeaseOptions) {
    this.terms = options.db.collection<LeaseTermDocument>(LEASES_COLLECTION);
    this.checkpoints = new OutboxCheckpointsRepository(options.db);
    this.now = options.now ?? (() => databaseTime(options.db));
  }

  /** The term this process holds as of its last `hold()`, or null. */
  get term(): number | null {
    return this.held;
  }

  /** Renews the term held, or takes the next one when the latest expired; the term held now, or null (standby). */
  async hold(): Promise<number | null> {
    const now = await this.now();
    const until = new Date(now.getTime() + this.options.leaseMs);
    if (this.held !== null) {
      const renewed = await this.terms.updateOne(
        { _id: termKey(this.options.consumer, this.held), owner: this.options.owner, expiresAt: { $gte: now } },
        { $set: { expiresAt: until } },
      );
      const latest = await this.latest();
      if (renewed.matchedCount === 1 && latest?.term === this.held) return this.held;
      this.held = null;
    }
    return (this.held = await this.takeNext(now, until));
  }

  /** Ends this process's term at once, so that a standby takes over without waiting for the expiry. */
  async release(): Promise<void> {
    if (this.held === null) return;
    const term = this.held;
    this.held = null;
    await this.terms.updateOne(
      { _id: termKey(this.options.consumer, term), owner: this.options.owner },
      { $set: { expiresAt: new Date(0) } },
    );
  }

  private async takeNext(now: Date, until: Date): Promise<number | null> {
    const latest = await this.latest();
    if (latest && latest.expiresAt >= now) return null;
    const term = (latest?.term ?? 0) + 1;
    const { consumer, owner } = this.options;
    if (!(await insertOnce(this.terms, { _id: termKey(consumer, term), consumer, term, owner, expiresAt: until })))
      return null;
    await this.terms.deleteMany({ _id: { ...termsOf(consumer), $lt: termKey(consumer, term) } });
    if (!(await this.checkpoints.stamp(consumer, term))) return null;
    return term;
  }

  private latest(): Promise<LeaseTermDocument | null> {
    return this.terms.findOne({ _id: termsOf(this.options.consumer) }, { sort: { _id: -1 } });
  }
}

/** Who holds each consumer's lease now (by the database's time): consumer → owner. */
export async function leaseHolders(db: Db, now: Date): Promise<Map<string, string>> {
  const terms = await db.collection<LeaseTermDocument>(LEASES_COLLECTION).find({}).sort({ _id: 1 }).toArray();
  return new Map(terms.filter((term) => term.expiresAt >= now).map((term) => [term.consumer, term.owner]));
}
