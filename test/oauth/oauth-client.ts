import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'chai';
import type { TestAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';

/** A redirect URI of a native client listening on loopback; nothing needs to listen, the tests read the URL. */
export const NATIVE_REDIRECT = 'http://127.0.0.1:8976/callback';

export interface Pkce {
  verifier: string;
  challenge: string;
}

export function pkce(): Pkce {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** Registers a public client (RFC 7591) and answers its client_id. */
export async function registerClient(
  metadata: Record<string, unknown> = {},
  baseUrl = harness().baseUrl,
): Promise<string> {
  const response = await call('POST', '/v1/auth/oauth/register', {
    baseUrl,
    body: { client_name: 'Test client', redirect_uris: [NATIVE_REDIRECT], ...metadata },
  });
  expect(response.status, response.text).to.equal(201);
  return response.body.client_id as string;
}

export interface AuthorizationOptions {
  scope?: string;
  resource?: string;
  redirectUri?: string;
  state?: string;
  pkce?: Pkce;
  baseUrl?: string;
}

/** The browser's trip to the authorization endpoint: answers the consent request's id from the 302. */
export async function startAuthorization(
  clientId: string,
  options: AuthorizationOptions = {},
): Promise<{ requestId: string; pkce: Pkce; state: string }> {
  const challenge = options.pkce ?? pkce();
  const state = options.state ?? randomBytes(8).toString('hex');
  const url = authorizationUrl(clientId, challenge, state, options);
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status, await response.clone().text()).to.equal(302);
  return { requestId: consentRequestIdOf(response.headers.get('location'), options.baseUrl), pkce: challenge, state };
}

/** The consent request's id in the console page the authorization endpoint sends the browser to. */
export function consentRequestIdOf(location: string | null, baseUrl = harness().baseUrl): string {
  const url = new URL(location ?? '', baseUrl);
  expect(`${url.origin}${url.pathname}`, url.href).to.equal(`${baseUrl}/console/`);
  const requestId = /^#\/consent\/(ocr_[A-Za-z0-9]+)$/.exec(url.hash)?.[1];
  expect(requestId, url.href).to.be.a('string');
  return requestId!;
}

export function authorizationUrl(
  clientId: string,
  challenge: Pkce,
  state: string,
  options: AuthorizationOptions = {},
): URL {
  const url = new URL('/v1/auth/oauth/authorize', options.baseUrl ?? harness().baseUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: options.redirectUri ?? NATIVE_REDIRECT,
    scope: options.scope ?? 'account:read listings:write',
    state,
    code_challenge: challenge.challenge,
    code_challenge_method: 'S256',
    ...(options.resource ? { resource: options.resource } : {}),
  }).toString();
  return url;
}

/** A human's session approves (or denies) the consent request; answers the URL the browser is sent back to. */
export async function decide(
  human: TestAccount,
  requestId: string,
  decision: 'approve' | 'deny' = 'approve',
  scopes?: string[],
  baseUrl = harness().baseUrl,
): Promise<URL> {
  const response = await call('POST', `/v1/auth/oauth/requests/${requestId}/decision`, {
    baseUrl,
    token: human.token,
    body: { decision, ...(scopes ? { scopes } : {}) },
  });
  expect(response.status, response.text).to.equal(200);
  return new URL(response.body.result.redirectUrl);
}

/** Posts a form to the token endpoint, as OAuth clients do. */
export function tokenRequest(fields: Record<string, string>, baseUrl = harness().baseUrl) {
  return call('POST', '/v1/auth/oauth/token', {
    baseUrl,
    rawBody: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

export interface IssuedTokens {
  clientId: string;
  access_token: string;
  refresh_token: string;
  scope: string;
}

/** The whole flow for a human: register, authorize, approve, exchange the code. */
export async function obtainTokens(
  human: TestAccount,
  options: AuthorizationOptions & { approve?: string[] } = {},
): Promise<IssuedTokens> {
  const clientId = await registerClient({}, options.baseUrl);
  const { requestId, pkce: challenge } = await startAuthorization(clientId, options);
  const redirect = await decide(human, requestId, 'approve', options.approve, options.baseUrl);
  const response = await tokenRequest(
    {
      grant_type: 'authorization_code',
      code: redirect.searchParams.get('code') ?? '',
      redirect_uri: options.redirectUri ?? NATIVE_REDIRECT,
      client_id: clientId,
      code_verifier: challenge.verifier,
    },
    options.baseUrl,
  );
  expect(response.status, response.text).to.equal(200);
  return { clientId, ...response.body };
}
