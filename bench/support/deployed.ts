import { buildServiceBundles, SERVICE_NODE_FLAGS } from '../../scripts/build/index.ts';
import { startServiceProcess, type ServiceProcess } from '../../test/support/service-process.ts';

export interface DeployedBackends {
  /** Starts a gateway process forwarding to the backends: its deployed node flags unless others are given. */
  startGateway(nodeFlags?: readonly string[]): Promise<ServiceProcess>;
  stop(): Promise<void>;
}

/** The docker-compose composition on the servers `env` names: core and catalog processes, each from its bundle with its deployed node flags. */
export async function startDeployedBackends(env: Record<string, string>): Promise<DeployedBackends> {
  const bundles = await buildServiceBundles();
  const core = await startServiceProcess({ entry: bundles.core, env, nodeFlags: [...SERVICE_NODE_FLAGS.core] });
  const catalog = await startServiceProcess({
    entry: bundles.catalog,
    env,
    nodeFlags: [...SERVICE_NODE_FLAGS.catalog],
  }).catch(async (error: unknown) => {
    await core.stop();
    throw error;
  });
  const gatewayEnv = { ...env, CORE_URL: core.url, CATALOG_URL: catalog.url };
  return {
    startGateway: (nodeFlags = SERVICE_NODE_FLAGS.gateway) =>
      startServiceProcess({
        entry: bundles.gateway,
        env: gatewayEnv,
        nodeFlags: [...nodeFlags],
        readyPath: '/v1/health',
      }),
    async stop() {
      await catalog.stop();
      await core.stop();
    },
  };
}

/** Runs `work` while sampling the process's resident memory every 250 ms; answers the work's result and the highest sample. */
export async function withPeakRss<T>(
  target: ServiceProcess,
  work: () => Promise<T>,
): Promise<{ result: T; peakRssBytes: number }> {
  let peakRssBytes = await target.rssBytes();
  const sampling = setInterval(() => {
    target.rssBytes().then(
      (bytes) => {
        peakRssBytes = Math.max(peakRssBytes, bytes);
      },
      () => undefined,
    );
  }, 250);
  try {
    return { result: await work(), peakRssBytes };
  } finally {
    clearInterval(sampling);
  }
}
