import { createServer } from 'node:http';

/**
 * The loopback receiver of `npm run bench:webhooks`, in a process of its own (forked with an IPC channel) so that
 * receiving does not compete with the dispatcher for its event loop. It answers 200 at once, counts deliveries by
 * path and, for bodies whose payload carries `appendedAt` (ms since the epoch), the time from the event's append to
 * the receipt. The parent polls 'counts' (answered `{ counts }`, cheap, so that polling takes little from the two
 * cores the system runs on), asks 'latencies' once at the end (answered `{ latenciesMs }`, sorted) and sends 'stop'.
 */
const counts: Record<string, number> = {};
const latenciesMs: number[] = [];

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const receivedAt = Date.now();
    const path = request.url ?? '/';
    counts[path] = (counts[path] ?? 0) + 1;
    const appendedAt = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { payload?: { appendedAt?: number } })
      .payload?.appendedAt;
    if (typeof appendedAt === 'number') latenciesMs.push(receivedAt - appendedAt);
    response.writeHead(200).end();
  });
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the receiver has no port');
  process.send?.({ url: `http://127.0.0.1:${address.port}` });
});

process.on('message', (message) => {
  if (message === 'counts') process.send?.({ counts });
  if (message === 'latencies') process.send?.({ latenciesMs: [...latenciesMs].sort((a, b) => a - b) });
  if (message === 'stop') server.close(() => process.exit(0));
});
