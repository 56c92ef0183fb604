/**
 * Runs tasks with at most `concurrency` at once, queueing the rest in order. `size` counts running and queued
 * tasks, so a producer can hold back while the pool is full (`whenBelow`).
 */
export class AttemptPool {
  private running = 0;
  private readonly queue: Array<() => Promise<void>> = [];
  private readonly waiters: Array<{ below: number; resolve: () => void }> = [];

  constructor(private readonly concurrency: number) {}

  get size(): number {
    return this.running + this.queue.length;
  }

  /** Queues the task; it must handle its own errors. */
  add(task: () => Promise<void>): void {
    this.queue.push(task);
    this.pump();
  }

  /** Resolves once fewer than `below` tasks are running or queued. */
  whenBelow(below: number): Promise<void> {
    if (this.size < below) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ below, resolve }));
  }

  private pump(): void {
    while (this.running < this.concurrency) {
      const task = this.queue.shift();
      if (!task) return;
      this.running += 1;
      void task().finally(() => {
        this.running -= 1;
        this.release();
        this.pump();
      });
    }
  }

  private release(): void {
    for (let index = this.waiters.length - 1; index >= 0; index -= 1) {
      const waiter = this.waiters[index]!;
      if (this.size < waiter.below) {
        this.waiters.splice(index, 1);
        waiter.resolve();
      }
    }
  }
}
