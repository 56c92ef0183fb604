import { AppError } from '../../../shared/errors/app-error.ts';
import type { VerifyBearer } from '../../../shared/auth/bearer-verifier.ts';
import type { Principal } from '../../../shared/auth/principal.ts';
import { header, type Step } from '../context.ts';

const CHALLENGE = { 'www-authenticate': 'Bearer realm="marketplace-api"' };

/** Turns a bearer credential into a principal. Public operations ignore credentials so that reads stay cheap. */
export function authenticate(verifyBearer: VerifyBearer): Step {
  return async (context, next) => {
    const authorization = header(context, 'authorization');
    if (context.operation.auth === 'none' || authorization === undefined) return next();
    context.principal = await principalOf(authorization, verifyBearer);
    return next();
  };
}

/** The principal of an Authorization header: a header that is given must carry a valid bearer credential. */
export async function principalOf(authorization: string, verifyBearer: VerifyBearer): Promise<Principal> {
  const token = /^Bearer ([^\s]+)$/i.exec(authorization)?.[1];
  const principal = token ? await verifyBearer(token) : null;
  if (!principal) throw new AppError('credential_invalid', { field: 'header.Authorization', headers: CHALLENGE });
  return principal;
}

export const requireCredential: Step = async (context, next) => {
  const { auth } = context.operation;
  if ((auth === 'bearer' || auth === 'admin') && !context.principal) {
    throw new AppError('credential_missing', { field: 'header.Authorization', headers: CHALLENGE });
  }
  return next();
};
