import { randomHex } from './random-hex.ts';

/** One hop of a W3C Trace Context trace: the trace, this process's span in it, and the caller's span. */
export interface TraceContext {
  traceId: string;
  spanId: string;
  /** The span of the caller that sent `traceparent`; null when this hop began the trace. */
  parentSpanId: string | null;
  flags: string;
}

const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;

/**
 * Continues the trace a `traceparent` header names (https://www.w3.org/TR/trace-context/#traceparent-header) with a
 * new span of this process, or begins a trace when the header is absent or malformed (as the spec asks).
 */
export function continueTrace(header: string | string[] | undefined): TraceContext {
  const parent = typeof header === 'string' ? parseTraceparent(header) : null;
  return {
    traceId: parent?.traceId ?? randomHex(16),
    spanId: randomHex(8),
    parentSpanId: parent?.spanId ?? null,
    flags: parent?.flags ?? '00',
  };
}

/** The `traceparent` header this hop sends to the services it calls. */
export function traceparentOf(trace: TraceContext): string {
  return `00-${trace.traceId}-${trace.spanId}-${trace.flags}`;
}

function parseTraceparent(header: string): { traceId: string; spanId: string; flags: string } | null {
  const match = TRACEPARENT.exec(header.trim());
  if (!match) return null;
  const [, version, traceId = '', spanId = '', flags = '', rest] = match;
  if (version === 'ff' || (version === '00' && rest !== undefined)) return null;
  if (/^0+$/.test(traceId) || /^0+$/.test(spanId)) return null;
  return { traceId, spanId, flags };
}
