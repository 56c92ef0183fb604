import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { expect } from 'chai';
import { isAlive } from './process-registry.ts';

/**
 * A process that tracks a server-like group (a detached `sleep`) and, when `hostHandles`, stops it from its own
 * SIGINT handler after a moment of work of its own (as npm start stops the service, which still uses its servers,
 * before the servers). It prints what it saw.
 */
function hostProcess(hostHandles: boolean) {
  const code = `
    import { spawn } from 'node:child_process';
    import { isAlive, track } from './scripts/servers/process-registry.ts';
    const server = spawn('sleep', ['60'], { detached: true, stdio: 'ignore' });
    const stop = track({ name: 'sleeper', pid: server.pid, graceMs: 2000, terminate: 'group', log: () => {} });
    console.log('server ' + server.pid);
    if (${hostHandles}) {
      process.once('SIGINT', async () => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        console.log('alive while the host stops: ' + isAlive(server.pid));
        await stop();
        process.exit(0);
      });
    }
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: new URL('../../', import.meta.url),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const serverPid = async () => {
    while (!/server \d+/.test(output)) await once(child.stdout, 'data');
    return Number(/server (\d+)/.exec(output)![1]);
  };
  return { child, output: () => output, serverPid };
}

describe('tracked servers on a signal', function () {
  this.timeout(20_000);

  it('are left to a host that handles the signal, even when it comes again (npm and tsx pass Ctrl-C on), until the host stops them', async () => {
    const host = hostProcess(true);
    const server = await host.serverPid();
    const exited = once(host.child, 'exit');
    host.child.kill('SIGINT');
    host.child.kill('SIGINT');
    const [code] = await exited;
    expect(host.output()).to.include('alive while the host stops: true');
    expect(code).to.equal(0);
    expect(isAlive(server), 'the server stopped').to.equal(false);
  });

  it('are stopped by the registry when the host does not handle the signal, and the host then ends by it', async () => {
    const host = hostProcess(false);
    const server = await host.serverPid();
    const exited = once(host.child, 'exit');
    host.child.kill('SIGINT');
    const [, signal] = await exited;
    expect(signal).to.equal('SIGINT');
    expect(isAlive(server), 'the server stopped').to.equal(false);
  });
});
