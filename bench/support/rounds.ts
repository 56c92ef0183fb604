import type { ServiceProcess } from '../../test/support/service-process.ts';
import { withPeakRss } from './deployed.ts';
import { ascending, percentile } from './figures.ts';
import { measure, type LoadOptions, type LoadResult } from './load.ts';
import { processCpuSeconds } from './process-cpu.ts';

/** A running process measured in rounds, under its name in the report. */
export interface RoundTarget {
  name: string;
  process: ServiceProcess;
}

export interface Round {
  result: LoadResult;
  /** The process's user and system CPU time during the round, warm-up included. */
  cpuMs: number;
  /** The ratio of this round's rate to the baseline's in the same round. */
  ofBaseline: number;
}

export interface TargetRounds {
  name: string;
  rounds: Round[];
  medianRequestsPerSecond: number;
  medianP99Ms: number;
  /**
   * CPU time per answered request over every round: the warm-ups' requests are not counted but their CPU is, so an
   * upper bound.
   */
  cpuMicrosPerRequest: number;
  rssBytes: number;
  peakRssBytes: number;
}

/**
 * Measures every target in each of `rounds` rounds, one after the other, starting each round one target further on,
 * so that none always runs first or right after another: a machine whose speed drifts during the run moves every
 * target alike, and the medians and each round's ratio to the baseline (the first target) show how much it drifted.
 */
export async function measureInRounds(
  targets: readonly RoundTarget[],
  path: string,
  load: LoadOptions,
  rounds: number,
): Promise<TargetRounds[]> {
  const measured = targets.map(() => ({ rounds: [] as Omit<Round, 'ofBaseline'>[], peakRssBytes: 0 }));
  for (let round = 0; round < rounds; round += 1) {
    for (let step = 0; step < targets.length; step += 1) {
      const index = (round + step) % targets.length;
      const target = targets[index]!.process;
      const cpuBefore = await processCpuSeconds(target.pid);
      const { result, peakRssBytes } = await withPeakRss(target, () => measure(target.url + path, load));
      measured[index]!.rounds.push({ result, cpuMs: ((await processCpuSeconds(target.pid)) - cpuBefore) * 1000 });
      measured[index]!.peakRssBytes = Math.max(measured[index]!.peakRssBytes, peakRssBytes);
    }
  }
  const baseline = measured[0]!.rounds;
  return Promise.all(
    targets.map(async ({ name, process: target }, index) => {
      const { rounds: own, peakRssBytes } = measured[index]!;
      const requests = own.reduce((sum, { result }) => sum + result.requestsPerSecond * load.durationSeconds, 0);
      const cpuMs = own.reduce((sum, { cpuMs }) => sum + cpuMs, 0);
      return {
        name,
        rounds: own.map((round, at) => ({
          ...round,
          ofBaseline: round.result.requestsPerSecond / baseline[at]!.result.requestsPerSecond,
        })),
        medianRequestsPerSecond: median(own.map(({ result }) => result.requestsPerSecond)),
        medianP99Ms: median(own.map(({ result }) => result.p99Ms)),
        cpuMicrosPerRequest: requests > 0 ? (cpuMs * 1000) / requests : Number.NaN,
        rssBytes: await target.rssBytes(),
        peakRssBytes,
      };
    }),
  );
}

function median(values: readonly number[]): number {
  return percentile(ascending(values), 50);
}
