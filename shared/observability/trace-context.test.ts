import { expect } from 'chai';
import { continueTrace, traceparentOf } from './trace-context.ts';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT_ID = '00f067aa0ba902b7';

describe('W3C trace context', () => {
  it('continues the trace of a valid traceparent with a span of its own', () => {
    const trace = continueTrace(`00-${TRACE_ID}-${PARENT_ID}-01`);
    expect(trace).to.deep.include({ traceId: TRACE_ID, parentSpanId: PARENT_ID, flags: '01' });
    expect(trace.spanId)
      .to.match(/^[0-9a-f]{16}$/)
      .and.not.equal(PARENT_ID);
    expect(traceparentOf(trace)).to.equal(`00-${TRACE_ID}-${trace.spanId}-01`);
  });

  it('begins a trace when the header is absent or malformed', () => {
    for (const header of [
      undefined,
      'garbage',
      `00-${'0'.repeat(32)}-${PARENT_ID}-01`,
      `00-${TRACE_ID}-${'0'.repeat(16)}-01`,
      `ff-${TRACE_ID}-${PARENT_ID}-01`,
      `00-${TRACE_ID.toUpperCase()}-${PARENT_ID}-01`,
      `00-${TRACE_ID}-${PARENT_ID}-01-extra`,
    ]) {
      const trace = continueTrace(header);
      expect(trace.parentSpanId, String(header)).to.equal(null);
      expect(trace.traceId, String(header))
        .to.match(/^[0-9a-f]{32}$/)
        .and.not.equal(TRACE_ID);
    }
  });

  it('accepts a later version with more fields, as the spec asks', () => {
    expect(continueTrace(`01-${TRACE_ID}-${PARENT_ID}-01-more`).traceId).to.equal(TRACE_ID);
  });
});
