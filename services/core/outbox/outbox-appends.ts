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

const listeners = new Map<AppendWakeup, ReadonlySet<Kind>>();

/**
 * Process-local nudges of the outbox's consumers (indexer, webhook dispatcher) when a record of a kind they consume
 * is appended, so they act at once instead of polling often (and not for appends of other kinds, which their read
 * would not find); their poll is only the slow safety net for other processes' appends.
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
  notify(appended: readonly Kind[]): void {
    for (const [wakeup, consumed] of listeners) if (appended.some((kind) => consumed.has(kind))) wakeup.notify();
  },
};
