import { randomBytes } from 'node:crypto';
import { createClient, type ClientOptions, type Input, type MarketplaceClient } from '../../sdk/src/index.ts';
import { decodeResponse, expectDocumentedErrors } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';

/** The global fetch, failing the test when an answer is not as the OpenAPI document says (as `call` does). */
export const documentedFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const url = new URL(input instanceof Request ? input.url : String(input));
  expectDocumentedErrors(
    init?.method ?? 'GET',
    url.pathname,
    decodeResponse(response.status, response.headers, await response.clone().text()),
  );
  return response;
};

/** An SDK client of the service under test; every answer it gets is checked against the document. */
export function sdkClient(options: Partial<ClientOptions> = {}): MarketplaceClient {
  return createClient({ baseUrl: harness().baseUrl, fetch: documentedFetch, ...options });
}

export interface SdkAccount {
  id: string;
  email: string;
  password: string;
  /** The first session token. */
  token: string;
  /** Acting with the account's human session. */
  client: MarketplaceClient;
}

/** Registers a fresh account through the SDK. */
export async function registerThroughSdk(label: string): Promise<SdkAccount> {
  const email = `${label}-${randomBytes(5).toString('hex')}@example.test`;
  const password = `pw-${randomBytes(8).toString('hex')}`;
  const registered = await sdkClient().registerAccount({ body: { email, password, displayName: label } });
  return {
    id: registered.account.id,
    email,
    password,
    token: registered.token,
    client: sdkClient({ token: registered.token }),
  };
}

/** A client acting with a fresh API key of the account holding `scopes`. */
type KeyInput = Input<'createApiKey'>['body'];

export async function apiKeyClient(
  account: SdkAccount,
  scopes: KeyInput['scopes'],
  spendingPolicy?: KeyInput['spendingPolicy'],
): Promise<MarketplaceClient> {
  const key = await account.client.createApiKey({
    body: { name: 'sdk test key', scopes, ...(spendingPolicy ? { spendingPolicy } : {}) },
  });
  return account.client.withToken(key.secret);
}
