import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { LISTINGS_ALIAS } from './listings-index/document.ts';
import { parseRedirectOrigins, parseSocialProviders, type SignInConfig } from './sign-in-config.ts';
import { parseTrustedProxies } from './trusted-proxies.ts';

export type Environment = 'development' | 'test' | 'production';

/** An OpenAI-compatible embeddings API (`POST <url>/embeddings`) and the input conventions of its model. */
export interface EmbeddingsConfig {
  /** The API's base URL, e.g. `https://api.openai.com/v1`; null: no embeddings (search is keyword-only). */
  url: string | null;
  model: string;
  /** Sent as a bearer token, and nowhere else (never logged). */
  apiKey: string | null;
  /** Put before each question and each listing text by our client (e5: `query: ` and `passage: `); may be empty. */
  queryPrefix: string;
  passagePrefix: string;
  /** The length of the model's vectors; an answer of another length is refused. */
  dimensions: number;
  /** For one request of questions (a search waits for it), and for one batch of listing texts. */
  queryTimeoutMs: number;
  passageTimeoutMs: number;
  /** The most texts sent in one request. */
  batchSize: number;
  /** How many question vectors are kept in memory (least recently used go first); 0: none. */
  queryCacheSize: number;
  /** How search ranks by meaning with this model (services/catalog/search/semantic-clause.ts). */
  ranking: SemanticRanking;
}

/** The most a listing's meaning may add to its score: with the words' capped score it stays below a tier step. */
export const MAX_SEMANTIC_WEIGHT = 480;

/** Both depend on the model: where its cosines of related and of unrelated texts lie. */
export interface SemanticRanking {
  /** The most a listing's meaning adds to its words' score (cosine scaled to 0..1, times this). */
  weight: number;
  /** The least cosine similarity a listing needs to match by meaning alone. */
  minSimilarity: number;
}

export interface Config {
  env: Environment;
  host: string;
  port: number;
  publicBaseUrl: string | null;
  /** Addresses and CIDR blocks of the proxies whose X-Forwarded-For the gateway believes (none by default). */
  trustedProxies: string[];
  /** The gateway process's ops port (GET /metrics, GET /health) apart from its public one; null: none. */
  metricsPort: number | null;
  mongodbUrl: string;
  mongodbDatabase: string;
  elasticsearchUrl: string;
  /** The alias search reads and the indexer writes (`LISTINGS_INDEX_ALIAS`); a test system gets one of its own. */
  listingsAlias: string;
  coreUrl: string | null;
  catalogUrl: string | null;
  serviceToken: string | null;
  /** One more token the core and catalog accept while SERVICE_TOKEN is rotated (docs/deployment.md); never sent. */
  previousServiceToken: string | null;
  /** The concierge's language model (an OpenAI-compatible API); without `modelUrl` answers are retrieval summaries. */
  concierge: { modelUrl: string | null; model: string; modelApiKey: string | null; modelTimeoutMs: number };
  embeddings: EmbeddingsConfig;
  jwtSecret: string;
  /** The secret before AUTH_JWT_SECRET was rotated: session tokens it signed still verify; never used to sign. */
  previousJwtSecret: string | null;
  sessionTtlSeconds: number;
  bcryptRounds: number;
  bodyLimitBytes: number;
  /** How long the gateway waits for a request body it reads itself (JSON, form, raw, MCP) before answering 408. */
  bodyTimeoutMs: number;
  logLevel: string;
  loginThrottle: { maxFailures: number; windowSeconds: number };
  idempotencyTtlSeconds: number;
  intake: {
    /** The most bytes a structured feed may have (it is streamed, so this bounds time and traffic, not memory). */
    feedMaxBytes: number;
    /** The most items of a feed that are imported or synced (the rest are reported). */
    feedMaxItems: number;
    /** How long one upload through an upload link may take to send its body (a slower one is refused, 408). */
    uploadTimeoutMs: number;
  };
  /** Key for secrets the service must read back (webhook signing secrets), encrypted at rest with it. */
  dataEncryptionKey: string;
  /** The key before DATA_ENCRYPTION_KEY was rotated: what it sealed still opens until `npm run reencrypt`; never seals. */
  previousDataEncryptionKey: string | null;
  payments: {
    processor: 'sandbox' | 'stripe';
    stripeSecretKey: string | null;
    stripeApiBase: string | null;
    /** The signing secret of the Stripe webhook endpoint (`whsec_...`); without it Stripe events are refused. */
    stripeWebhookSecret: string | null;
  };
  webhooks: { allowedPrivateHosts: string[]; timeoutMs: number };
  claims: { timeZone: string; holidays: string[] };
  mail: { smtpUrl: string | null; from: string };
  signIn: SignInConfig;
  /** Rate limits of DSA notices (per client address and per notifier) and of feedback (per account), in one window. */
  moderation: {
    reportsPerClient: number;
    reportsPerNotifier: number;
    feedbackPerAccount: number;
    windowSeconds: number;
  };
  /** Domain verification: where proofs are looked up, how often verified domains are re-checked, and the limits. */
  domains: {
    /** The DNS servers of the proof lookups (`ip` or `ip:port`); empty: the system's. */
    dnsServers: string[];
    /** How the well-known file is fetched: https (always in production) on the scheme's port, unless a port is given. */
    wellKnownScheme: 'https' | 'http';
    wellKnownPort: number | null;
    /** For each lookup or fetch of a proof. */
    checkTimeoutMs: number;
    recheckIntervalSeconds: number;
    claimsPerAccountPerDay: number;
    checksPerDomainPerHour: number;
  };
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

/** Reads the configuration once from the environment; an invalid value stops the process with a message naming it. */
export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const problems: string[] = [];
  const read = new EnvReader(env, problems);
  const mode = read.oneOf('NODE_ENV', ['development', 'test', 'production'], 'development');
  const config: Config = {
    env: mode,
    host: read.string('HOST', '127.0.0.1'),
    port: read.integer('PORT', 8080, 0, 65535),
    publicBaseUrl: read.optionalUrl('PUBLIC_BASE_URL'),
    trustedProxies: parseTrustedProxies(read.list('TRUSTED_PROXIES'), problems),
    metricsPort: env.METRICS_PORT ? read.integer('METRICS_PORT', 0, 0, 65535) : null,
    mongodbUrl: read.string('MONGODB_URL', ''),
    mongodbDatabase: read.string('MONGODB_DATABASE', 'marketplace'),
    elasticsearchUrl: read.string('ELASTICSEARCH_URL', ''),
    listingsAlias: read.string('LISTINGS_INDEX_ALIAS', LISTINGS_ALIAS),
    coreUrl: read.optionalUrl('CORE_URL'),
    catalogUrl: read.optionalUrl('CATALOG_URL'),
    serviceToken: env.SERVICE_TOKEN || null,
    previousServiceToken: env.SERVICE_TOKEN_PREVIOUS || null,
    jwtSecret: env.AUTH_JWT_SECRET || '',
    previousJwtSecret: env.AUTH_JWT_SECRET_PREVIOUS || null,
    sessionTtlSeconds: read.integer('SESSION_TTL_SECONDS', 30 * 24 * 3600, 60, 365 * 24 * 3600),
    bcryptRounds: read.integer('BCRYPT_ROUNDS', 12, 4, 15),
    bodyLimitBytes: read.integer('BODY_LIMIT_BYTES', 1024 * 1024, 1024, 64 * 1024 * 1024),
    bodyTimeoutMs: read.integer('BODY_TIMEOUT_MS', 30_000, 1000, 300_000),
    logLevel: read.oneOf('LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
    loginThrottle: {
      maxFailures: read.integer('LOGIN_MAX_FAILURES', 5, 1, 1000),
      windowSeconds: read.integer('LOGIN_WINDOW_SECONDS', 900, 1, 86400),
    },
    idempotencyTtlSeconds: read.integer('IDEMPOTENCY_TTL_SECONDS', 24 * 3600, 24 * 3600, 30 * 24 * 3600),
    intake: {
      feedMaxBytes: read.integer('INTAKE_FEED_MAX_BYTES', 100 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
      feedMaxItems: read.integer('INTAKE_FEED_MAX_ITEMS', 1000, 1, 100_000),
      uploadTimeoutMs: read.integer('INTAKE_UPLOAD_TIMEOUT_MS', 120_000, 1000, 3_600_000),
    },
    dataEncryptionKey: env.DATA_ENCRYPTION_KEY || '',
    previousDataEncryptionKey: env.DATA_ENCRYPTION_KEY_PREVIOUS || null,
    payments: {
      processor: env.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox',
      stripeSecretKey: env.STRIPE_SECRET_KEY || null,
      stripeApiBase: read.optionalUrl('STRIPE_API_BASE'),
      stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
    },
    webhooks: {
      allowedPrivateHosts: read.list('WEBHOOK_ALLOWED_PRIVATE_HOSTS'),
      timeoutMs: read.integer('WEBHOOK_TIMEOUT_MS', 5000, 100, 30_000),
    },
    claims: {
      timeZone: read.string('CLAIMS_TIME_ZONE', 'Europe/Berlin'),
      holidays: read.list('CLAIMS_HOLIDAYS'),
    },
    concierge: {
      modelUrl: read.optionalUrl('CONCIERGE_MODEL_URL'),
      model: read.string('CONCIERGE_MODEL', 'gpt-4o-mini'),
      modelApiKey: env.CONCIERGE_MODEL_API_KEY || null,
      modelTimeoutMs: read.integer('CONCIERGE_MODEL_TIMEOUT_MS', 20_000, 1000, 120_000),
    },
    embeddings: {
      url: read.optionalUrl('EMBEDDINGS_URL'),
      model: read.string('EMBEDDINGS_MODEL', 'multilingual-e5-small-q4'),
      apiKey: env.EMBEDDINGS_API_KEY || null,
      queryPrefix: read.text('EMBEDDINGS_QUERY_PREFIX', 'query: '),
      passagePrefix: read.text('EMBEDDINGS_PASSAGE_PREFIX', 'passage: '),
      dimensions: read.integer('EMBEDDINGS_DIMENSIONS', 384, 1, 4096),
      queryTimeoutMs: read.integer('EMBEDDINGS_QUERY_TIMEOUT_MS', 2000, 100, 60_000),
      passageTimeoutMs: read.integer('EMBEDDINGS_PASSAGE_TIMEOUT_MS', 30_000, 1000, 600_000),
      batchSize: read.integer('EMBEDDINGS_BATCH_SIZE', 32, 1, 2048),
      queryCacheSize: read.integer('EMBEDDINGS_QUERY_CACHE_SIZE', 4096, 0, 1_000_000),
      ranking: {
        weight: read.integer('EMBEDDINGS_SEARCH_WEIGHT', 400, 0, MAX_SEMANTIC_WEIGHT),
        minSimilarity: read.fraction('EMBEDDINGS_SEARCH_MIN_SIMILARITY', 0.78),
      },
    },
    mail: { smtpUrl: read.optionalUrl('SMTP_URL'), from: read.string('MAIL_FROM', 'Marketplace <no-reply@localhost>') },
    signIn: {
      redirectOrigins: parseRedirectOrigins(read.list('SIGN_IN_REDIRECT_ORIGINS'), problems),
      magicLinks: {
        maxPerAddress: read.integer('MAGIC_LINK_MAX_PER_ADDRESS', 5, 1, 1000),
        maxPerClient: read.integer('MAGIC_LINK_MAX_PER_CLIENT', 20, 1, 100_000),
        windowSeconds: read.integer('MAGIC_LINK_WINDOW_SECONDS', 900, 60, 86400),
      },
      socialProviders: parseSocialProviders(env.SOCIAL_PROVIDERS, problems),
    },
    moderation: {
      reportsPerClient: read.integer('REPORTS_MAX_PER_CLIENT', 10, 1, 100_000),
      reportsPerNotifier: read.integer('REPORTS_MAX_PER_NOTIFIER', 5, 1, 10_000),
      feedbackPerAccount: read.integer('FEEDBACK_MAX_PER_ACCOUNT', 20, 1, 10_000),
      windowSeconds: read.integer('MODERATION_LIMIT_WINDOW_SECONDS', 3600, 60, 86400),
    },
    domains: {
      dnsServers: read.list('DOMAIN_DNS_SERVERS'),
      wellKnownScheme: read.oneOf('DOMAIN_WELL_KNOWN_SCHEME', ['https', 'http'], 'https'),
      wellKnownPort: env.DOMAIN_WELL_KNOWN_PORT ? read.integer('DOMAIN_WELL_KNOWN_PORT', 443, 1, 65535) : null,
      checkTimeoutMs: read.integer('DOMAIN_CHECK_TIMEOUT_MS', 5000, 100, 30_000),
      recheckIntervalSeconds: read.integer('DOMAIN_RECHECK_INTERVAL_SECONDS', 86400, 300, 30 * 86400),
      claimsPerAccountPerDay: read.integer('DOMAIN_CLAIMS_MAX_PER_DAY', 20, 1, 10_000),
      checksPerDomainPerHour: read.integer('DOMAIN_CHECKS_MAX_PER_HOUR', 10, 1, 1000),
    },
    ...overrides,
  };
  if (!config.jwtSecret) {
    if (config.env === 'production') problems.push('AUTH_JWT_SECRET must be set in production');
    config.jwtSecret = randomBytes(32).toString('hex');
  } else if (config.jwtSecret.length < 32) {
    problems.push('AUTH_JWT_SECRET must be at least 32 characters');
  }
  if (config.previousJwtSecret !== null && config.previousJwtSecret.length < 32)
    problems.push('AUTH_JWT_SECRET_PREVIOUS must be at least 32 characters');
  else if (config.previousJwtSecret !== null && config.previousJwtSecret === config.jwtSecret)
    problems.push('AUTH_JWT_SECRET_PREVIOUS must differ from AUTH_JWT_SECRET');
  if (!config.dataEncryptionKey) {
    if (config.env === 'production') problems.push('DATA_ENCRYPTION_KEY must be set in production');
    config.dataEncryptionKey = randomBytes(32).toString('hex');
  } else if (config.dataEncryptionKey.length < 32) {
    problems.push('DATA_ENCRYPTION_KEY must be at least 32 characters');
  }
  if (config.previousDataEncryptionKey !== null && config.previousDataEncryptionKey.length < 32)
    problems.push('DATA_ENCRYPTION_KEY_PREVIOUS must be at least 32 characters');
  else if (config.previousDataEncryptionKey !== null && config.previousDataEncryptionKey === config.dataEncryptionKey)
    problems.push('DATA_ENCRYPTION_KEY_PREVIOUS must differ from DATA_ENCRYPTION_KEY');
  if (!isTimeZone(config.claims.timeZone))
    problems.push(`CLAIMS_TIME_ZONE must be an IANA time zone, got "${config.claims.timeZone}"`);
  for (const day of config.claims.holidays) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) problems.push(`CLAIMS_HOLIDAYS must list dates as YYYY-MM-DD, got "${day}"`);
  }
  if (config.payments.stripeWebhookSecret && !config.payments.stripeWebhookSecret.startsWith('whsec_')) {
    problems.push('STRIPE_WEBHOOK_SECRET must be the signing secret Stripe shows for the webhook endpoint (whsec_...)');
  }
  if (config.env === 'production') problems.push(...demoDefaultsInProduction(config, env));
  for (const server of config.domains.dnsServers) {
    if (!isDnsServer(server))
      problems.push(`DOMAIN_DNS_SERVERS must list IP addresses, each with an optional :port, got "${server}"`);
  }
  if ((config.coreUrl || config.catalogUrl) && !config.serviceToken) {
    problems.push('SERVICE_TOKEN must be set when CORE_URL or CATALOG_URL is set');
  }
  if (!config.mongodbUrl) problems.push('MONGODB_URL is not set (npm start provisions a local server and sets it)');
  if (!config.elasticsearchUrl)
    problems.push('ELASTICSEARCH_URL is not set (npm start provisions a local server and sets it)');
  if (problems.length > 0) throw new ConfigError(`invalid configuration:\n  - ${problems.join('\n  - ')}`);
  return config;
}

/**
 * What production must set rather than fall back to the local demo's defaults: links and OAuth metadata on the
 * service's real https address, mail that reaches people, and a payment processor (or the sandbox, said on purpose).
 */
function demoDefaultsInProduction(config: Config, env: Env): string[] {
  const problems: string[] = [];
  if (config.domains.wellKnownScheme !== 'https') problems.push('DOMAIN_WELL_KNOWN_SCHEME must be https in production');
  if (!config.publicBaseUrl?.startsWith('https://'))
    problems.push('PUBLIC_BASE_URL must be set to the https address clients use in production');
  if (!config.mail.smtpUrl) problems.push('SMTP_URL must be set in production (mails would only be stored)');
  if (!config.serviceToken)
    problems.push('SERVICE_TOKEN must be set in production (core and catalog would act for whoever reaches them)');
  if (config.payments.processor === 'sandbox' && env.PAYMENTS_SANDBOX !== 'true')
    problems.push(
      'STRIPE_SECRET_KEY must be set in production, or PAYMENTS_SANDBOX=true to run on the sandbox processor on purpose',
    );
  return problems;
}

/** An address node:dns's Resolver#setServers takes: `1.2.3.4`, `1.2.3.4:53`, `::1` or `[::1]:53`. */
function isDnsServer(server: string): boolean {
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(server);
  const plain = /^([0-9.]+)(?::(\d{1,5}))?$/.exec(server);
  const [address, port] = bracketed ? [bracketed[1], bracketed[2]] : plain ? [plain[1], plain[2]] : [server, undefined];
  return isIP(address ?? '') !== 0 && (port === undefined || (Number(port) >= 1 && Number(port) <= 65535));
}

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

class EnvReader {
  constructor(
    private readonly env: Env,
    private readonly problems: string[],
  ) {}

  string(name: string, fallback: string): string {
    return this.env[name] || fallback;
  }

  /** Like string(), except that a variable set to the empty string means the empty string. */
  text(name: string, fallback: string): string {
    return this.env[name] ?? fallback;
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const raw = this.env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      this.problems.push(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
      return fallback;
    }
    return value;
  }

  /** A number from 0 to 1. */
  fraction(name: string, fallback: number): number {
    const raw = this.env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < 0 || value > 1) {
      this.problems.push(`${name} must be a number from 0 to 1, got "${raw}"`);
      return fallback;
    }
    return value;
  }

  /** A comma-separated list; empty when unset. */
  list(name: string): string[] {
    return (this.env[name] ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.env[name];
    if (raw === undefined || raw === '') return fallback;
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    this.problems.push(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
    return fallback;
  }

  optionalUrl(name: string): string | null {
    const raw = this.env[name];
    if (!raw) return null;
    if (!URL.canParse(raw)) {
      this.problems.push(`${name} must be an absolute URL, got "${raw}"`);
      return null;
    }
    return raw.replace(/\/+$/, '');
  }
}
