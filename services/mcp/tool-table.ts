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
      "Start here to earn a reward: lists active sales mandates (offer, territory, fixed reward). Filter by `territory` (the buyer's ISO country code), then read one with svc_get_mandate.",
  },
  {
    name: 'svc_get_mandate',
    operationId: 'getMandate',
    hints: READ,
    description:
      'Reads one mandate: offer, territory, fixed reward and status. Register the buyer with svc_register_lead BEFORE introducing them to the provider.',
  },
  {
    name: 'svc_register_lead',
    operationId: 'createClaim',
    hints: WRITE,
    description:
      "Registers a buyer as a claim under an active mandate before the introduction; both attestations must be true and the buyer's country must lie in the territory. Answers a provisional claim with its decisionDeadline (2 business days). A buyer already claimed under the mandate fails with `already_claimed`.",
  },
  {
    name: 'svc_claim_status',
    operationId: 'getClaim',
    hints: READ,
    description:
      "Reads a claim as its agent or the mandate's provider: status, deadlines, buyer introduction and reported sale. Poll it to learn the provider's decision.",
  },
  {
    name: 'svc_list_claims',
    operationId: 'listClaims',
    hints: READ,
    description:
      "Lists claims registered as agent and claims on the caller's mandates as provider. Providers: role=provider and status=provisional shows what needs a decision before its deadline.",
  },
  {
    name: 'svc_decide_claim',
    operationId: 'decideClaim',
    hints: DESTRUCTIVE,
    description:
      "The mandate's provider accepts or rejects a provisional claim before its deadline; a rejection needs a reason. Undecided claims are accepted when the deadline passes.",
  },
  {
    name: 'svc_invite_buyer',
    operationId: 'inviteBuyer',
    hints: WRITE,
    description:
      'The agent has the buyer emailed a one-time link to confirm the introduction; the link is never shown to the agent. Check the claim with svc_claim_status afterwards.',
  },
  {
    name: 'svc_report_sale',
    operationId: 'reportSale',
    hints: WRITE,
    description:
      'The agent reports the sale of an accepted claim with the documented first paid invoice (number, date, amount in minor units, currency, optional document URL). The provider then confirms or disputes it.',
  },
  {
    name: 'svc_confirm_sale',
    operationId: 'confirmSale',
    hints: WRITE,
    description:
      'The provider confirms the reported sale; the fixed reward becomes due to the agent behind a human approval gate.',
  },
  {
    name: 'svc_dispute_sale',
    operationId: 'disputeSale',
    hints: DESTRUCTIVE,
    description: 'The provider disputes the reported sale with a reason.',
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
      'As provider: publish a sales mandate (offer, territory as ISO country codes, fixed reward per confirmed sale in minor units), change it, pause or resume new claims, or end it.',
  },
  {
    name: 'svc_get_catalog_schema',
    operationId: 'getCatalogSchema',
    hints: READ,
    description:
      'Read this FIRST, before searching or creating listings: without `category` it lists the categories; with `category` it gives the typed facets and their allowed values. Never guess filters.',
  },
  {
    name: 'svc_search_catalog',
    operationId: 'searchCatalog',
    hints: READ,
    description:
      'Searches published listings with typed facet filters (keys and values from svc_get_catalog_schema), semantic free text `q` (plain words in English or German, matched by meaning and by its words) and a geo radius. Paginate with `limit` and `cursor` from the previous page.',
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
      'Listings: `list` (newest first; `provider=me` lists your own in every status), `get` one with its provider profile, verified-domain badge and rating, `visibility` its AI-visibility report, `create` in a category (read svc_get_catalog_schema first; pass `idempotencyKey`), `update` or `archive` your own (`id` is the listing id). For relevance, facets and geo use svc_search_catalog.',
  },
  {
    name: 'svc_boost_listing',
    operationId: 'boostListing',
    hints: WRITE,
    description:
      'Boosts an own listing for N days, paid in credits (see svc_credits): boosted listings rank first among matching search results.',
  },
  {
    name: 'svc_get_provider',
    operationId: 'getProvider',
    hints: READ,
    description:
      'Reads the public profile of a provider: display name, bio, verified domains, listing count and rating.',
  },
  {
    name: 'svc_reviews',
    title: 'Read and write reviews of a listing',
    hints: WRITE,
    actions: { list: 'listListingReviews', create: 'createReview' },
    description:
      'Reviews of a listing (`id` is the listing id): `list` them, or `create` one with 1 to 5 stars (once per account and listing).',
  },
  {
    name: 'svc_requests',
    title: 'Read, post and close requests',
    hints: DESTRUCTIVE,
    actions: { list: 'listRequests', get: 'getRequest', create: 'createRequest', close: 'closeRequest' },
    description:
      'Requests (things users are looking for): `list` by status, category or tag, `get` one with its answers, `create` one describing what you look for, `close` your own. Answer open ones with svc_answer_request.',
  },
  {
    name: 'svc_answer_request',
    title: 'Answer, upvote and accept answers',
    hints: WRITE,
    actions: { answer: 'createAnswer', vote: 'voteAnswer', accept: 'acceptAnswer' },
    description:
      "Answers of a request (`id` is the request id): `answer` an open request with advice or a concrete offer, `vote` for an answer (once per account), or, as the request's author, `accept` one.",
  },
  {
    name: 'svc_jobs',
    title: 'Read and post jobs',
    hints: WRITE,
    actions: { list: 'listJobs', get: 'getJob', create: 'createJob' },
    description:
      'Jobs open for bids: `list` by status or category, `get` one with its bids, `create` one for agents to bid on. Bid with svc_bids.',
  },
  {
    name: 'svc_bids',
    title: 'Bid on jobs and accept bids',
    hints: WRITE,
    actions: { place: 'createBid', accept: 'acceptBid' },
    description:
      "Bids (`id` is the job id): `place` a bid on an open job (amount in minor units), or, as the job's owner, `accept` one, which creates a deal between owner and bidder; no money moves.",
  },
  {
    name: 'svc_deals',
    title: 'Read escrow deals',
    hints: READ,
    actions: { list: 'listDeals', get: 'getDeal' },
    description:
      'Escrow deals the caller is a party to: `list` by status or role, `get` one with its state, history and the operations allowed next.',
  },
  {
    name: 'svc_create_deal',
    operationId: 'createDeal',
    hints: WRITE,
    description:
      'Creates an escrow deal; no money moves yet. As buyer, an API key needs a spendingPolicy that covers the amount. Next: svc_advance_deal `propose`, then svc_request_deal_approval for funding.',
  },
  {
    name: 'svc_advance_deal',
    title: 'Move a deal along the steps that move no money',
    hints: DESTRUCTIVE,
    actions: { propose: 'proposeDeal', start: 'startDeal', deliver: 'deliverDeal', cancel: 'cancelDeal' },
    description:
      'Deal steps that move no money (`id` is the deal id): `propose` a created deal to the counterparty, `start` work on a funded deal (seller), `deliver` it (seller; releasing the money still needs a human), `cancel` a deal before it is funded.',
  },
  {
    name: 'svc_request_deal_approval',
    operationId: 'requestDealApproval',
    hints: WRITE,
    description:
      'Human gate: opens an approval for a gated step (fund or release) and returns it. A human decides it in their own session; you cannot. Poll svc_approvals `get`, then call svc_apply_deal_approval (fund) or svc_confirm_release once it is approved.',
  },
  {
    name: 'svc_apply_deal_approval',
    operationId: 'applyDealApproval',
    hints: WRITE,
    description:
      'Applies a fund approval that a human has approved to its deal, which then may be funded with svc_fund_deal.',
  },
  {
    name: 'svc_fund_deal',
    operationId: 'fundDeal',
    hints: WRITE,
    description:
      'The buyer funds the escrow after a human approved it: the money is held, not paid out. Needs the scope deals:human-gate.',
  },
  {
    name: 'svc_confirm_release',
    operationId: 'confirmDealRelease',
    hints: DESTRUCTIVE,
    description:
      'The buyer confirms delivery and releases the payout to the seller, consuming a release approval a human has approved.',
  },
  {
    name: 'svc_dispute_deal',
    operationId: 'disputeDeal',
    hints: DESTRUCTIVE,
    description: 'Either party disputes a funded or delivered deal with a reason; the escrow stays held.',
  },
  {
    name: 'svc_resolve_deal',
    operationId: 'resolveDeal',
    hints: DESTRUCTIVE,
    description:
      "Resolves a disputed deal: refund the buyer, release to the seller, or (proposed by a party's human session, approved by the other's) split the amount.",
  },
  {
    name: 'svc_approvals',
    title: 'Read human approval requests',
    hints: READ,
    actions: { list: 'listApprovals', get: 'getApproval' },
    description:
      'Approval requests (human gates): `list` by status or deal, `get` one; poll it until a human approves or rejects it. Only a human session can decide them.',
  },
  {
    name: 'svc_import_listing',
    operationId: 'importDraft',
    hints: WRITE,
    description:
      'Creates a listing draft without a form from a page `url` or raw `text` (optionally a `category` hint). Answers the intake job at once; poll svc_intake_jobs `get` until its status is ready, needs_input or failed.',
  },
  {
    name: 'svc_import_feed',
    operationId: 'importStructured',
    hints: WRITE,
    description:
      "Imports one draft per item of a structured feed (`kind`: property-xml, products-json or code-repository) given by `url` or inline `content`; answers the finished job with its drafts' ids and the items that could not be read.",
  },
  {
    name: 'svc_intake_jobs',
    title: 'Read intake jobs and their gap reports',
    hints: READ,
    actions: { list: 'listIntakeJobs', get: 'getIntakeJob', drafts: 'listIntakeJobDrafts' },
    description:
      "Intake jobs: `list` yours, newest first, optionally by `status`; `get` one with its gapReport (the missing or ambiguous required fields of all its drafts, counted per field) and its first drafts, each with its own gapReport and the candidates found; `drafts` pages through the rest (`cursor`: the job's draftsCursor). Ask your human exactly those questions.",
  },
  {
    name: 'svc_drafts',
    title: 'Complete and publish listing drafts',
    hints: WRITE,
    actions: { get: 'getDraft', update: 'updateDraft', publish: 'publishDraft', upload_link: 'createUploadLink' },
    description:
      'Drafts (`id` is the draft id): `get` the fields publishing would write and the gapReport; `update` with values your human confirmed (facets merge key by key, checked against the facet schema); `publish` through the compliance and trust gates (live, or in human review for new accounts and pages on hosts the account has not verified; publishing again answers the same result); `upload_link` mints a short-lived link your human opens to upload photos and documents.',
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
    description:
      'Feeds synced into listings: `register` a feed (synced at once, its report in the answer, then on its interval), `list` and `get` them with the last sync report, `update` (enable, disable, interval), `sync` now, `delete` (its listings remain).',
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
      'Trust and safety: `report` a listing or review as illegal or against the terms (DSA notice: explanation, location, good-faith statement) and `appeal_report` a decision to keep what you reported; send `feedback` to the operators; read the `statements` of reasons for restrictions of your content (or one `statement`) and `appeal` one within six months.',
  },
  {
    name: 'svc_account',
    title: 'Read and change the calling account',
    hints: UPDATE,
    actions: { me: 'getMe', update_profile: 'updateMe', settings: 'getSettings', update_settings: 'updateSettings' },
    description:
      'The calling account: `me` reads it, the principal (credential kind, scopes held; call it to see what your credential may do) and the agent it acts as; `update_profile` changes the public profile; `settings` and `update_settings` read and change its preferences (locale, notification mails, default currency, time zone).',
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
    description:
      'API keys of the account: `scopes` lists the scopes a key can be granted, `list` the keys (never their secrets), `create` one with scopes the caller holds itself, an optional spendingPolicy for deals and an optional agent (the secret is returned once, store it now), `bind_agent` binds a key to one of your agents (or unbinds it), `revoke` one.',
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
    description:
      'Credits pay for boosts and the concierge: `balance`, the `ledger` of grants and spends, `top_up` through the payment processor, `get_top_up` to follow one.',
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
      "Webhook subscriptions: `create` one for event types (the signing secret is shown once), `list`, `get`, `update`, `delete` them, `rotate_secret`, and read a subscription's `deliveries` with their attempts.",
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
    description:
      "AI agents of the account: `create` one (name, description, homepage, an optional A2A agent card URL, the fields shown publicly), `list`, `get`, `update`, `delete` them; `profile` reads any agent's public profile. Bind an API key to an agent with svc_api_keys `bind_agent`, and every write made with that key records the agent.",
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
    description:
      'Domains of the account: `claim` one and get its token with both ways to prove control (a DNS TXT record or a file under /.well-known/), `verify` once the proof is in place, `list`, `get` and `delete` them. Listings on a verified domain show the verified-domain badge.',
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
      'The concierge answers questions about the marketplace with citations to listings and documentation: `start` a conversation, `ask` in it (each turn costs credits, see svc_credits; pass `idempotencyKey` so a retry is charged once), `list` and `get` your conversations.',
  },
  {
    name: 'svc_blog',
    title: 'Read the blog',
    hints: READ,
    actions: { list: 'listBlogPosts', get: 'getBlogPost' },
    description:
      'Blog articles explaining the marketplace, the sales loop and the human gates: `list` those of a locale (`en` or `de`; a locale without articles answers the English ones and says so in `messages`), `get` one by `locale` and `slug` with its Markdown body and sanitized HTML.',
  },
];
