import { AppError } from '../../../shared/errors/app-error.ts';
import type { Step } from '../context.ts';

/** Operations marked x-session-only, and every admin operation, need a human's own session. */
export const requireSession: Step = async (context, next) => {
  const { principal, operation } = context;
  const needsSession = operation.sessionOnly || operation.auth === 'admin';
  if (needsSession && principal && principal.kind !== 'session') throw new AppError('session_required');
  return next();
};

export const requireAdmin: Step = async (context, next) => {
  if (context.operation.auth === 'admin' && !context.principal?.isAdmin) throw new AppError('admin_required');
  return next();
};

export const requireScopes: Step = async (context, next) => {
  const { principal, operation } = context;
  const missing = principal ? operation.scopes.filter((scope) => !principal.scopes.includes(scope)) : [];
  if (missing.length > 0) {
    throw new AppError('scope_missing', {
      message: `The credential lacks the scope ${missing.join(', ')} that this operation requires.`,
      meta: { required: operation.scopes, missing },
    });
  }
  return next();
};
