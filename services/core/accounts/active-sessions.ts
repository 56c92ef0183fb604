import type { ActiveSession } from '../../../shared/auth/bearer-verifier.ts';
import type { SessionsRepository } from './sessions.repository.ts';

/** The session alone: it carries the admin power the account had when it began (accounts are never deleted). */
export async function findActiveSession(
  repositories: { sessions: Pick<SessionsRepository, 'findActive'> },
  sessionId: string,
  accountId: string,
  now: Date,
): Promise<ActiveSession | null> {
  const session = await repositories.sessions.findActive(sessionId, accountId, now);
  return session ? { accountId, isAdmin: session.isAdmin === true } : null;
}
