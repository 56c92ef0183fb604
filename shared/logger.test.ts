import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { expect } from 'chai';

/** A node process that runs `code` with the logger imported, and its standard output as it arrives. */
function loggingProcess(code: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', `import { createLogger } from './shared/logger.ts';\n${code}`],
    { cwd: new URL('../', import.meta.url), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const lines = () =>
    output
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string; name: string });
  return { child, lines };
}

describe('createLogger', () => {
  it('writes every line logged before the process exits, though the batch was not full', async () => {
    const { child, lines } = loggingProcess(`
      const logger = createLogger('info', 'exiting');
      for (let n = 1; n <= 3; n++) logger.info('line ' + n);
      process.exit(0);`);
    await once(child, 'exit');
    expect(lines().map((line) => line.msg)).to.deep.equal(['line 1', 'line 2', 'line 3']);
  });

  it('writes the line of a process that logs nothing more while it keeps running', async () => {
    const { child, lines } = loggingProcess(`
      createLogger('info', 'quiet').info('one line');
      setTimeout(() => {}, 60_000);`);
    try {
      while (lines().length === 0) await once(child.stdout, 'data');
      expect(child.exitCode, 'the process still runs').to.equal(null);
      expect(lines()).to.have.length(1);
      expect(lines()[0]).to.include({ msg: 'one line', name: 'quiet' });
    } finally {
      child.kill();
    }
  });

  it('writes nothing at all when silent', async () => {
    const { child, lines } = loggingProcess(`
      createLogger('silent', 'silent').error('never');
      process.exit(0);`);
    await once(child, 'exit');
    expect(lines()).to.deep.equal([]);
  });
});
