import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { expect } from 'chai';
import { registerAccount, type TestAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import { StockClientProvider } from './mcp-client-provider.ts';
import { consentRequestIdOf, NATIVE_REDIRECT } from './oauth-client.ts';

/**
 * An MCP client's OAuth provider whose "browser" is the test: it follows the authorization URL to the consent
 * request, has the human's session approve it (narrowed to `approve`), and keeps the code the redirect carries.
 */
class ConsentingProvider extends StockClientProvider {
  code: string | null = null;
  visited: URL | null = null;

  constructor(
    private readonly human: TestAccount,
    private readonly approve: string[],
  ) {
    super('MCP SDK test client', NATIVE_REDIRECT);
  }

  async redirectToAuthorization(authorizationUrl: URL): Promise<void> {
    this.visited = authorizationUrl;
    const toConsent = await fetch(authorizationUrl, { redirect: 'manual' });
    expect(toConsent.status, await toConsent.clone().text()).to.equal(302);
    const consentPath = `/v1/auth/oauth/requests/${consentRequestIdOf(toConsent.headers.get('location'))}`;
    const decision = await call('POST', `${consentPath}/decision`, {
      token: this.human.token,
      body: { decision: 'approve', scopes: this.approve },
    });
    expect(decision.status, decision.text).to.equal(200);
    const back = new URL(decision.body.result.redirectUrl);
    expect(back.searchParams.get('state')).to.equal(authorizationUrl.searchParams.get('state'));
    this.code = back.searchParams.get('code');
  }
}

describe('OAuth 2.1 with the official MCP SDK client', () => {
  let human: TestAccount;
  before(async () => {
    human = await registerAccount('mcp-oauth-human');
  });

  it('signs in from a bare 401 at /mcp: discovery, registration, PKCE, human consent, code exchange, then the call succeeds', async function () {
    this.timeout(60_000);
    const base = harness().baseUrl;
    const provider = new ConsentingProvider(human, ['account:read']);
    const transport = new StreamableHTTPClientTransport(new URL('/mcp', base), { authProvider: provider });
    const client = new Client({ name: 'oauth-test', version: '1.0.0' });
    await client.connect(transport);
    try {
      // The public tools answer without a credential; a tool that needs one answers 401 and the SDK signs in.
      const refusal = await client.callTool({ name: 'svc_account', arguments: { action: 'me' } }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refusal).to.be.instanceOf(UnauthorizedError);
      expect(provider.visited?.origin).to.equal(base);
      expect(provider.visited?.pathname).to.equal('/v1/auth/oauth/authorize');
      expect(provider.visited?.searchParams.get('resource')).to.equal(`${base}/mcp`);
      expect(provider.visited?.searchParams.get('code_challenge_method')).to.equal('S256');
      expect(provider.information?.client_id).to.match(/^ocl_/);
      expect(provider.code).to.be.a('string');

      await transport.finishAuth(provider.code!);
      expect(provider.saved).to.include({ token_type: 'Bearer', scope: 'account:read' });
      const me = (await client.callTool({ name: 'svc_account', arguments: { action: 'me' } })) as CallToolResult;
      expect(me.isError, JSON.stringify(me.content)).to.not.equal(true);
      expect((me.structuredContent as { result: { principal: unknown } }).result.principal).to.deep.equal({
        kind: 'oauth',
        scopes: ['account:read'],
        agentId: null,
      });

      // The token was minted for /mcp: the REST API refuses it.
      const onRest = await call('GET', '/v1/me', { token: provider.saved!.access_token });
      expect(onRest.status).to.equal(401);
    } finally {
      await client.close();
    }
  });
});
