import autocannon from 'autocannon';
import type { LoadJob, LoadRequest, LoadResult } from './load.ts';
import { pacedLoad, percentile } from './paced-load.ts';

/** The load generator's own process (forked by measure() in load.ts): takes one job over IPC, answers its figures, exits. */
process.once('message', (job: LoadJob) => {
  run(job).then(
    (result) => process.send!(result, () => process.disconnect()),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});

async function run({ url, options, requests }: LoadJob): Promise<LoadResult> {
  let flagged = 0;
  const flag = () => {
    flagged += 1;
  };
  const common = {
    url,
    pipelining: options.pipelining,
    ...(requests ? { requests: requests.map((request) => toAutocannon(request, flag)) } : {}),
  };
  if (options.overallRate) {
    const pacing = { rate: options.overallRate, connections: options.connections };
    await pacedLoad(common, { ...pacing, durationSeconds: options.warmupSeconds });
    flagged = 0;
    const paced = await pacedLoad(common, { ...pacing, durationSeconds: options.durationSeconds });
    return {
      requestsPerSecond: paced.requestsPerSecond,
      p50Ms: percentile(paced.latenciesMs, 50),
      p99Ms: percentile(paced.latenciesMs, 99),
      failures: paced.failures,
      flagged,
    };
  }
  await autocannon({ ...common, connections: options.connections, duration: options.warmupSeconds });
  flagged = 0;
  const result = await autocannon({ ...common, connections: options.connections, duration: options.durationSeconds });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.errors + result.non2xx,
    flagged,
  };
}

function toAutocannon({ nowMark, flagText, ...request }: LoadRequest, flag: () => void): autocannon.Request {
  return {
    ...request,
    ...(nowMark === undefined
      ? {}
      : {
          setupRequest: (sent: autocannon.Request) => ({
            ...sent,
            body: String(request.body).replace(nowMark, new Date().toISOString()),
          }),
        }),
    ...(flagText === undefined
      ? {}
      : {
          onResponse: (_status: number, body: string) => {
            if (body.includes(flagText)) flag();
          },
        }),
  };
}
