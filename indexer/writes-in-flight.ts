/**
 * At most `limit` writes at once: `start` waits for a free place before it starts the next one, so whoever reads
 * what is written feels the backpressure. The first failure is kept and thrown by the next `start` or by `finish`;
 * no further write starts after it.
 */
export class WritesInFlight {
  private readonly running = new Set<Promise<void>>();
  private failure: { error: unknown } | null = null;

  constructor(private readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1)
      throw new Error(`writes in flight must be a positive integer, got ${limit}`);
  }

  async start(write: () => Promise<void>): Promise<void> {
    while (this.running.size >= this.limit && !this.failure) await Promise.race(this.running);
    this.throwFailure();
    const running: Promise<void> = write()
      .catch((error: unknown) => {
        this.failure ??= { error };
      })
      .finally(() => this.running.delete(running));
    this.running.add(running);
  }

  /** Waits for every write started; throws the first failure. */
  async finish(): Promise<void> {
    await this.settle();
    this.throwFailure();
  }

  /** Waits for every write started, failed or not. */
  async settle(): Promise<void> {
    await Promise.all(this.running);
  }

  private throwFailure(): void {
    if (this.failure) throw this.failure.error;
  }
}
