import type { Collection, Db } from 'mongodb';
import { insertOnce } from './mongo.ts';

/** One document per term of a lease; a term is taken by inserting it, so two processes never share one. */
export interface LeaseTermDocument {
  _id: string; // termKey(name, term)
  /** What the lease is for: an outbox consumer, a rebuild of an index alias. */
  consumer: string;
  term: number;
  owner: string;
  /** By the database's time (see databaseTime). */
  expiresAt: Date;
}

const TERM_DIGITS = 12;

/** Terms sort by `_id` (zero-padded), so the latest term is the last `_id` of the lease's prefix. */
function termKey(name: string, term: number): string {
  return `${name}:${String(term).padStart(TERM_DIGITS, '0')}`;
}

function termsOf(name: string) {
  return { $gt: `${name}:`, $lt: `${name}:~` };
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

export interface TermLeaseOptions {
  db: Db;
  /** The collection of the terms. */
  collection: string;
  /** What the lease is for; one holder per name. */
  name: string;
  /** This process. */
  owner: string;
  /** Another process takes over this long after the holder's last renewal. */
  leaseMs: number;
  /** Where expiry is judged: the database's time, but in tests. */
  now?: () => Promise<Date>;
  /** Runs once a term is taken, before it counts as held; false gives it up (a later term got ahead). */
  afterTaking?: (term: number) => Promise<boolean>;
}

/**
 * Lets one process at a time hold a named lease. It runs in terms: a process takes the next term by inserting it
 * under its unique key once the latest term expired, and renews only its own term, so that on a server without
 * transactions a renewal never overwrites a successor's term. Whatever the holder guards must check the term it holds
 * (a fencing token) where a stalled holder could do harm after its lease ran out.
 */
export class TermLease {
  private readonly terms: Collection<LeaseTermDocument>;
  private readonly now: () => Promise<Date>;
  private held: number | null = null;

  constructor(private readonly options: TermLeaseOptions) {
    this.terms = options.db.collection<LeaseTermDocument>(options.collection);
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
        { _id: termKey(this.options.name, this.held), owner: this.options.owner, expiresAt: { $gte: now } },
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
      { _id: termKey(this.options.name, term), owner: this.options.owner },
      { $set: { expiresAt: new Date(0) } },
    );
  }

  /** The process holding the latest term while it has not expired (by the database's time), else null. */
  async holder(): Promise<string | null> {
    const latest = await this.latest();
    return latest && latest.expiresAt >= (await this.now()) ? latest.owner : null;
  }

  private async takeNext(now: Date, until: Date): Promise<number | null> {
    const latest = await this.latest();
    if (latest && latest.expiresAt >= now) return null;
    const term = (latest?.term ?? 0) + 1;
    const { name, owner } = this.options;
    if (!(await insertOnce(this.terms, { _id: termKey(name, term), consumer: name, term, owner, expiresAt: until })))
      return null;
    await this.terms.deleteMany({ _id: { ...termsOf(name), $lt: termKey(name, term) } });
    if (this.options.afterTaking && !(await this.options.afterTaking(term))) return null;
    return term;
  }

  private latest(): Promise<LeaseTermDocument | null> {
    return this.terms.findOne({ _id: termsOf(this.options.name) }, { sort: { _id: -1 } });
  }
}
