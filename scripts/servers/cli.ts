import { startServers } from './index.ts';

/** `npm run servers`: starts the local servers with persistent data and keeps them up until Ctrl-C. */
async function main(): Promise<void> {
  const servers = await startServers({ mode: 'dev' });
  process.stdout.write(
    [
      `export MONGODB_URL=${servers.mongodbUrl}`,
      `export ELASTICSEARCH_URL=${servers.elasticsearchUrl}`,
      `export STRIPE_API_BASE=${servers.stripeApiBase}`,
      `export EMBEDDINGS_URL=${servers.embeddingsUrl}`,
      `export SMTP_URL=${servers.smtpUrl}`,
      `export MAILPIT_URL=${servers.mailpitUrl}`,
      '',
    ].join('\n'),
  );
  process.stderr.write('[servers] paste the lines above into another shell; press Ctrl-C to stop the servers\n');
  const keepAlive = setInterval(() => undefined, 1 << 30);
  const shutdown = (signal: NodeJS.Signals): void => {
    clearInterval(keepAlive);
    servers.stop().then(
      () => {
        process.stderr.write(`[servers] ${signal}: all servers stopped\n`);
        process.exit(0);
      },
      (error: Error) => {
        process.stderr.write(`[servers] stopping failed: ${error.message}\n`);
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, shutdown);
}

main().catch((error: Error) => {
  process.stderr.write(`[servers] ${error.message}\n`);
  process.exit(1);
});
