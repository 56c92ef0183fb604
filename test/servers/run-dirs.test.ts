import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { cacheLayout, prepareCache } from '../../scripts/servers/cache-dir.ts';
import { createRunDir } from '../../scripts/servers/run-dirs.ts';
import { needs } from '../support/needs.ts';

needs(import.meta.url, []);

describe('local servers: where a run keeps its data', () => {
  let root: string;

  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'run-dirs-'));
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("starts every demo from nothing: what the last demo's visitors wrote is gone, the persistent data untouched", async () => {
    const cache = await prepareCache(cacheLayout(root));
    await mkdir(path.join(cache.demo, 'ferretdb'), { recursive: true });
    await writeFile(path.join(cache.demo, 'ferretdb', 'written-by-a-visitor'), 'x');
    await writeFile(path.join(cache.data, 'own-data'), 'kept');

    const demo = await createRunDir(cache, 'demo', () => undefined);
    expect(demo.path).to.equal(cache.demo);
    expect(await readdir(demo.path)).to.deep.equal([]);
    expect((await stat(demo.path)).mode & 0o777).to.equal(0o755);

    const own = await createRunDir(cache, 'dev', () => undefined);
    expect(await readdir(own.path)).to.include('own-data');
  });
});
