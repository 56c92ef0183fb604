import { AppError } from '../../../shared/errors/app-error.ts';
import type { VerifyBearer } from '../../../shared/auth/bearer-verifier.ts';
import { bearerChallenge, resourceIdentifier, type ResourceName } from '../../../shared/auth/oauth-resources.ts';
import type { Principal } from '../../../shared/auth/principal.ts';
import { header, type GatewayContext, type Step } from '../context.ts';

/** The protected resource a request addresses (REST unless it came through `/mcp`): its audience and 401 challenge. */
export interface ResourceFace {
  audience: string;
  challenge: string;
}

export function resourceFace(baseUrl: string, name: ResourceName): ResourceFace {
  return { audience: resourceIdentifier(baseUrl, name), challenge: bearerChallenge(baseUrl, name) };
}

function faceOf(context: GatewayContext, baseUrl: () => string): ResourceFace {
  return resourceFace(baseUrl(), context.request.resource ?? 'api');
}

/** Turns a bearer credential into a principal. Public operations ignore credentials so that reads stay cheap. */
export function authenticate(verifyBearer: VerifyBearer, baseUrl: () => string): Step {
  return async (context, next) => {
    const authorization = header(context, 'authorization');
    if (context.operation.auth === 'none' || authorization === undefined) return next();
    context.principal = await principalOf(authorization, verifyBearer, faceOf(context, baseUrl));
    return next();
  };
}

/**
 * The principal of an Authorization header: a header that is given must carry a valid bearer credential, and an
 * OAuth access token must have been minted for the resource addressed. The 401 names where OAuth clients learn more.
 */
export async function principalOf(
  authorization: string,
  verifyBearer: VerifyBearer,
  face: ResourceFace,
): Promise<Principal> {
  const token = /^Bearer ([^\s]+)$/i.exec(authorization)?.[1];
  const principal = token ? await verifyBearer(token, face.audience) : null;
  if (!principal)
    throw new AppError('credential_invalid', {
      field: 'header.Authorization',
      headers: { 'www-authenticate': face.challenge },
    });
  return principal;
}

export function requireCredential(baseUrl: () => string): Step {
  return async (context, next) => {
    const { auth } = context.operation;
    if ((auth === 'bearer' || auth === 'admin') && !context.principal) {
      throw new AppError('credential_missing', {
        field: 'header.Authorization',
        headers: { 'www-authenticate': faceOf(context, baseUrl).challenge },
      });
    }
    return next();
  };
}
