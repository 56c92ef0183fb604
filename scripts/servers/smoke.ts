import { MongoClient } from 'mongodb';
import { startServers } from './index.ts';

/** `tsx scripts/servers/smoke.ts`: starts the servers in 'test' mode, checks that each answers, stops them. */
async function main(): Promise<void> {
  const started = Date.now();
  const servers = await startServers({ mode: 'test' });
  const ready = Date.now();
  try {
    const mongo = new MongoClient(servers.mongodbUrl);
    try {
      await mongo.connect();
      report('mongodb ping', await mongo.db('admin').command({ ping: 1 }));
    } finally {
      await mongo.close();
    }
    const health = (await (await fetch(`${servers.elasticsearchUrl}/_cluster/health`)).json()) as { status: string };
    report('elasticsearch health', health.status);
    const customers = await fetch(`${servers.stripeApiBase}/v1/customers`, {
      headers: { Authorization: 'Bearer sk_test_123' },
    });
    report('stripe-mock /v1/customers', customers.status);
  } finally {
    await servers.stop();
  }
  const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
  const done = Date.now();
  process.stderr.write(`[smoke] ready after ${seconds(ready - started)}, checked and stopped in ${seconds(done - ready)}\n`);
}

function report(what: string, value: unknown): void {
  process.stderr.write(`[smoke] ${what}: ${JSON.stringify(value)}\n`);
}

main().catch((error: Error) => {
  process.stderr.write(`[smoke] ${error.message}\n`);
  process.exit(1);
});
