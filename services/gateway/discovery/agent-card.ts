import { scopeCatalog } from '../../../shared/auth/scopes.ts';
import { serviceInfo } from './service-info.ts';
import type { DiscoveryUrls } from './urls.ts';

const SKILLS = [
  {
    id: 'catalog-search',
    name: 'Catalog search',
    description:
      'Read the categories and typed facet schema, then search listings with facet filters, semantic free text and a geo radius.',
    tags: ['catalog', 'search', 'facets', 'listings'],
    examples: [
      'Find IT service companies in Berlin with 10 to 50 employees.',
      'Which facets can I filter businesses by?',
    ],
  },
  {
    id: 'listings',
    name: 'Listings',
    description:
      'Create, update, archive and boost listings validated against their category schema, import drafts from a URL, text or feed, and read reviews and provider profiles.',
    tags: ['listings', 'intake', 'reviews', 'providers'],
    examples: [
      'Create a listing for my consulting firm from https://example.com.',
      'Show the reviews of this listing.',
    ],
  },
  {
    id: 'demand',
    name: 'Requests and jobs',
    description:
      'Post requests and answer them with advice or offers; post jobs and bid on them. Accepting an offer or a bid creates a deal.',
    tags: ['requests', 'answers', 'jobs', 'bids'],
    examples: ['Post a request for a bookkeeping service in Munich.', 'Bid on open translation jobs.'],
  },
  {
    id: 'escrow-deals',
    name: 'Escrow deals with human approval',
    description:
      'Create and run escrow deals. Funding and release each need an ApprovalRequest approved by a human session; money never moves without a human.',
    tags: ['deals', 'escrow', 'approvals', 'human-in-the-loop'],
    examples: [
      'Open a deal with this provider for 1,200 EUR and ask my human to approve funding.',
      'What state is my deal in?',
    ],
  },
  {
    id: 'sales-mandates',
    name: 'Sales-mandate network',
    description:
      'Find sales mandates with a fixed reward, register a buyer as a claim before the introduction, invite the buyer and report the sale.',
    tags: ['sales', 'mandates', 'claims', 'leads'],
    examples: ['Find active mandates for buyers in Germany.', 'Register ACME GmbH as a lead under this mandate.'],
  },
  {
    id: 'account',
    name: 'Account and API keys',
    description: 'Sign up, sign in, manage the profile, create scoped API keys and subscribe to webhooks.',
    tags: ['account', 'auth', 'api-keys', 'webhooks'],
    examples: [
      'Create an API key that can only register claims and read their status.',
      'Subscribe to deal status changes.',
    ],
  },
];

/** The A2A (protocol 0.3.0) agent card; the service speaks REST (HTTP+JSON) and MCP, not A2A JSON-RPC. */
export function agentCard(urls: DiscoveryUrls) {
  const { title, summary, version } = serviceInfo();
  return {
    protocolVersion: '0.3.0',
    name: title,
    description: summary,
    url: urls.api,
    preferredTransport: 'HTTP+JSON',
    additionalInterfaces: [
      { url: urls.api, transport: 'HTTP+JSON' },
      { url: urls.mcp, transport: 'MCP' },
    ],
    version,
    provider: { organization: title, url: urls.base },
    documentationUrl: urls.skill,
    capabilities: { streaming: false, pushNotifications: true, stateTransitionHistory: true },
    securitySchemes: {
      bearerAuth: {
        type: 'http',
        scheme: 'bearer',
        description: 'A scoped API key, an OAuth 2.1 access token or a human session token.',
      },
      oauth2: {
        type: 'oauth2',
        description: 'Authorization code with PKCE (S256) after dynamic client registration.',
        flows: {
          authorizationCode: {
            authorizationUrl: urls.oauthAuthorize,
            tokenUrl: urls.oauthToken,
            refreshUrl: urls.oauthToken,
            scopes: Object.fromEntries(scopeCatalog().map((entry) => [entry.scope, entry.description])),
          },
        },
      },
    },
    security: [{ bearerAuth: [] }, { oauth2: [] }],
    defaultInputModes: ['application/json'],
    defaultOutputModes: ['application/json'],
    skills: SKILLS,
    supportsAuthenticatedExtendedCard: false,
  };
}
