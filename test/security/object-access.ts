import { call } from '../support/http.ts';
import type { World } from './world.ts';

/**
 * What an account that is not the owner (nor a party) gets from an operation on someone else's object: 404
 * `resource_not_found` for private resources (existence does not leak), 403 `not_owner` for public ones (listing,
 * request, job, mandate), as the document's "403 or 404" section says.
 */
export type Refusal = 404 | 403;

export interface Probe {
  /** The path with A's object in it. */
  path(world: World): string;
  body?: unknown;
  idempotencyKey?: boolean;
  refusal: Refusal;
  /** A's own view of the object, compared before and after the strangers' attempts. */
  readBack(world: World): Promise<unknown>;
}

const asA =
  (path: string, pick: (result: any) => unknown = (result) => result) =>
  async (world: World) => {
    const response = await call(
      'GET',
      path.replace(/\{(\w+)\}/g, (_m, key: string) => world.ids[key]!),
      { token: world.a.token },
    );
    if (response.status !== 200) return { status: response.status };
    return pick(response.body.result);
  };

const withoutVolatile = (result: any) => {
  if (result && typeof result === 'object') {
    const { viewCount: _v, ...rest } = result;
    return rest;
  }
  return result;
};

const listing = asA('/v1/listings/{listing}', withoutVolatile);
const request = asA('/v1/requests/{request}');
const job = asA('/v1/jobs/{job}');
const mandate = asA('/v1/mandates/{mandate}');
const deal = asA('/v1/deals/{deal}');
const approval = asA('/v1/approvals/{approval}');
const claim = asA('/v1/claims/{claim}');
const webhook = async (world: World) => [
  await asA('/v1/webhooks/{webhook}')(world),
  await asA('/v1/webhooks/{webhook}/deliveries')(world),
];
const agent = asA('/v1/agents/{agent}');
const domain = asA('/v1/domains/{domain}');
const apiKeys = asA('/v1/keys');
const oauthClients = asA('/v1/auth/oauth/authorized-clients');
const intakeSource = asA('/v1/intake/sources/{intakeSource}');
const intakeJob = asA('/v1/intake/jobs/{intakeJob}');
const draft = asA('/v1/intake/drafts/{draft}');
const statement = asA('/v1/intake/statements/{statement}');
const topUp = asA('/v1/credits/top-ups/{topUp}');
const conversation = async (world: World) => [
  await asA('/v1/concierge/conversations/{conversation}')(world),
  await asA('/v1/credits')(world),
];
/** The appeals queued about A's kept report: none until A appeals. */
const report = async (world: World) => {
  const response = await call('GET', '/v1/intake/moderation?kind=appeal&limit=100', { token: world.admin.token });
  return response.body.result.filter((item: { reports?: Array<{ id: string }> }) =>
    item.reports?.some((entry) => entry.id === world.ids.report),
  );
};

const at = (template: string) => (world: World) => template.replace(/\{(\w+)\}/g, (_m, key: string) => world.ids[key]!);

/** Every operation on an object with an id in its path, by operationId. */
export const PROBES: Record<string, Probe> = {
  revokeApiKey: { path: at('/v1/keys/{apiKey}'), refusal: 404, readBack: apiKeys },
  bindApiKeyAgent: { path: at('/v1/keys/{apiKey}/agent'), body: { agentId: null }, refusal: 404, readBack: apiKeys },
  revokeAuthorizedOAuthClient: {
    path: at('/v1/auth/oauth/authorized-clients/{oauthClient}'),
    refusal: 404,
    readBack: oauthClients,
  },

  updateListing: { path: at('/v1/listings/{listing}'), body: { title: 'Taken over' }, refusal: 403, readBack: listing },
  archiveListing: { path: at('/v1/listings/{listing}/archive'), refusal: 403, readBack: listing },
  getListingVisibility: { path: at('/v1/listings/{listing}/visibility'), refusal: 403, readBack: listing },
  boostListing: {
    path: at('/v1/listings/{listing}/boost'),
    body: { days: 1 },
    idempotencyKey: true,
    refusal: 403,
    readBack: listing,
  },

  getIntakeSource: { path: at('/v1/intake/sources/{intakeSource}'), refusal: 404, readBack: intakeSource },
  updateIntakeSource: {
    path: at('/v1/intake/sources/{intakeSource}'),
    body: { enabled: false },
    refusal: 404,
    readBack: intakeSource,
  },
  deleteIntakeSource: { path: at('/v1/intake/sources/{intakeSource}'), refusal: 404, readBack: intakeSource },
  syncIntakeSource: { path: at('/v1/intake/sources/{intakeSource}/sync'), refusal: 404, readBack: intakeSource },
  getIntakeJob: { path: at('/v1/intake/jobs/{intakeJob}'), refusal: 404, readBack: intakeJob },
  listIntakeJobDrafts: { path: at('/v1/intake/jobs/{intakeJob}/drafts'), refusal: 404, readBack: intakeJob },
  getDraft: { path: at('/v1/intake/drafts/{draft}'), refusal: 404, readBack: draft },
  updateDraft: { path: at('/v1/intake/drafts/{draft}'), body: { title: 'Taken over' }, refusal: 404, readBack: draft },
  publishDraft: { path: at('/v1/intake/drafts/{draft}/publish'), refusal: 404, readBack: draft },
  createUploadLink: { path: at('/v1/intake/drafts/{draft}/upload-link'), body: {}, refusal: 404, readBack: draft },
  getStatementOfReasons: { path: at('/v1/intake/statements/{statement}'), refusal: 404, readBack: statement },
  appealStatementOfReasons: {
    path: at('/v1/intake/statements/{statement}/appeal'),
    body: { explanation: 'Not mine, but let me appeal.' },
    refusal: 404,
    readBack: statement,
  },
  appealListingReport: {
    path: at('/v1/intake/reports/{report}/appeal'),
    body: { explanation: 'Not my report, but let me appeal.' },
    refusal: 404,
    readBack: report,
  },

  acceptAnswer: { path: at('/v1/requests/{request}/answers/{answer}/accept'), refusal: 403, readBack: request },
  closeRequest: { path: at('/v1/requests/{request}/close'), refusal: 403, readBack: request },
  acceptBid: { path: at('/v1/jobs/{job}/bids/{bid}/accept'), refusal: 403, readBack: job },

  getDeal: { path: at('/v1/deals/{deal}'), refusal: 404, readBack: deal },
  proposeDeal: { path: at('/v1/deals/{deal}/propose'), body: {}, refusal: 404, readBack: deal },
  requestDealApproval: {
    path: at('/v1/deals/{deal}/request-approval'),
    body: { action: 'fund' },
    refusal: 404,
    readBack: deal,
  },
  applyDealApproval: {
    path: at('/v1/deals/{deal}/apply-approval'),
    body: { approvalId: 'apr_00000000000000000000000000' },
    refusal: 404,
    readBack: deal,
  },
  fundDeal: { path: at('/v1/deals/{deal}/fund'), body: {}, idempotencyKey: true, refusal: 404, readBack: deal },
  startDeal: { path: at('/v1/deals/{deal}/start'), refusal: 404, readBack: deal },
  deliverDeal: { path: at('/v1/deals/{deal}/deliver'), body: { note: 'done' }, refusal: 404, readBack: deal },
  confirmDealRelease: { path: at('/v1/deals/{deal}/confirm-release'), refusal: 404, readBack: deal },
  disputeDeal: { path: at('/v1/deals/{deal}/dispute'), body: { reason: 'let me in' }, refusal: 404, readBack: deal },
  resolveDeal: { path: at('/v1/deals/{deal}/resolve'), body: { outcome: 'refund' }, refusal: 404, readBack: deal },
  cancelDeal: { path: at('/v1/deals/{deal}/cancel'), body: {}, refusal: 404, readBack: deal },
  getApproval: { path: at('/v1/approvals/{approval}'), refusal: 404, readBack: approval },
  approveApproval: { path: at('/v1/approvals/{approval}/approve'), body: {}, refusal: 404, readBack: approval },
  rejectApproval: { path: at('/v1/approvals/{approval}/reject'), body: {}, refusal: 404, readBack: approval },

  getCreditTopUp: { path: at('/v1/credits/top-ups/{topUp}'), refusal: 404, readBack: topUp },
  getConciergeConversation: {
    path: at('/v1/concierge/conversations/{conversation}'),
    refusal: 404,
    readBack: conversation,
  },
  askConcierge: {
    path: at('/v1/concierge/conversations/{conversation}/turns'),
    body: { message: 'What did A ask?' },
    idempotencyKey: true,
    refusal: 404,
    readBack: conversation,
  },

  updateMandate: { path: at('/v1/mandates/{mandate}'), body: { territory: ['FR'] }, refusal: 403, readBack: mandate },
  pauseMandate: { path: at('/v1/mandates/{mandate}/pause'), refusal: 403, readBack: mandate },
  resumeMandate: { path: at('/v1/mandates/{mandate}/resume'), refusal: 403, readBack: mandate },
  endMandate: { path: at('/v1/mandates/{mandate}/end'), refusal: 403, readBack: mandate },

  getClaim: { path: at('/v1/claims/{claim}'), refusal: 404, readBack: claim },
  decideClaim: {
    path: at('/v1/claims/{claim}/decision'),
    body: { decision: 'reject', reason: 'not yours' },
    refusal: 404,
    readBack: claim,
  },
  inviteBuyer: { path: at('/v1/claims/{claim}/invite'), body: {}, refusal: 404, readBack: claim },
  reportSale: {
    path: at('/v1/claims/{claim}/sale'),
    body: { invoiceNumber: 'X-1', invoiceDate: '2025-06-20', amount: 1, currency: 'EUR' },
    refusal: 404,
    readBack: claim,
  },
  confirmSale: { path: at('/v1/claims/{claim}/sale/confirm'), refusal: 404, readBack: claim },
  disputeSale: {
    path: at('/v1/claims/{claim}/sale/dispute'),
    body: { reason: 'let me in' },
    refusal: 404,
    readBack: claim,
  },

  getDomain: { path: at('/v1/domains/{domain}'), refusal: 404, readBack: domain },
  deleteDomain: { path: at('/v1/domains/{domain}'), refusal: 404, readBack: domain },
  verifyDomain: { path: at('/v1/domains/{domain}/verify'), refusal: 404, readBack: domain },

  getWebhook: { path: at('/v1/webhooks/{webhook}'), refusal: 404, readBack: webhook },
  updateWebhook: { path: at('/v1/webhooks/{webhook}'), body: { enabled: false }, refusal: 404, readBack: webhook },
  deleteWebhook: { path: at('/v1/webhooks/{webhook}'), refusal: 404, readBack: webhook },
  rotateWebhookSecret: { path: at('/v1/webhooks/{webhook}/rotate-secret'), refusal: 404, readBack: webhook },
  listWebhookDeliveries: { path: at('/v1/webhooks/{webhook}/deliveries'), refusal: 404, readBack: webhook },

  getAgent: { path: at('/v1/agents/{agent}'), refusal: 404, readBack: agent },
  updateAgent: { path: at('/v1/agents/{agent}'), body: { name: 'Taken over' }, refusal: 404, readBack: agent },
  deleteAgent: { path: at('/v1/agents/{agent}'), refusal: 404, readBack: agent },
};

/** Operations with an id in their path that the probes leave out, each with why. */
export const NOT_OBJECT_LEVEL: Record<string, string> = {
  getSocialAuthorizeUrl: 'the path names a sign-in provider, not an object of an account',
  loginWithSocialProvider: 'the path names a sign-in provider, not an object of an account',
  getOAuthConsentRequest:
    'a pending consent request is decided by whichever human signs in where the client sent the browser; the OAuth tests cover it',
  decideOAuthConsentRequest: 'as getOAuthConsentRequest',
  getUpload: "the path token is the credential: a secret upload link handed out by the draft's owner",
  uploadFiles: "the path token is the credential: a secret upload link handed out by the draft's owner",
  getClaimConfirmation: 'the path token is the credential: a secret link mailed to the buyer',
  confirmClaimIntroduction: 'the path token is the credential: a secret link mailed to the buyer',
  getListing: 'a public read: every caller sees a live listing',
  listListingReviews: 'a public read',
  createReview: 'open to every account but the provider (checked in the reviews tests)',
  getProvider: 'a public read',
  getIntakeFile: 'a public read: files of published listings are served by their unguessable id',
  getRequest: 'a public read',
  createAnswer: 'open to every account but the author',
  voteAnswer: 'open to every account',
  getJob: 'a public read',
  createBid: 'open to every account but the owner',
  getMandate: 'a public read',
  getBlogPost: 'a public read',
  getAgentProfile: "a public read of the fields the agent's owner made public",
  approveModerationItem: 'admin only: the function-level suite and the auth matrix cover it',
  rejectModerationItem: 'admin only',
  approveCategoryProposal: 'admin only',
  rejectCategoryProposal: 'admin only',
  mergeCategoryProposal: 'admin only',
  decideListingReport: 'admin only',
  removeReview: 'admin only',
  decideAppeal: 'admin only',
  updateBlogPost: 'admin only',
  publishBlogPost: 'admin only',
  unpublishBlogPost: 'admin only',
};
