import { AppError } from '../../../shared/errors/app-error.ts';
import type { VerifyBearer } from '../../../shared/auth/bearer-verifier.ts';
import { header, type Step } from '../context.ts';

const CHALLENGE = { 'www-authenticate': 'Bearer realm="marketplace-api"' };

/** Turns a bearer credential into a principal. Public operations ignore credentials so that reads stay cheap. */
export function authenticate(verifyBearer: VerifyBearer): Step {
  return async (context, next) => {
    const authorization = header(context, 'authorization');
    if (context.operation.auth === 'none' || authorization === undefined) return next();
    const token = /^Bearer ([^\s]+)$/i.exec(authorization)?.[1];
    const principal = token ? await verifyBearer(token) : null;
    if (!principal) throw new AppError('credential_invalid', { field: 'header.Authorization', headers: CHALLENGE });
    context.principal = principal;
    return next();
  };
}

export const requireCredential: Step = async (context, next) => {
  const { auth } = context.operation;
  if ((auth === 'bearer' || auth === 'admin') && !context.principal) {
    throw new AppError('credential_missing', { field: 'header.Authorization', headers: CHALLENGE });
  }
  return next();
};
