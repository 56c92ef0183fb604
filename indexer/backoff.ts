/** Exponential retry delays: initial, doubled on every consecutive failure, capped at max. */
export class Backoff {
  private failures = 0;

  constructor(
    private readonly initialMs: number,
    private readonly maxMs: number,
  ) {}

  next(): number {
    const delay = Math.min(this.initialMs * 2 ** this.failures, this.maxMs);
    if (delay < this.maxMs) this.failures += 1;
    return delay;
  }

  reset(): void {
    this.failures = 0;
  }
}
