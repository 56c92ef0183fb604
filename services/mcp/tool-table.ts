/** MCP hints of one tool (all of them are hints to the client, never enforcement). */
export interface ToolHints {
  readOnlyHint: boolean;
  destructiveHint: boolean;
  idempotentHint: boolean;
  openWorldHint: boolean;
}

/** A tool over one REST operation. */
interface SingleOperationRow {
  name: string;
  operationId: string;
  hints: ToolHints;
  description: string;
}

/** A tool over a resource's operations, chosen by its argument `action` (action name → operationId). */
interface ActionsRow {
  name: string;
  title: string;
  actions: Readonly<Record<string, string>>;
  hints: ToolHints;
  description: string;
}

export type ToolRow = SingleOperationRow | ActionsRow;

export function isActionsRow(row: ToolRow): row is ActionsRow {
  return 'actions' in row;
}

/** The operationIds a row calls. */
export function rowOperationIds(row: ToolRow): string[] {
  return isActionsRow(row) ? Object.values(row.actions) : [row.operationId];
}

const READ: ToolHints = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };
/** Acts once: a retry with the same arguments is refused or acts again. */
const WRITE: ToolHints = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false };
/** Sets a state: a retry with the same arguments changes nothing more. */
const UPDATE: ToolHints = { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false };
/** Ends, refuses or overwrites something that cannot be taken back. */
const DESTRUCTIVE: ToolHints = {
  readOnlyHint: false,
  destructiveHint: true,
  idempotentHint: false,
  openWorldHint: false,
};

/**
 * The spec's 45 tools, in the order `tools/list` gives them: the sales loop first, then the marketplace, then the
 * account. Every step of the two loops that moves money or reward has a tool of its own, so that a client's
 * permission prompt names it; the other operations of a resource share one tool and are chosen by `action`.
 * Deciding an approval is deliberately absent: it needs a human's own session, so agents can only request
 * approvals. Admin operations and the sign-in flows are not tools.
 */
export const TOOL_TABLE: readonly ToolRow[] = [
  {
    name: 'svc_find_mandates',
    operationId: 'listMandates',
    hints: READ,
    description:
      "Start here to earn a reward: active sales mandates (offer, territory, fixed reward), filtered by the buyer's `territory`.",
  },
  {
    name: 'svc_get_mandate',
    operationId: 'getMandate',
    hints: READ,
    description: 'One mandate. Register the buyer with svc_register_lead BEFORE introducing them to the provider.',
  },
  {
    name: 'svc_register_lead',
    operationId: 'createClaim',
    hints: WRITE,
    description:
      'Registers a buyer under an active mandate before the introduction; answers a provisional claim with its decision deadline.',
  },
  {
    name: 'svc_claim_status',
    operationId: 'getClaim',
    hints: READ,
    description: "One claim: status, deadlines, introduction and sale. Poll it for the provider's decision.",
  },
  {
    name: 'svc_list_claims',
    operationId: 'listClaims',
    hints: READ,
    description:
      'Claims you registered (agent) or on your mandates (provider: `status=provisional` awaits your decision).',
  },
  {
    name: 'svc_decide_claim',
    operationId: 'decideClaim',
    hints: DESTRUCTIVE,
    description: 'Provider: accept or reject a provisional claim before its deadline (a rejection needs a reason).',
  },
  {
    name: 'svc_invite_buyer',
    operationId: 'inviteBuyer',
    hints: WRITE,
    description: 'Emails the buyer a one-time link to confirm your introduction (the link is never shown to you).',
  },
  {
    name: 'svc_report_sale',
    operationId: 'reportSale',
    hints: WRITE,
    description: 'Agent: report the sale of an accepted claim with its first paid invoice.',
  },
  {
    name: 'svc_confirm_sale',
    operationId: 'confirmSale',
    hints: WRITE,
    description: 'Provider: confirm a reported sale; the reward then waits for a human approval.',
  },
  {
    name: 'svc_dispute_sale',
    operationId: 'disputeSale',
    hints: DESTRUCTIVE,
    description: 'Provider: dispute a reported sale with a reason.',
  },
  {
    name: 'svc_manage_mandate',
    title: 'Publish and manage own sales mandates',
    hints: DESTRUCTIVE,
    actions: {
      create: 'createMandate',
      update: 'updateMandate',
      pause: 'pauseMandate',
      resume: 'resumeMandate',
      end: 'endMandate',
    },
    description:
      'Provider: publish a sales mandate (offer, territory, fixed reward per confirmed sale), `update`, `pause`, `resume` or `end` it.',
  },
  {
    name: 'svc_get_catalog_schema',
    operationId: 'getCatalogSchema',
    hints: READ,
    description:
      "Read FIRST, before searching or creating listings: the categories, or a category's facets and their allowed values.",
  },
  {
    name: 'svc_search_catalog',
    operationId: 'searchCatalog',
    hints: READ,
    description:
      'Searches published listings by facets (from svc_get_catalog_schema), semantic free text `q` and a geo radius.',
  },
  {
    name: 'svc_listings',
    title: 'Read, create and change listings',
    hints: DESTRUCTIVE,
    actions: {
      list: 'listListings',
      get: 'getListing',
      visibility: 'getListingVisibility',
      create: 'createListing',
      update: 'updateListing',
      archive: 'archiveListing',
    },
    description:
      'Listings (`id` is the listing id): `list` (`provider=me`: yours), `get`, `visibility` report, `create` (read svc_get_catalog_schema first), `update`, `archive`.',
  },
  {
    name: 'svc_boost_listing',
    operationId: 'boostListing',
    hints: WRITE,
    description: 'Ranks an own listing first in matching searches for N days, paid in credits.',
  },
  {
    name: 'svc_get_provider',
    operationId: 'getProvider',
    hints: READ,
    description: "A provider's public profile: name, verified domains, listing count, rating.",
  },
  {
    name: 'svc_reviews',
    title: 'Read and write reviews of a listing',
    hints: WRITE,
    actions: { list: 'listListingReviews', create: 'createReview' },
    description: 'Reviews of a listing (`id`): `list` them, or `create` one (1 to 5 stars, once per account).',
  },
  {
    name: 'svc_requests',
    title: 'Read, post and close requests',
    hints: DESTRUCTIVE,
    actions: { list: 'listRequests', get: 'getRequest', create: 'createRequest', close: 'closeRequest' },
    description: 'Requests (what users look for): `list`, `get` one with its answers, `create` one, `close` your own.',
  },
  {
    name: 'svc_answer_request',
    title: 'Answer, upvote and accept answers',
    hints: WRITE,
    actions: { answer: 'createAnswer', vote: 'voteAnswer', accept: 'acceptAnswer' },
    description: "On a request (`id`): `answer` it, `vote` for an answer, or `accept` one as the request's author.",
  },
  {
    name: 'svc_jobs',
    title: 'Read and post jobs',
    hints: WRITE,
    actions: { list: 'listJobs', get: 'getJob', create: 'createJob' },
    description: 'Jobs open for bids: `list`, `get` one with its bids, `create` one. Bid with svc_bids.',
  },
  {
    name: 'svc_bids',
    title: 'Bid on jobs and accept bids',
    hints: WRITE,
    actions: { place: 'createBid', accept: 'acceptBid' },
    description: "On a job (`id`): `place` a bid, or `accept` one as the job's owner, which creates a deal.",
  },
  {
    name: 'svc_deals',
    title: 'Read escrow deals',
    hints: READ,
    actions: { list: 'listDeals', get: 'getDeal' },
    description: 'Your escrow deals: `list`, or `get` one with its state, history and the steps allowed next.',
  },
  {
    name: 'svc_create_deal',
    operationId: 'createDeal',
    hints: WRITE,
    description:
      'Creates an escrow deal; no money moves. Next: svc_advance_deal `propose`, then svc_request_deal_approval to fund it.',
  },
  {
    name: 'svc_advance_deal',
    title: 'Move a deal along the steps that move no money',
    hints: DESTRUCTIVE,
    actions: { propose: 'proposeDeal', start: 'startDeal', deliver: 'deliverDeal', cancel: 'cancelDeal' },
    description:
      'Deal steps that move no money (`id` is the deal id): `propose`, `start` and `deliver` (seller), `cancel` before funding.',
  },
  {
    name: 'svc_request_deal_approval',
    operationId: 'requestDealApproval',
    hints: WRITE,
    description:
      'Human gate: opens an approval to fund or release a deal, which a human decides (you cannot). Poll svc_approvals `get`.',
  },
  {
    name: 'svc_apply_deal_approval',
    operationId: 'applyDealApproval',
    hints: WRITE,
    description: 'Applies a fund approval a human approved to its deal; then svc_fund_deal.',
  },
  {
    name: 'svc_fund_deal',
    operationId: 'fundDeal',
    hints: WRITE,
    description: 'Buyer: funds the escrow after a human approved it; the money is held.',
  },
  {
    name: 'svc_confirm_release',
    operationId: 'confirmDealRelease',
    hints: DESTRUCTIVE,
    description: 'Buyer: releases the payout to the seller with a release approval a human approved.',
  },
  {
    name: 'svc_dispute_deal',
    operationId: 'disputeDeal',
    hints: DESTRUCTIVE,
    description: 'Disputes a funded or delivered deal with a reason; the escrow stays held.',
  },
  {
    name: 'svc_resolve_deal',
    operationId: 'resolveDeal',
    hints: DESTRUCTIVE,
    description: 'Resolves a disputed deal: refund the buyer, release to the seller, or split.',
  },
  {
    name: 'svc_approvals',
    title: 'Read human approval requests',
    hints: READ,
    actions: { list: 'listApprovals', get: 'getApproval' },
    description: 'Human approval requests: `list`, or `get` one; poll it until a human decides (you cannot).',
  },
  {
    name: 'svc_import_listing',
    operationId: 'importDraft',
    hints: WRITE,
    description: 'Drafts a listing from a page `url` or raw `text`; poll svc_intake_jobs `get` until the job is done.',
  },
  {
    name: 'svc_import_feed',
    operationId: 'importStructured',
    hints: WRITE,
    description: 'Imports one listing draft per item of a structured feed (`kind`), by `url` or inline `content`.',
  },
  {
    name: 'svc_intake_jobs',
    title: 'Read intake jobs and their gap reports',
    hints: READ,
    actions: { list: 'listIntakeJobs', get: 'getIntakeJob', drafts: 'listIntakeJobDrafts' },
    description:
      'Intake jobs: `list`, `get` one (gap report, first drafts), `drafts` for the rest; ask your human exactly those questions.',
  },
  {
    name: 'svc_drafts',
    title: 'Complete and publish listing drafts',
    hints: WRITE,
    actions: { get: 'getDraft', update: 'updateDraft', publish: 'publishDraft', upload_link: 'createUploadLink' },
    description:
      "Drafts (`id`): `get` with its gap report, `update` with values your human confirmed, `publish`, `upload_link` for your human's files.",
  },
  {
    name: 'svc_feed_sources',
    title: 'Register and manage synced feeds',
    hints: DESTRUCTIVE,
    actions: {
      list: 'listIntakeSources',
      get: 'getIntakeSource',
      register: 'createIntakeSource',
      update: 'updateIntakeSource',
      delete: 'deleteIntakeSource',
      sync: 'syncIntakeSource',
    },
    description: 'Feeds synced into listings on an interval; `sync` runs one now, `delete` keeps its listings.',
  },
  {
    name: 'svc_report_and_appeal',
    title: 'Report content, send feedback, read and appeal moderation decisions',
    hints: WRITE,
    actions: {
      report: 'createListingReport',
      appeal_report: 'appealListingReport',
      feedback: 'sendFeedback',
      statements: 'listStatementsOfReasons',
      statement: 'getStatementOfReasons',
      appeal: 'appealStatementOfReasons',
    },
    description:
      'Trust and safety: `report` content (DSA notice), `appeal_report`, send `feedback`, read `statements` of reasons (or one `statement`) and `appeal` one.',
  },
  {
    name: 'svc_account',
    title: 'Read and change the calling account',
    hints: UPDATE,
    actions: { me: 'getMe', update_profile: 'updateMe', settings: 'getSettings', update_settings: 'updateSettings' },
    description: 'Your account; `me` also says what your credential may do (scopes, agent).',
  },
  {
    name: 'svc_api_keys',
    title: 'Manage API keys',
    hints: DESTRUCTIVE,
    actions: {
      scopes: 'listApiKeyScopes',
      list: 'listApiKeys',
      create: 'createApiKey',
      bind_agent: 'bindApiKeyAgent',
      revoke: 'revokeApiKey',
    },
    description: 'API keys with scopes, an optional spendingPolicy for deals and an agent; a new secret is shown once.',
  },
  {
    name: 'svc_credits',
    title: 'Read the credit balance and top up',
    hints: WRITE,
    actions: {
      balance: 'getCreditBalance',
      ledger: 'listLedgerEntries',
      top_up: 'createCreditTopUp',
      get_top_up: 'getCreditTopUp',
    },
    description: 'Credits, which pay for boosts and the concierge.',
  },
  {
    name: 'svc_webhooks',
    title: 'Manage webhook subscriptions',
    hints: DESTRUCTIVE,
    actions: {
      list: 'listWebhooks',
      create: 'createWebhook',
      get: 'getWebhook',
      update: 'updateWebhook',
      delete: 'deleteWebhook',
      rotate_secret: 'rotateWebhookSecret',
      deliveries: 'listWebhookDeliveries',
    },
    description:
      'Webhook subscriptions to event types; a signing secret is shown once. `deliveries` shows the attempts.',
  },
  {
    name: 'svc_agents',
    title: 'Register the AI agents that act for the account',
    hints: DESTRUCTIVE,
    actions: {
      list: 'listAgents',
      create: 'createAgent',
      get: 'getAgent',
      update: 'updateAgent',
      delete: 'deleteAgent',
      profile: 'getAgentProfile',
    },
    description: "The AI agents acting for the account; `profile` reads any agent's public profile.",
  },
  {
    name: 'svc_domains',
    title: 'Claim and verify domains',
    hints: DESTRUCTIVE,
    actions: {
      list: 'listDomains',
      claim: 'createDomain',
      get: 'getDomain',
      verify: 'verifyDomain',
      delete: 'deleteDomain',
    },
    description: 'Prove control of a domain (DNS TXT or a file), so that listings on it get the verified badge.',
  },
  {
    name: 'svc_concierge',
    title: 'Ask the concierge',
    hints: WRITE,
    actions: {
      start: 'createConciergeConversation',
      ask: 'askConcierge',
      list: 'listConciergeConversations',
      get: 'getConciergeConversation',
    },
    description:
      'Ask the concierge about the marketplace (answers cite sources): `start`, `ask` (costs credits), `list`, `get`.',
  },
  {
    name: 'svc_blog',
    title: 'Read the blog',
    hints: READ,
    actions: { list: 'listBlogPosts', get: 'getBlogPost' },
    description:
      'Articles on the marketplace, the sales loop and human gates: `list` by `locale`, `get` by `locale` and `slug`.',
  },
];
