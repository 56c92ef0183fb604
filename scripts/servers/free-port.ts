import net from 'node:net';

const handedOut = new Set<number>();

/** A TCP port on 127.0.0.1 that was free a moment ago and that this process has not handed out before. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await bindAndRelease();
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}

function bindAndRelease(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : undefined;
      server.close(() => (port ? resolve(port) : reject(new Error('could not read the bound port'))));
    });
  });
}
