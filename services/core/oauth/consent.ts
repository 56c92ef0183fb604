import type { Principal } from '../../../shared/auth/principal.ts';
import { scopeCatalog } from '../../../shared/auth/scopes.ts';
import { issueOAuthSecret } from '../../../shared/auth/oauth-secrets.ts';
import type { Clock } from '../../../shared/clock.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import type { OperationResult, RequestBody } from '../../../shared/openapi/operation-types.ts';
import type { AuthorizationsRepository } from './authorizations.repository.ts';
import type { ConsentRequestsRepository } from './consent-requests.repository.ts';
import { withResponseParameters } from './redirect-uris.ts';
import { isSubset } from './scopes.ts';
import { AUTHORIZATION_CODE_TTL_MS, type AuthorizationDocument, type ConsentRequestDocument } from './types.ts';

type ConsentView = OperationResult<'getOAuthConsentRequest'>;
type Status = ConsentView['status'];

export interface ConsentDeps {
  requests: ConsentRequestsRepository;
  authorizations: AuthorizationsRepository;
  clock: Clock;
}

/** The human's side of the flow: read a consent request, then approve (perhaps narrowing the scopes) or deny it once. */
export class Consent {
  constructor(private readonly deps: ConsentDeps) {}

  async read(requestId: string): Promise<ConsentView> {
    const request = await this.requireRequest(requestId);
    const decision = await this.deps.authorizations.findById(requestId);
    return view(request, statusOf(request, decision, this.deps.clock.now()));
  }

  async decide(
    requestId: string,
    principal: Principal,
    input: RequestBody<'decideOAuthConsentRequest'>,
    issuer: string,
  ): Promise<OperationResult<'decideOAuthConsentRequest'>> {
    const request = await this.requireRequest(requestId);
    const now = this.deps.clock.now();
    const status = statusOf(request, await this.deps.authorizations.findById(requestId), now);
    if (status !== 'pending') throw notPending(status);
    const scopes = input.scopes ?? request.scopes;
    if (!isSubset(scopes, request.scopes)) {
      throw new AppError('validation_failed', {
        message: `body.scopes may only narrow the scopes asked for: ${request.scopes.join(', ')}.`,
        field: 'body.scopes',
      });
    }
    const approved = input.decision === 'approve';
    const code = approved ? issueOAuthSecret('code', requestId) : null;
    const authorization: AuthorizationDocument = {
      _id: requestId,
      decision: approved ? 'approved' : 'denied',
      accountId: principal.accountId,
      clientKey: request.clientKey,
      clientId: request.clientId,
      clientName: request.clientName,
      clientUri: request.clientUri,
      redirectUri: request.redirectUri,
      scopes: approved ? scopes : [],
      resource: request.resource,
      codeChallenge: request.codeChallenge,
      codeHash: code?.hash ?? null,
      codeExpiresAt: code ? new Date(now.getTime() + AUTHORIZATION_CODE_TTL_MS) : null,
      decidedAt: now,
    };
    if (!(await this.deps.authorizations.insertDecisionOnce(authorization))) {
      const decided = await this.deps.authorizations.findById(requestId);
      throw notPending(decided?.decision === 'denied' ? 'denied' : 'approved');
    }
    const response: Record<string, string> = code
      ? { code: code.secret }
      : { error: 'access_denied', error_description: 'The human denied the request.' };
    return {
      status: approved ? 'approved' : 'denied',
      redirectUrl: withResponseParameters(request.redirectUri, { ...response, state: request.state, iss: issuer }),
    };
  }

  private async requireRequest(requestId: string): Promise<ConsentRequestDocument> {
    const request = await this.deps.requests.findById(requestId);
    if (!request)
      throw new AppError('resource_not_found', { message: 'No consent request has this id.', field: 'path.id' });
    return request;
  }
}

function statusOf(request: ConsentRequestDocument, decision: AuthorizationDocument | null, now: Date): Status {
  if (decision) return decision.decision;
  return request.expiresAt > now ? 'pending' : 'expired';
}

function notPending(status: Status): AppError {
  return new AppError('invalid_transition', {
    message:
      status === 'expired'
        ? 'The consent request has expired; the client must start the authorization again.'
        : `The consent request was already ${status}.`,
    meta: { currentState: status, allowedOperations: [] },
  });
}

function view(request: ConsentRequestDocument, status: Status): ConsentView {
  return {
    id: request._id,
    client: { id: request.clientId, name: request.clientName, uri: request.clientUri },
    scopes: scopeCatalog().filter((entry) => request.scopes.includes(entry.scope)),
    redirectUri: request.redirectUri,
    resource: request.resource,
    status,
    createdAt: request.createdAt.toISOString(),
    expiresAt: request.expiresAt.toISOString(),
  };
}
