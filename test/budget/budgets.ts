/**
 * The most MongoDB commands one call of an operation may send before its reply, made while no other call is in
 * flight (credential look-up, idempotency record and workflow records included), by operation id: the most
 * measured over the suites (docs/db-budget.md), or a round trip or two more where a background job can race the
 * call, so any further round trip fails the run. An operation without an entry is held to the default of its kind.
 * A request by an API key costs one find, and three in its key's first request of a minute (its last use recorded,
 * then the revocation that write may have raced looked up: ApiKeysRepository).
 */
export const DEFAULT_BUDGET = { read: 10, write: 30 };

export const budgets: Record<string, number> = {
  acceptAnswer: 16,
  acceptBid: 24,
  appealListingReport: 4,
  appealStatementOfReasons: 4,
  applyDealApproval: 18,
  approveApproval: 38,
  approveCategoryProposal: 12,
  approveModerationItem: 22,
  // catches up pending revisions (sequenced append): scales with the data, so twice the most measured
  archiveListing: 22,
  askConcierge: 17,
  bindApiKeyAgent: 5,
  // catches up pending revisions, ledger entries of the day: scales with the data, so twice the most measured
  boostListing: 42,
  cancelDeal: 25,
  closeRequest: 8,
  confirmClaimIntroduction: 22,
  confirmDealRelease: 25,
  confirmSale: 21,
  createAgent: 5,
  createAnswer: 6,
  // created by a key or an OAuth token: its parent read before and after the insert
  createApiKey: 6,
  createBid: 6,
  createBlogPost: 3,
  createClaim: 14,
  // opened with a first message (the request examples): the credit check, then the turn's workflow with its charge
  createConciergeConversation: 17,
  createCreditTopUp: 20,
  // a buyer's API key opens it as a workflow (its spending commitment); a session's is one insert (3 commands)
  createDeal: 18,
  createDomain: 7,
  createIntakeSource: 22,
  createJob: 5,
  // a new account's listing: the trust gate's count, then the held listing's workflow; an Idempotency-Key adds 2
  createListing: 14,
  createListingReport: 19,
  createMandate: 7, // with an Idempotency-Key: its record is claimed and completed (2)
  createRequest: 5,
  // rating recount of the listing and provider: scales with the data, so twice the most measured
  createReview: 34,
  createUploadLink: 4,
  createWebhook: 4,
  decideAppeal: 38,
  decideClaim: 12,
  // catches up pending revisions: scales with the data, so twice the most measured
  decideListingReport: 90,
  decideOAuthConsentRequest: 5,
  deleteAgent: 5,
  deleteDomain: 22,
  deleteIntakeSource: 5,
  deleteWebhook: 4,
  deliverDeal: 12,
  disputeDeal: 14,
  disputeSale: 28,
  endMandate: 6,
  // a reused code or refresh token revokes its grant with the keys its tokens created (a workflow)
  exchangeOAuthToken: 9,
  exportStatementsOfReasons: 3,
  fundDeal: 25,
  getAgent: 5,
  getAgentProfile: 1,
  getApproval: 3,
  getBlogFeed: 1,
  getBlogPost: 1,
  getClaim: 5,
  getClaimConfirmation: 5,
  getConciergeConversation: 4,
  getCreditBalance: 4,
  getCreditTopUp: 3,
  getDeal: 8,
  getDomain: 4,
  getDraft: 4,
  getIntakeFile: 3,
  // one look-up per draft of the job (N+1): scales with the data, so twice the most measured
  getIntakeJob: 6,
  getIntakeSource: 3,
  getJob: 2,
  getListing: 3,
  getListingVisibility: 7,
  getMandate: 2,
  getMe: 5,
  getOAuthConsentRequest: 4,
  getProvider: 4,
  // the indexer's lag (3), and at most every 30 s the count of listings still without vectors
  getReadiness: 4,
  getRequest: 4,
  getSettings: 4,
  getSocialAuthorizeUrl: 1,
  getStatementOfReasons: 4,
  getUpload: 1,
  getWebhook: 3,
  // one write with its event; the relay's outbox insert may land before the idempotency record completes the reply
  grantCredits: 8,
  // with an Idempotency-Key: its record is claimed and completed (2); the import runs on after the 202, and its
  // draft insert and job update can land before the call's measurement closes (1 more seen on CI)
  importDraft: 8,
  // per batch of drafts: scales with the data, so twice the most measured
  importStructured: 112,
  inviteBuyer: 12,
  listAgents: 4,
  listApiKeyScopes: 2,
  listApiKeys: 3,
  listApprovals: 3,
  listAuthorizedOAuthClients: 5,
  listBlogPosts: 2,
  listCategoryProposals: 3,
  listClaims: 3,
  listConciergeConversations: 3,
  listDeals: 4,
  listDomains: 3,
  listFeedback: 3,
  listIntakeJobs: 3,
  listIntakeSources: 3,
  listJobs: 2,
  listLedgerEntries: 3,
  listListingReports: 3,
  listListingReviews: 2,
  listListings: 4,
  listMandates: 1,
  listModerationAuditLog: 3,
  listModerationQueue: 12,
  listRequests: 3,
  listStatementsOfReasons: 4,
  listWebhookDeliveries: 4,
  listWebhooks: 3,
  login: 4,
  loginWithIdentityProvider: 4,
  loginWithSocialProvider: 15,
  // revokes the key or OAuth grant with the keys it created (a workflow)
  logout: 10,
  mergeCategoryProposal: 18,
  pauseMandate: 7,
  proposeDeal: 12,
  publishBlogPost: 5,
  publishDraft: 19,
  receiveStripeWebhook: 10,
  registerAccount: 2,
  registerOAuthClient: 1,
  rejectApproval: 18,
  rejectCategoryProposal: 12,
  rejectModerationItem: 36,
  // rating recount of the listing and provider: scales with the data, so twice the most measured
  removeReview: 64,
  reportSale: 13,
  requestDealApproval: 11,
  // the mail is recorded, sent over SMTP (Mailpit in tests) and marked sent
  requestMagicLink: 7,
  resolveDeal: 12,
  resumeMandate: 6,
  // a workflow: the key, then the keys created under it, passing again when a pass revoked some
  revokeApiKey: 10,
  revokeAuthorizedOAuthClient: 9,
  rotateWebhookSecret: 5,
  sendFeedback: 5,
  setPassword: 5,
  startDeal: 12,
  startOAuthAuthorization: 2,
  // per feed item: item record, draft (batched by 200): scales with the data, so twice the most measured
  syncIntakeSource: 228,
  unpublishBlogPost: 5,
  updateAgent: 6,
  updateBlogPost: 4,
  updateDraft: 5,
  updateIntakeSource: 5,
  // catches up the revisions of earlier concurrent updates (sequenced append): scales with the data, so twice the most measured
  updateListing: 24,
  updateMandate: 6,
  updateMe: 4,
  updateSettings: 5,
  updateWebhook: 5,
  uploadFiles: 14,
  verifyDomain: 42,
  verifyMagicLink: 16,
  voteAnswer: 7,
};

/**
 * Query shapes (as describeShape prints them) that may read without an index, each with the reason. Everything
 * else the suites send must be served by an index a repository declares.
 */
export const allowedScans: Record<string, string> = {
  'intake_files.files.find {}':
    "the driver's GridFS bucket asks whether its files collection is empty (limit 1) before creating its indexes",
  'category_proposals.find {}':
    'test/moderation/merged-categories.test.ts reads every proposal through the client of a service of its own',
  'listings.find {}':
    "npm start's demo seeding asks whether the listings collection is empty (limit 1), and reindex reads every listing on purpose",
};
