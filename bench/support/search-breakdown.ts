import type { SearchPhase, SearchTimings } from '../../services/catalog/search/search-timings.ts';
import { ascending, percentile, printTable } from './figures.ts';

/** Phases in the order a search meets them, each with how far it is nested in the ones before it. */
const PHASES: readonly { phase: SearchPhase; depth: number }[] = [
  { phase: 'handler', depth: 0 },
  { phase: 'category alias', depth: 1 },
  { phase: 'input', depth: 1 },
  { phase: 'search', depth: 1 },
  { phase: 'meaning', depth: 2 },
  { phase: 'question vectors', depth: 3 },
  { phase: 'question cache', depth: 4 },
  { phase: 'question request', depth: 4 },
  { phase: 'question parse', depth: 4 },
  { phase: 'vocabulary reading', depth: 3 },
  { phase: 'body build', depth: 2 },
  { phase: 'elasticsearch', depth: 2 },
  { phase: 'elasticsearch took', depth: 3 },
  { phase: 'counts', depth: 2 },
  { phase: 'hit mapping', depth: 2 },
  { phase: 'passage request', depth: 0 },
];

/** The spans of one stretch of searches, and the CPU time this process (the whole system) spent meanwhile. */
export interface SpanSample {
  spans: Partial<Record<SearchPhase, number[]>>;
  cpuMs: number;
}

export interface PhaseFigures {
  spans: number;
  /** The phase's total divided by the searches (handler spans). */
  meanMsPerSearch: number;
  p99Ms: number;
}

export interface BreakdownFigures {
  searches: number;
  cpuMsPerSearch: number;
  phases: Partial<Record<SearchPhase, PhaseFigures>>;
}

/** The spans that the system under bench reports through its injected SearchTimings, taken stretch by stretch. */
export class SearchBreakdown implements SearchTimings {
  private spans = new Map<SearchPhase, number[]>();
  private cpuAt = process.cpuUsage();

  add(phase: SearchPhase, ms: number): void {
    const spans = this.spans.get(phase);
    if (spans) spans.push(ms);
    else this.spans.set(phase, [ms]);
  }

  /** The spans gathered since the last take (or since this was made), and starts gathering anew. */
  take(): SpanSample {
    const cpu = process.cpuUsage(this.cpuAt);
    const sample = { spans: Object.fromEntries(this.spans), cpuMs: (cpu.user + cpu.system) / 1000 };
    this.spans = new Map();
    this.cpuAt = process.cpuUsage();
    return sample;
  }
}

/** Several stretches of the same searches as one: per phase its spans, mean per search and p99. */
export function breakdownFigures(samples: readonly SpanSample[]): BreakdownFigures {
  const all = (phase: SearchPhase) => samples.flatMap((sample) => sample.spans[phase] ?? []);
  const searches = all('handler').length;
  const phases: Partial<Record<SearchPhase, PhaseFigures>> = {};
  for (const { phase } of PHASES) {
    const spans = all(phase);
    if (spans.length === 0) continue;
    phases[phase] = {
      spans: spans.length,
      meanMsPerSearch: spans.reduce((sum, ms) => sum + ms, 0) / Math.max(searches, 1),
      p99Ms: percentile(ascending(spans), 99),
    };
  }
  const cpuMs = samples.reduce((sum, sample) => sum + sample.cpuMs, 0);
  return { searches, cpuMsPerSearch: cpuMs / Math.max(searches, 1), phases };
}

/**
 * Where the searches of each variant spent their time: per phase (indented under the one it is part of) the mean per
 * search and the p99 of its spans; then this process's CPU per search (the whole system but the servers).
 */
export function printBreakdown(title: string, variants: Record<string, BreakdownFigures>): void {
  const entries = Object.entries(variants);
  console.log(`\n${title}`);
  const header = ['phase', ...entries.flatMap(([name]) => [`${name} ms/search`, 'p99 ms', 'spans'])];
  const rows = PHASES.flatMap(({ phase, depth }) => {
    if (entries.every(([, figures]) => !figures.phases[phase])) return [];
    return [
      [
        `${'  '.repeat(depth)}${phase}`,
        ...entries.flatMap(([, figures]) => {
          const found = figures.phases[phase];
          return found
            ? [found.meanMsPerSearch.toFixed(2), found.p99Ms.toFixed(1), String(found.spans)]
            : ['-', '-', '0'];
        }),
      ],
    ];
  });
  const cpu = ['process CPU', ...entries.flatMap(([, figures]) => [figures.cpuMsPerSearch.toFixed(2), '', ''])];
  printTable([header, ...rows, cpu]);
}
