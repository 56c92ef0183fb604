const MINUTE_MS = 60_000;
/** However often a feed fails, it is tried again at least weekly. */
const LONGEST_WAIT_MS = 7 * 24 * 60 * MINUTE_MS;
/** 2^6: a failing feed on a 15-minute interval waits 16 hours at most. */
const MAX_DOUBLINGS = 6;

/** When a source syncs next: after its interval, doubled for each failed sync in a row beyond the first. */
export function feedBackoff(now: Date, intervalMinutes: number, consecutiveFailures: number): Date {
  const doublings = Math.min(Math.max(consecutiveFailures - 1, 0), MAX_DOUBLINGS);
  return new Date(now.getTime() + Math.min(intervalMinutes * MINUTE_MS * 2 ** doublings, LONGEST_WAIT_MS));
}
