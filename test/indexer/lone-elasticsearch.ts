import { cacheLayout, prepareCache } from '../../scripts/servers/cache-dir.ts';
import { startElasticsearch, type ElasticsearchPorts } from '../../scripts/servers/elasticsearch.ts';
import { freePort } from '../../scripts/servers/free-port.ts';
import { createRunDir, type RunDir } from '../../scripts/servers/run-dirs.ts';
import type { ServerContext, StartedServer } from '../../scripts/servers/types.ts';

/**
 * An Elasticsearch of a test's own, which it may stop and restart: the same data directory and the same
 * ports every time, so clients keep their address and the index survives. The shared cluster of the root
 * hooks is never touched.
 */
export class LoneElasticsearch {
  private server: StartedServer | null = null;

  private constructor(
    private readonly context: ServerContext,
    private readonly runDir: RunDir,
    private readonly ports: ElasticsearchPorts,
  ) {}

  static async start(): Promise<LoneElasticsearch> {
    const cache = await prepareCache(cacheLayout());
    const log = (): void => {};
    const runDir = await createRunDir(cache, 'test', log);
    const lone = new LoneElasticsearch({ cache, runDir: runDir.path, log }, runDir, {
      http: await freePort(),
      transport: await freePort(),
    });
    try {
      await lone.restart();
    } catch (error) {
      await runDir.release();
      throw error;
    }
    return lone;
  }

  get url(): string {
    return `http://127.0.0.1:${this.ports.http}`;
  }

  /** Shuts Elasticsearch down (SIGTERM) and waits until its process has ended. */
  async stop(): Promise<void> {
    await this.server?.stop();
    this.server = null;
  }

  /** Starts it again on the same data and ports; resolves once the cluster is yellow. */
  async restart(): Promise<void> {
    if (this.server) throw new Error('this Elasticsearch is running; stop it first');
    this.server = await startElasticsearch(this.context, this.ports);
  }

  /** Stops it and deletes its data. */
  async dispose(): Promise<void> {
    await this.stop();
    await this.runDir.release();
  }
}
