/** The pauses after failed attempts 1 to 5, measured from the end of the failed attempt; attempt 6 is the last. */
export const RETRY_DELAYS_MS = [30_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 8 * 3600_000] as const;

export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** When the attempt after a failed `attempt` runs, or null when the schedule is exhausted. */
export function nextAttemptAt(attempt: number, failedAt: Date): Date | null {
  const delay = RETRY_DELAYS_MS[attempt - 1];
  return delay === undefined ? null : new Date(failedAt.getTime() + delay);
}
