import type { DeliveryPhase, DeliveryTimings } from '../../services/core/webhooks/delivery-timings.ts';
import { printTable } from './figures.ts';

/** Phases in the order a delivery meets them; `sync` ones run on the event loop, the others wait with others. */
const PHASES: readonly { phase: DeliveryPhase; sync: boolean }[] = [
  { phase: 'outbox read', sync: false },
  { phase: 'fan-out', sync: false },
  { phase: 'checkpoint', sync: false },
  { phase: 'pool wait', sync: false },
  { phase: 'secret', sync: true },
  { phase: 'body', sync: true },
  { phase: 'signing', sync: true },
  { phase: 'post', sync: false },
  { phase: 'store', sync: false },
  { phase: 'insert', sync: false },
];

/** The spans that the system under bench reports through its injected DeliveryTimings, summed per phase. */
export class DeliveryBreakdown implements DeliveryTimings {
  private readonly totals = new Map<DeliveryPhase, { spans: number; ms: number }>();

  add(phase: DeliveryPhase, ms: number): void {
    const total = this.totals.get(phase);
    if (total) {
      total.spans += 1;
      total.ms += ms;
    } else this.totals.set(phase, { spans: 1, ms });
  }

  /**
   * The table of where `deliveries` deliveries' time went: per phase its spans, their total and mean, and the total
   * divided by the deliveries. Spans that wait (the POST, the store) overlap with other deliveries', so their totals
   * exceed the wall time; the event-loop ones (secret, body, signing) add up to time this process spent on them.
   */
  print(deliveries: number, process: { wallMs: number; cpuMs: number; eventLoopUtilization: number }): void {
    const rows = [['phase', 'spans', 'total ms', 'mean ms/span', 'µs/delivery', '']];
    for (const { phase, sync } of PHASES) {
      const total = this.totals.get(phase);
      if (!total) continue;
      rows.push([
        phase,
        String(total.spans),
        total.ms.toFixed(0),
        (total.ms / total.spans).toFixed(3),
        ((total.ms * 1000) / deliveries).toFixed(1),
        sync ? 'event loop' : 'waits, overlapping',
      ]);
    }
    rows.push(
      ['wall time', '', process.wallMs.toFixed(0), '', ((process.wallMs * 1000) / deliveries).toFixed(1), ''],
      ['process CPU', '', process.cpuMs.toFixed(0), '', ((process.cpuMs * 1000) / deliveries).toFixed(1), ''],
    );
    printTable(rows);
    console.log(`event loop utilisation while fanning out: ${(process.eventLoopUtilization * 100).toFixed(0)}%`);
  }
}
