import { resourceIdentifier, resourceMetadataUrl } from '../../../shared/auth/oauth-resources.ts';
import { scopeCatalog } from '../../../shared/auth/scopes.ts';
import { operationMeta } from '../openapi/operations.ts';
import { serviceInfo } from './service-info.ts';
import type { DiscoveryUrls } from './urls.ts';

/** Who performs a step: the calling agent, a human with a session, or a party acting in their role. */
type Actor = 'agent' | 'human' | 'buyer' | 'seller' | 'provider';

interface FlowDeclaration {
  id: string;
  description: string;
  steps: ReadonlyArray<readonly [operationId: string, actor: Actor]>;
}

const FLOWS: readonly FlowDeclaration[] = [
  {
    id: 'catalog-search',
    description: 'Read the schema first, then search with its facet keys and values; never guess filters.',
    steps: [
      ['getCatalogSchema', 'agent'],
      ['searchCatalog', 'agent'],
      ['getListing', 'agent'],
      ['getProvider', 'agent'],
    ],
  },
  {
    id: 'sales-mandate-loop',
    description:
      'Find a mandate, register the claim before introducing the buyer, let the provider decide within 2 business days, invite the buyer, report the sale.',
    steps: [
      ['listMandates', 'agent'],
      ['getMandate', 'agent'],
      ['createClaim', 'agent'],
      ['decideClaim', 'provider'],
      ['inviteBuyer', 'agent'],
      ['confirmClaimIntroduction', 'buyer'],
      ['reportSale', 'agent'],
      ['confirmSale', 'provider'],
    ],
  },
  {
    id: 'deal-with-human-gates',
    description:
      "Escrow deal: funding and release each need deals:human-gate and an ApprovalRequest approved by the buyer's human session (the fund approval is applied before funding; the release approval is consumed by confirmDealRelease once the payout moved). A hold the processor has not confirmed leaves the deal funding until it does. Money never moves without a human.",
    steps: [
      ['createDeal', 'buyer'],
      ['proposeDeal', 'buyer'],
      ['requestDealApproval', 'buyer'],
      ['approveApproval', 'human'],
      ['applyDealApproval', 'buyer'],
      ['fundDeal', 'buyer'],
      ['startDeal', 'seller'],
      ['deliverDeal', 'seller'],
      ['requestDealApproval', 'seller'],
      ['approveApproval', 'human'],
      ['confirmDealRelease', 'buyer'],
    ],
  },
  {
    id: 'oauth-authorization',
    description:
      'OAuth 2.1 authorization code with PKCE S256 after dynamic client registration (or with a client metadata document URL as client_id); the browser goes to the authorization endpoint (or the agent POSTs it), a human consents with a session, the code is exchanged and refresh tokens rotate.',
    steps: [
      ['registerOAuthClient', 'agent'],
      ['startOAuthAuthorization', 'agent'],
      ['getOAuthConsentRequest', 'human'],
      ['decideOAuthConsentRequest', 'human'],
      ['exchangeOAuthToken', 'agent'],
    ],
  },
];

/** A declared operation by id; operationMeta throws for an id the OpenAPI document does not declare. */
function operationRef(operationId: string) {
  const { method, path } = operationMeta(operationId);
  return { operationId, method, path };
}

/** The agent discovery manifest served at /.well-known/agents.json. */
export function agentsJson(urls: DiscoveryUrls) {
  const { title, summary, version } = serviceInfo();
  return {
    name: title,
    description: summary,
    version,
    baseUrl: urls.base,
    api: { url: urls.api, index: urls.api, openapi: urls.openapi },
    documentation: { skill: urls.skill, llmsTxt: urls.llmsTxt, agentsMd: urls.agentsMd, agentCard: urls.agentCard },
    mcp: { url: urls.mcp, transport: 'streamable-http' },
    auth: {
      type: 'bearer',
      header: 'Authorization: Bearer <credential>',
      credentials: [
        {
          kind: 'session',
          description:
            "A human's session, valid 30 days; holds every scope and is the only credential that can decide approvals.",
          obtainedWith: [
            'registerAccount',
            'login',
            'verifyMagicLink',
            'loginWithIdentityProvider',
            'loginWithSocialProvider',
          ].map(operationRef),
        },
        {
          kind: 'api_key',
          description: 'A key holding only its granted scopes; the secret is shown once at creation.',
          obtainedWith: ['createApiKey'].map(operationRef),
        },
        {
          kind: 'oauth_access_token',
          description:
            'An OAuth 2.1 access token (1 hour; refresh tokens 30 days, rotated on use) holding only the scopes a human approved, valid only at the resource it was asked for: the REST API (the base URL) or /mcp.',
          obtainedWith: ['exchangeOAuthToken'].map(operationRef),
        },
      ],
      oauth: {
        registrationEndpoint: urls.oauthRegister,
        authorizationEndpoint: urls.oauthAuthorize,
        tokenEndpoint: urls.oauthToken,
        grantTypes: ['authorization_code', 'refresh_token'],
        codeChallengeMethods: ['S256'],
        authorizationServerMetadata: `${urls.base}/.well-known/oauth-authorization-server`,
        protectedResources: (['api', 'mcp'] as const).map((name) => ({
          resource: resourceIdentifier(urls.base, name),
          metadata: resourceMetadataUrl(urls.base, name),
        })),
        clientIdMetadataDocuments: true,
      },
      scopes: scopeCatalog(),
    },
    flows: FLOWS.map(({ id, description, steps }) => ({
      id,
      description,
      steps: steps.map(([operationId, actor]) => ({ ...operationRef(operationId), actor })),
    })),
  };
}
