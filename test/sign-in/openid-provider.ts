import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type InteractionResults } from 'oidc-provider';
import { close, listen } from '../../shared/process/listen.ts';

/** Who signs in at the provider's next login prompt, with the claims the provider vouches for. */
export interface TestUser {
  sub: string;
  email: string;
  emailVerified: boolean;
  name?: string;
}

export interface TestClient {
  id: string;
  secret: string;
}

/** The marketplace's client at the provider, and a client of some other application. */
export const MARKETPLACE_CLIENT: TestClient = { id: 'marketplace', secret: 'marketplace-client-secret' };
export const OTHER_CLIENT: TestClient = { id: 'other-app', secret: 'other-app-client-secret' };

/** The front end's callback page registered at the provider for both clients. */
export const CALLBACK_URL = 'https://app.example.test/sign-in/callback';

/**
 * panva's oidc-provider on loopback: a real OpenID Provider with discovery, a JWKS, the authorization code flow with
 * PKCE and signed ID tokens. Its login and consent pages are replaced by answers given in code (`signInAs`), and
 * `authorize` plays the browser, so a test goes through the whole flow without a page.
 */
export class TestOpenIdProvider {
  private user: TestUser | null = null;
  private readonly users = new Map<string, TestUser>();

  private constructor(
    readonly issuer: string,
    private readonly provider: Provider,
    private readonly server: ReturnType<typeof createServer>,
  ) {}

  static async start(): Promise<TestOpenIdProvider> {
    let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.writeHead(503).end();
    const server = createServer((req, res) => handle(req, res));
    const issuer = await listen(server, '127.0.0.1', 0);
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const signingKey = {
      ...(await exportJWK(privateKey)),
      kid: `key-${randomBytes(4).toString('hex')}`,
      alg: 'RS256',
      use: 'sig',
    };
    let instance: TestOpenIdProvider | undefined;
    const provider = new Provider(issuer, {
      clients: [MARKETPLACE_CLIENT, OTHER_CLIENT].map((client) => ({
        client_id: client.id,
        client_secret: client.secret,
        redirect_uris: [CALLBACK_URL],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      })),
      jwks: { keys: [signingKey] },
      cookies: { keys: [randomBytes(16).toString('hex')] },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      // Like most social providers, put the email in the ID token of the code flow too.
      conformIdTokenClaims: false,
      features: { devInteractions: { enabled: false } },
      ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 3600, IdToken: 3600, AuthorizationCode: 60 },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      findAccount: (_ctx, sub) => {
        const user = instance?.users.get(sub);
        if (!user) return undefined;
        return {
          accountId: sub,
          claims: () => ({
            sub,
            email: user.email,
            email_verified: user.emailVerified,
            ...(user.name ? { name: user.name } : {}),
          }),
        };
      },
    });
    instance = new TestOpenIdProvider(issuer, provider, server);
    const callback = provider.callback();
    handle = (req, res) =>
      req.url?.startsWith('/interaction/') ? void instance!.interact(req, res) : void callback(req, res);
    return instance;
  }

  signInAs(user: TestUser): void {
    this.users.set(user.sub, user);
    this.user = user;
  }

  /**
   * Plays the browser from an authorization URL through login and consent to the redirect back to the client, and
   * answers that redirect's query (`code`, `state`, `iss`; or `error`).
   */
  async authorize(url: string): Promise<URLSearchParams> {
    const cookies = new Map<string, string>();
    let next = new URL(url);
    for (let hop = 0; hop < 10; hop += 1) {
      if (next.origin !== new URL(this.issuer).origin) return next.searchParams;
      const response = await fetch(next, {
        redirect: 'manual',
        headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)];
        if (value === '') cookies.delete(name);
        else cookies.set(name, value);
      }
      const location = response.headers.get('location');
      if (!location)
        throw new Error(`the provider answered ${response.status} without a redirect: ${await response.text()}`);
      next = new URL(location, next);
    }
    throw new Error('the provider redirected more than 10 times');
  }

  /** As a client of its own (not the marketplace): the code flow with PKCE and the nonce given, answering the ID token. */
  async issueIdToken(client: TestClient, user: TestUser, nonce?: string): Promise<string> {
    this.signInAs(user);
    const verifier = randomBytes(32).toString('base64url');
    const url = new URL(`${this.issuer}/auth`);
    const parameters: Record<string, string> = {
      response_type: 'code',
      client_id: client.id,
      redirect_uri: CALLBACK_URL,
      scope: 'openid email profile',
      state: randomBytes(8).toString('hex'),
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      ...(nonce ? { nonce } : {}),
    };
    for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
    const code = (await this.authorize(url.href)).get('code');
    if (!code) throw new Error('the provider issued no code');
    const response = await fetch(`${this.issuer}/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString('base64')}` },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: CALLBACK_URL,
        code_verifier: verifier,
      }),
    });
    const tokens = (await response.json()) as { id_token?: string };
    if (!tokens.id_token) throw new Error(`the provider issued no ID token: ${JSON.stringify(tokens)}`);
    return tokens.id_token;
  }

  stop(): Promise<void> {
    return close(this.server);
  }

  /** The provider's login and consent prompts, answered for the user of `signInAs`. */
  private async interact(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const details = await this.provider.interactionDetails(req, res);
      let result: InteractionResults;
      if (details.prompt.name === 'login') {
        if (!this.user) throw new Error('signInAs was not called before the login prompt');
        result = { login: { accountId: this.user.sub } };
      } else {
        const grant = new this.provider.Grant({
          accountId: details.session!.accountId,
          clientId: String(details.params.client_id),
        });
        grant.addOIDCScope(String(details.params.scope));
        result = { consent: { grantId: await grant.save() } };
      }
      await this.provider.interactionFinished(req, res, result, { mergeWithLastSubmission: true });
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  }
}
