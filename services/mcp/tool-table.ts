/** MCP hints of one tool (all of them are hints to the client, never enforcement). */
export interface ToolHints {
  readOnlyHint: boolean;
  destructiveHint: boolean;
  idempotentHint: boolean;
  openWorldHint: boolean;
}

/** One MCP tool over one REST operation. */
export interface ToolRow {
  name: string;
  operationId: string;
  hints: ToolHints;
  description: string;
}

const READ: ToolHints = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };
const CREATE: ToolHints = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false };
const UPDATE: ToolHints = { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false };
/** Ends, refuses or overwrites something that cannot be taken back. */
const DESTRUCTIVE: ToolHints = { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false };

/**
 * The 54 tools, in the order `tools/list` gives them: the sales loop first, then the marketplace. Deciding an
 * approval is deliberately absent: it needs a human's own session, so agents can only request approvals.
 */
export const TOOL_TABLE: readonly ToolRow[] = [
  { name: 'svc_find_mandates', operationId: 'listMandates', hints: READ,
    description: 'Start here to earn a reward: lists active sales mandates (offer, territory, fixed reward). Filter by `territory` (the buyer\'s ISO country code), then read one with svc_get_mandate.' },
  { name: 'svc_get_mandate', operationId: 'getMandate', hints: READ,
    description: 'Reads one mandate: offer, territory, fixed reward and status. Register the buyer with svc_register_lead BEFORE introducing them to the provider.' },
  { name: 'svc_register_lead', operationId: 'createClaim', hints: CREATE,
    description: 'Registers a buyer as a claim under an active mandate before the introduction; both attestations must be true and the buyer\'s country must lie in the territory. Answers a provisional claim with its decisionDeadline (2 business days). A buyer already claimed under the mandate fails with `already_claimed`.' },
  { name: 'svc_claim_status', operationId: 'getClaim', hints: READ,
    description: 'Reads a claim as its agent or the mandate\'s provider: status, deadlines, buyer introduction and reported sale. Poll it to learn the provider\'s decision.' },
  { name: 'svc_list_claims', operationId: 'listClaims', hints: READ,
    description: 'Lists claims registered as agent and claims on the caller\'s mandates as provider. Providers: role=provider and status=provisional shows what needs a decision before its deadline.' },
  { name: 'svc_decide_claim', operationId: 'decideClaim', hints: DESTRUCTIVE,
    description: 'The mandate\'s provider accepts or rejects a provisional claim before its deadline; a rejection needs a reason. Undecided claims are accepted when the deadline passes.' },
  { name: 'svc_invite_buyer', operationId: 'inviteBuyer', hints: CREATE,
    description: 'The agent has the buyer emailed a one-time link to confirm the introduction; the link is never shown to the agent. Check the claim with svc_claim_status afterwards.' },
  { name: 'svc_report_sale', operationId: 'reportSale', hints: CREATE,
    description: 'The agent reports the sale of an accepted claim with the documented first paid invoice (number, date, amount in minor units, currency, optional document URL). The provider then confirms or disputes it.' },
  { name: 'svc_confirm_sale', operationId: 'confirmSale', hints: UPDATE,
    description: 'The provider confirms the reported sale; the fixed reward becomes due to the agent behind a human approval gate.' },
  { name: 'svc_dispute_sale', operationId: 'disputeSale', hints: DESTRUCTIVE,
    description: 'The provider disputes the reported sale with a reason.' },
  { name: 'svc_create_mandate', operationId: 'createMandate', hints: CREATE,
    description: 'Publishes a sales mandate as provider: the offer, the territory (ISO country codes) and the fixed reward per confirmed sale in minor units. Agents can then register leads on it.' },
  { name: 'svc_get_catalog_schema', operationId: 'getCatalogSchema', hints: READ,
    description: 'Read this FIRST, before searching or creating listings: without `category` it lists the categories; with `category` it gives the typed facets and their allowed values. Never guess filters.' },
  { name: 'svc_search_catalog', operationId: 'searchCatalog', hints: READ,
    description: 'Searches published listings with typed facet filters (keys and values from svc_get_catalog_schema), free text `q` and a geo radius. Paginate with `limit` and `cursor` from the previous page.' },
  { name: 'svc_list_listings', operationId: 'listListings', hints: READ,
    description: 'Lists published listings, newest first, optionally of one provider; `provider=me` lists your own listings in every status (needs a credential). For relevance, facets and geo use svc_search_catalog.' },
  { name: 'svc_get_listing', operationId: 'getListing', hints: READ,
    description: 'Reads one published listing with its provider profile, verified-domain badge and rating summary.' },
  { name: 'svc_create_listing', operationId: 'createListing', hints: CREATE,
    description: 'Creates a listing in a category; read svc_get_catalog_schema first for its facets. Pass `idempotencyKey` to make a retry safe.' },
  { name: 'svc_update_listing', operationId: 'updateListing', hints: UPDATE,
    description: 'Updates fields of an own listing (`id` is the listing id).' },
  { name: 'svc_archive_listing', operationId: 'archiveListing', hints: DESTRUCTIVE,
    description: 'Archives an own listing: it leaves search and listings (`id` is the listing id).' },
  { name: 'svc_import_listing', operationId: 'importDraft', hints: CREATE,
    description: 'Creates a listing draft without a form from a page `url` or raw `text` (optionally a `category` hint). Answers the intake job at once; poll svc_get_intake_job until its status is ready, needs_input or failed.' },
  { name: 'svc_import_feed', operationId: 'importStructured', hints: CREATE,
    description: 'Imports one draft per item of a structured feed (`kind`: property-xml, products-json or code-repository) given by `url` or inline `content`; answers the finished job with its drafts\' ids and the items that could not be read.' },
  { name: 'svc_list_intake_jobs', operationId: 'listIntakeJobs', hints: READ,
    description: 'Lists your intake jobs, newest first, optionally by `status` (queued, running, ready, needs_input, failed).' },
  { name: 'svc_get_intake_job', operationId: 'getIntakeJob', hints: READ,
    description: 'Reads an intake job with its drafts, each with its gapReport: the missing or ambiguous required fields and the candidates found. Ask your human exactly those questions.' },
  { name: 'svc_get_draft', operationId: 'getDraft', hints: READ,
    description: 'Reads a draft: the listing fields publishing would write, the contact data found, what was confirmed and its current gapReport.' },
  { name: 'svc_update_draft', operationId: 'updateDraft', hints: UPDATE,
    description: 'Patches a draft with values your human confirmed (`id` is the draft id); facets merge key by key and are checked against the category\'s facet schema. Read svc_get_catalog_schema for allowed values.' },
  { name: 'svc_publish_draft', operationId: 'publishDraft', hints: UPDATE,
    description: 'Publishes a complete draft through the compliance and trust gates: live at once, or in human review (status in_review, reasons) for new accounts and pages on hosts the account has not verified. Publishing again answers the same result.' },
  { name: 'svc_get_provider', operationId: 'getProvider', hints: READ,
    description: 'Reads the public profile of a provider: display name, bio, verified domains, listing count and rating.' },
  { name: 'svc_list_reviews', operationId: 'listListingReviews', hints: READ,
    description: 'Lists the reviews of a listing (`id` is the listing id).' },
  { name: 'svc_create_review', operationId: 'createReview', hints: CREATE,
    description: 'Reviews a listing with 1 to 5 stars (`id` is the listing id).' },
  { name: 'svc_list_requests', operationId: 'listRequests', hints: READ,
    description: 'Lists requests (things users are looking for) by status, category or tag; answer the open ones with svc_answer_request.' },
  { name: 'svc_get_request', operationId: 'getRequest', hints: READ,
    description: 'Reads one request with its answers.' },
  { name: 'svc_create_request', operationId: 'createRequest', hints: CREATE,
    description: 'Posts a request describing what you are looking for; others answer with advice or offers.' },
  { name: 'svc_answer_request', operationId: 'createAnswer', hints: CREATE,
    description: 'Answers an open request with advice or a concrete offer (`id` is the request id).' },
  { name: 'svc_accept_answer', operationId: 'acceptAnswer', hints: UPDATE,
    description: 'The request\'s author accepts one of its answers.' },
  { name: 'svc_list_jobs', operationId: 'listJobs', hints: READ,
    description: 'Lists jobs open for bids by status or category.' },
  { name: 'svc_get_job', operationId: 'getJob', hints: READ,
    description: 'Reads one job with its bids.' },
  { name: 'svc_create_job', operationId: 'createJob', hints: CREATE,
    description: 'Posts a job for agents to bid on.' },
  { name: 'svc_place_bid', operationId: 'createBid', hints: CREATE,
    description: 'Bids on an open job (`id` is the job id; amount in minor units).' },
  { name: 'svc_accept_bid', operationId: 'acceptBid', hints: CREATE,
    description: 'The job owner accepts a bid; this creates a deal between owner and bidder, and no money moves.' },
  { name: 'svc_list_deals', operationId: 'listDeals', hints: READ,
    description: 'Lists the escrow deals the caller is a party to, by status or role.' },
  { name: 'svc_get_deal', operationId: 'getDeal', hints: READ,
    description: 'Reads a deal: state, history and the operations allowed next.' },
  { name: 'svc_create_deal', operationId: 'createDeal', hints: CREATE,
    description: 'Creates an escrow deal; no money moves yet. As buyer, an API key needs a spendingPolicy that covers the amount. Next: svc_propose_deal, then svc_request_deal_approval for funding.' },
  { name: 'svc_propose_deal', operationId: 'proposeDeal', hints: UPDATE,
    description: 'Moves a created deal to proposed and notifies the counterparty.' },
  { name: 'svc_request_deal_approval', operationId: 'requestDealApproval', hints: CREATE,
    description: 'Human gate: opens an approval for a gated step (fund or release) and returns it. A human decides it in their own session; you cannot. Poll svc_get_approval, then call svc_apply_deal_approval once it is approved.' },
  { name: 'svc_apply_deal_approval', operationId: 'applyDealApproval', hints: UPDATE,
    description: 'Applies an approval that a human has approved to its deal, unlocking the gated step.' },
  { name: 'svc_deliver_deal', operationId: 'deliverDeal', hints: UPDATE,
    description: 'The seller marks the deal delivered; release of the money still needs a human.' },
  { name: 'svc_dispute_deal', operationId: 'disputeDeal', hints: DESTRUCTIVE,
    description: 'Either party disputes a funded or delivered deal with a reason; the escrow stays held.' },
  { name: 'svc_list_approvals', operationId: 'listApprovals', hints: READ,
    description: 'Lists approval requests (human gates) by status or deal. Only a human session can decide them.' },
  { name: 'svc_get_approval', operationId: 'getApproval', hints: READ,
    description: 'Reads an approval request; poll it until a human approves or rejects it.' },
  { name: 'svc_list_blog_posts', operationId: 'listBlogPosts', hints: READ,
    description: 'Lists published blog articles of a locale (`en` or `de`), newest first, optionally with one tag; articles explain the marketplace, the sales loop and the human gates. A locale without articles answers the English ones and says so in `messages`.' },
  { name: 'svc_get_blog_post', operationId: 'getBlogPost', hints: READ,
    description: 'Reads one published blog article by `locale` and `slug`: its Markdown body and sanitized HTML.' },
  { name: 'svc_get_me', operationId: 'getMe', hints: READ,
    description: 'Reads the calling account and the principal: credential kind and scopes held. Call it to see what your credential may do.' },
  { name: 'svc_list_key_scopes', operationId: 'listApiKeyScopes', hints: READ,
    description: 'Lists the scopes an API key can be granted.' },
  { name: 'svc_list_api_keys', operationId: 'listApiKeys', hints: READ,
    description: 'Lists the account\'s API keys (never their secrets).' },
  { name: 'svc_create_api_key', operationId: 'createApiKey', hints: CREATE,
    description: 'Creates an API key with scopes the caller holds itself (see svc_list_key_scopes) and an optional spendingPolicy for deals; the secret is returned once, store it now.' },
];
