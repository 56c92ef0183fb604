import path from 'node:path';
import { cacheLayout, prepareCache } from './cache-dir.ts';
import { checkPrerequisites } from './prerequisites.ts';
import { provisionVenv, pythonVenvRequirements, type PythonVenv } from './python-venv.ts';
import type { Log } from './types.ts';

const schemathesisVenv: PythonVenv = {
  name: 'schemathesis',
  requirementsFile: path.join(import.meta.dirname, 'schemathesis-requirements.txt'),
};

/**
 * A Python venv with the pinned Schemathesis, created once beside the servers in the cache. Answers the venv's
 * python; run the CLI as `python -m schemathesis.cli`.
 */
export async function provisionSchemathesis(log: Log): Promise<string> {
  const cache = await prepareCache(cacheLayout());
  await checkPrerequisites(
    await pythonVenvRequirements(cache, schemathesisVenv, 'to run Schemathesis in the contract test'),
  );
  return provisionVenv(cache, schemathesisVenv, log);
}
