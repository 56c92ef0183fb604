import { expect } from 'chai';
import { ensureIndexes } from '../../services/indexes.ts';
import { startServiceProcess } from '../support/service-process.ts';
import { EXIT_WITHIN_MS, productionEnv, useThrowawayDatabase } from '../migrations/processes.ts';

describe('the core process: its health', function () {
  this.timeout(2 * EXIT_WITHIN_MS);
  const database = useThrowawayDatabase('test_core_health');

  it('regression: stays healthy while the embedding server is down, and reports it (a busy or absent one kept the core out of service, and every role behind it)', async () => {
    await ensureIndexes(database.mongo().db);
    const env = { ...productionEnv(database.name), EMBEDDINGS_URL: 'http://127.0.0.1:9/v1' };
    const core = await startServiceProcess({ entry: 'services/core/main.ts', env });
    try {
      const response = await fetch(`${core.url}/health`);
      const report = (await response.json()) as Record<string, unknown>;
      expect(response.status, JSON.stringify(report)).to.equal(200);
      expect(report).to.deep.include({ status: 'ok' });
      expect(report).to.have.nested.property('dependencies.mongodb.status', 'up');
      expect(report).to.have.nested.property('embeddings.status', 'down');
    } finally {
      await core.stop();
    }
  });
});
