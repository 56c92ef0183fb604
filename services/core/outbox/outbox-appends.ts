import type { OutboxRecord } from './types.ts';

type Kind = OutboxRecord['kind'];

/** One consumer's view of the appends: whether one came since it last waited. */
export class AppendWakeup {
  private appended = false;
  private wake: (() => void) | null = null;

  notify(): void {
    this.appended = true;
    this.wake?.();
  }

  /**
   * Resolves at the next append in this process (at once if one came since the last wait), after `ms` as the
   * safety net for appends made by other processes, or when `signal` aborts.
   */
  async wait(ms: number, signal: AbortSignal): Promise<void> {
    if (!this.appended && !signal.aborted) {
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          signal.removeEventListener('abort', done);
          this.wake = null;
          resolve();
        };
        const timer = setTimeout(done, ms);
        signal.addEventListener('abort', done, { once: true });
        this.wake = done;
      });
    }
    this.appended = false;
  }
}

/** How many of this process's latest appends are kept for the cursors to learn (outboxAppends.since). */
const KEPT_APPENDS = 20_000;

/** The records appended in this process, in order, numbered from the first ever; the latest KEPT_APPENDS at least. */
class AppendLog {
  private ids: string[] = [];
  private kinds: Kind[] = [];
  /** The number of ids[0]. */
  private first = 0;

  /** The number the next append will have. */
  get end(): number {
    return this.first + this.ids.length;
  }

  add(records: readonly AppendedRecord[]): void {
    for (const record of records) {
      this.ids.push(record._id);
      this.kinds.push(record.kind);
    }
    if (this.ids.length < 2 * KEPT_APPENDS) return;
    const dropped = this.ids.length - KEPT_APPENDS;
    this.ids.splice(0, dropped);
    this.kinds.splice(0, dropped);
    this.first += dropped;
  }

  /** The ids of `kinds` appended from number `from` on; null when some of those are no longer kept. */
  since(from: number, kinds: ReadonlySet<Kind>): string[] | null {
    if (from < this.first) return null;
    const ids: string[] = [];
    for (let index = from - this.first; index < this.ids.length; index += 1)
      if (kinds.has(this.kinds[index]!)) ids.push(this.ids[index]!);
    return ids;
  }
}

type AppendedRecord = Pick<OutboxRecord, '_id' | 'kind'>;

const listeners = new Map<AppendWakeup, ReadonlySet<Kind>>();
const log = new AppendLog();

/**
 * The appends of this process: nudges of the outbox's consumers (indexer, webhook dispatcher) when a record of a kind
 * they consume is appended, so they act at once instead of polling often (and not for appends of other kinds, which
 * their read would not find; their poll is only the slow safety net for other processes' appends), and the ids
 * appended, from which a cursor learns the records that landed behind its position without reading windows again.
 */
export const outboxAppends = {
  listen(kinds: readonly Kind[]): AppendWakeup {
    const wakeup = new AppendWakeup();
    listeners.set(wakeup, new Set(kinds));
    return wakeup;
  },
  unlisten(wakeup: AppendWakeup): void {
    listeners.delete(wakeup);
  },
  /** Called once `appended` landed. */
  notify(appended: readonly AppendedRecord[]): void {
    log.add(appended);
    for (const [wakeup, consumed] of listeners)
      if (appended.some((record) => consumed.has(record.kind))) wakeup.notify();
  },
  /** The number of the next append: where a cursor starts learning them. */
  end(): number {
    return log.end;
  },
  since(from: number, kinds: ReadonlySet<Kind>): string[] | null {
    return log.since(from, kinds);
  },
};
