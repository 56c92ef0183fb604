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

/**
 * A credential must hold the operation's scopes. On an operation open to anonymous callers (`bearer?`), a
 * credential without them is answered as an anonymous caller would be, so that no credential reduces access to
 * public reads; only where the operation needed the credential does the missing scope become the refusal.
 */
export const requireScopes: Step = async (context, next) => {
  const { principal, operation } = context;
  const missing = principal ? operation.scopes.filter((scope) => !principal.scopes.includes(scope)) : [];
  if (missing.length === 0) return next();
  const refusal = new AppError('scope_missing', {
    message: `The credential lacks the scope ${missing.join(', ')} that this operation requires.`,
    meta: { required: operation.scopes, missing },
  });
  if (operation.auth !== 'bearer?') throw refusal;
  context.principal = null;
  const reply = await next();
  // Answered 401 without the principal: the operation needed the credential after all.
  if (reply.status === 401) throw refusal;
  return reply;
};
