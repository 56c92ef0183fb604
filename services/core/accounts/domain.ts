import type { Db } from 'mongodb';
import type { Clock } from '../../../shared/clock.ts';
import type { Config } from '../../../shared/config.ts';
import { AccountsRepository } from './accounts.repository.ts';
import { AccountsService } from './accounts.service.ts';
import { EmailProofs } from './email-proof.ts';
import type { WorkflowEngine } from '../workflows/index.ts';
import { accountsHandlers } from './handlers.ts';
import { LoginFailuresRepository } from './login-failures.repository.ts';
import { LoginThrottle } from './login-throttle.ts';
import { Passwords } from './passwords.ts';
import { SessionsRepository } from './sessions.repository.ts';
import type { AccountCredentials, ActingAgents } from './ports.ts';

/** The collections of accounts, their sessions and their failed logins. */
export function accountsRepositories(db: Db) {
  return {
    accounts: new AccountsRepository(db),
    sessions: new SessionsRepository(db),
    loginFailures: new LoginFailuresRepository(db),
  };
}

export interface AccountsDomainDeps {
  repositories: ReturnType<typeof accountsRepositories>;
  config: Pick<Config, 'jwtSecret' | 'sessionTtlSeconds' | 'bcryptRounds' | 'loginThrottle'>;
  clock: Clock;
  workflows: Pick<WorkflowEngine, 'run' | 'register'>;
  credentials: AccountCredentials;
  actingAgents: ActingAgents;
}

/** Accounts, passwords and sessions: registration, login with its throttle, logout, the caller's profile. */
export function createAccountsDomain(deps: AccountsDomainDeps) {
  const { repositories, config, clock, workflows, credentials } = deps;
  const emailProofs = new EmailProofs({
    accounts: repositories.accounts,
    sessions: repositories.sessions,
    revokeApiKeys: (accountId, at) => credentials.revokeAllApiKeys(accountId, at),
    revokeOAuthGrants: (accountId, at) => credentials.revokeAllOAuthGrants(accountId, at),
    workflows,
  });
  const accounts = new AccountsService({
    accounts: repositories.accounts,
    sessions: repositories.sessions,
    throttle: new LoginThrottle(repositories.loginFailures, config.loginThrottle),
    passwords: new Passwords(config.bcryptRounds),
    clock,
    jwtSecret: config.jwtSecret,
    sessionTtlSeconds: config.sessionTtlSeconds,
    signOutOAuthToken: (tokenId) => credentials.signOutOAuthToken(tokenId),
    revokeApiKey: (accountId, keyId) => credentials.revokeApiKey(accountId, keyId),
    emailProofs,
  });
  return { handlers: accountsHandlers(accounts, deps.actingAgents), accounts };
}
