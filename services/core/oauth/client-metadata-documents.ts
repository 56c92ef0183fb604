import { createHash } from 'node:crypto';
import { Agent, request } from 'undici';
import type { Clock } from '../../../shared/clock.ts';
import type { TargetPolicy } from '../../../shared/fetching/target-policy.ts';
import { redirectUriProblem } from './redirect-uris.ts';
import { catalogScopes } from './scopes.ts';
import type { OAuthClientRecord } from './types.ts';

const TIMEOUT_MS = 5_000;
const MAX_BYTES = 16 * 1024;
const CACHED_MS = 5 * 60_000;
const CACHED_FAILURE_MS = 30_000;
const CACHED_ENTRIES = 1_000;

export interface ClientMetadataDocumentsDeps {
  /** The webhooks' SSRF guard: private, loopback and link-local targets refused unless allow-listed. */
  targets: TargetPolicy;
  /** Production accepts only https client ids; development and test also http on allow-listed hosts. */
  requireHttps: boolean;
  clock: Clock;
}

/**
 * Clients identified by the https URL of their metadata document (MCP's Client ID Metadata Documents), fetched
 * with undici through the webhooks' target policy, at most 16 KiB within 5 seconds, and kept 5 minutes.
 */
export class ClientMetadataDocuments {
  private readonly cache = new Map<string, { record: OAuthClientRecord | null; until: number }>();
  private agent: Agent | undefined;

  constructor(private readonly deps: ClientMetadataDocumentsDeps) {}

  /** Whether a client id is a metadata document URL: an https URL with a path (http too outside production). */
  isDocumentUrl(clientId: string): boolean {
    if (!URL.canParse(clientId) || clientId.includes('#')) return false;
    const url = new URL(clientId);
    const scheme = url.protocol === 'https:' || (!this.deps.requireHttps && url.protocol === 'http:');
    return scheme && url.pathname !== '/' && !url.username && !url.password;
  }

  /** The client the document at `url` describes; null when it cannot be fetched or does not describe itself. */
  async resolve(url: string): Promise<OAuthClientRecord | null> {
    const now = this.deps.clock.now().getTime();
    const cached = this.cache.get(url);
    if (cached && cached.until > now) return cached.record;
    const record = await this.fetchRecord(url).catch(() => null);
    if (this.cache.size >= CACHED_ENTRIES) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(url, { record, until: now + (record ? CACHED_MS : CACHED_FAILURE_MS) });
    return record;
  }

  private async fetchRecord(url: string): Promise<OAuthClientRecord | null> {
    await this.deps.targets.check(url);
    this.agent ??= new Agent({
      connect: { lookup: this.deps.targets.guardedLookup, timeout: TIMEOUT_MS },
      headersTimeout: TIMEOUT_MS,
      bodyTimeout: TIMEOUT_MS,
    });
    const response = await request(url, {
      dispatcher: this.agent,
      headers: { accept: 'application/json', 'user-agent': 'marketplace-oauth/1' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.statusCode !== 200) {
      await response.body.dump();
      return null;
    }
    return clientOfDocument(url, JSON.parse(await readLimited(response.body)));
  }
}

async function readLimited(body: AsyncIterable<Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > MAX_BYTES) throw new Error('client metadata document too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The client a metadata document describes, if it names itself and only allowed redirect URIs. */
export function clientOfDocument(url: string, document: unknown): OAuthClientRecord | null {
  if (typeof document !== 'object' || document === null) return null;
  const fields = document as Record<string, unknown>;
  const redirectUris = fields.redirect_uris;
  if (fields.client_id !== url || !Array.isArray(redirectUris) || redirectUris.length === 0) return null;
  if (!redirectUris.every((uri) => typeof uri === 'string' && redirectUriProblem(uri) === null)) return null;
  if (fields.token_endpoint_auth_method !== undefined && fields.token_endpoint_auth_method !== 'none') return null;
  const scopes = typeof fields.scope === 'string' ? catalogScopes(fields.scope) : null;
  return {
    key: documentClientKey(url),
    clientId: url,
    redirectUris: redirectUris as string[],
    name: optionalText(fields.client_name),
    uri: optionalUrl(fields.client_uri),
    logoUri: optionalUrl(fields.logo_uri),
    scopes,
    grantTypes: ['authorization_code', 'refresh_token'],
    tokenEndpointAuthMethod: 'none',
    secretHash: null,
  };
}

/** A path-safe id for a client known by its document URL, the same on every process. */
export function documentClientKey(url: string): string {
  return `ocl_${createHash('sha256').update(url).digest('hex').slice(0, 26)}`;
}

function optionalText(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= 2048 ? value : null;
}

function optionalUrl(value: unknown): string | null {
  const text = optionalText(value);
  return text !== null && URL.canParse(text) ? text : null;
}
