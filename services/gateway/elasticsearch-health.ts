import { request } from 'undici';

/**
 * Whether Elasticsearch answers its cluster health, for the gateway process's readiness: one GET, so that the
 * gateway, which has no other use for Elasticsearch, does not load its client library (about 18 MiB resident).
 * Credentials in the URL are sent as basic authentication, as the client would.
 */
export async function elasticsearchHealth(url: string): Promise<void> {
  const target = new URL('_cluster/health', url.endsWith('/') ? url : `${url}/`);
  const credentials = target.username
    ? `${decodeURIComponent(target.username)}:${decodeURIComponent(target.password)}`
    : null;
  target.username = '';
  target.password = '';
  const response = await request(target, {
    headers: credentials ? { authorization: `Basic ${Buffer.from(credentials).toString('base64')}` } : {},
  });
  await response.body.dump();
  if (response.statusCode !== 200)
    throw new Error(`Elasticsearch answered ${response.statusCode} to its cluster health`);
}
