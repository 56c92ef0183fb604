import { performance } from 'node:perf_hooks';

/** Receives each timed span of a path that a bench asks about; absent in production, where nothing is timed. */
export interface SpanTimings<Phase extends string> {
  add(phase: Phase, ms: number): void;
}

/** When a span starts: performance.now() if spans are gathered, else 0 without reading the clock. */
export function spanStart(timings: SpanTimings<string> | undefined): number {
  return timings ? performance.now() : 0;
}

/** Ends the span begun at `startedAt` (from spanStart with the same timings). */
export function spanEnd<Phase extends string>(
  timings: SpanTimings<Phase> | undefined,
  phase: Phase,
  startedAt: number,
): void {
  timings?.add(phase, performance.now() - startedAt);
}
