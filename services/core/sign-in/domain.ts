import type { Db } from 'mongodb';
import type { Clock } from '../../../shared/clock.ts';
import type { Config } from '../../../shared/config.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import { MailOutboxRepository } from '../mail/mail-outbox.repository.ts';
import { Mailer } from '../mail/mailer.ts';
import { signInHandlers } from './handlers.ts';
import { IdTokenSignIn } from './id-token-sign-in.ts';
import { MagicLinks } from './magic-links.ts';
import { MagicLinksRepository } from './magic-links.repository.ts';
import { ProviderDirectory } from './provider-directory.ts';
import { RedirectTargets } from './redirect-targets.ts';
import { RequestLimits } from '../rate-limits/request-limits.ts';
import { SignInRequestsRepository } from './sign-in-requests.repository.ts';
import { SingleUseClaimsRepository } from './single-use-claims.repository.ts';
import { SocialAttemptsRepository } from './social-attempts.repository.ts';
import { SocialSignIn } from './social-sign-in.ts';

export interface SignInDomainDeps {
  db: Db;
  accounts: AccountsService;
  config: Pick<Config, 'signIn' | 'mail' | 'publicBaseUrl' | 'port' | 'dataEncryptionKey'>;
  clock: Clock;
}

/** The collections of sign-in by magic link and by identity provider; services/indexes.ts creates their indexes. */
export function signInRepositories(db: Db) {
  return {
    magicLinks: new MagicLinksRepository(db),
    requests: new SignInRequestsRepository(db),
    claims: new SingleUseClaimsRepository(db),
    socialAttempts: new SocialAttemptsRepository(db),
  };
}

/** Sign-in without a password: magic links, and social or identity-provider login (OpenID Connect). */
export function createSignInDomain({ db, accounts, config, clock }: SignInDomainDeps) {
  const repositories = signInRepositories(db);
  const website = config.publicBaseUrl ?? `http://localhost:${config.port}`;
  const redirects = new RedirectTargets(website, config.signIn.redirectOrigins);
  const providers = new ProviderDirectory(config.signIn.socialProviders);
  const idTokens = new IdTokenSignIn({ providers, claims: repositories.claims, accounts, clock });
  const magicLinks = new MagicLinks({
    links: repositories.magicLinks,
    claims: repositories.claims,
    limits: new RequestLimits(repositories.requests, config.signIn.magicLinks.windowSeconds, 'sign-in links were asked for this address or from this client'),
    maxPerAddress: config.signIn.magicLinks.maxPerAddress,
    maxPerClient: config.signIn.magicLinks.maxPerClient,
    mailer: new Mailer({ outbox: new MailOutboxRepository(db), clock, from: config.mail.from, smtpUrl: config.mail.smtpUrl }),
    accounts,
    redirects,
    clock,
  });
  const social = new SocialSignIn({
    providers,
    attempts: repositories.socialAttempts,
    claims: repositories.claims,
    idTokens,
    redirects,
    derivationKey: config.dataEncryptionKey,
    clock,
  });
  return { handlers: signInHandlers({ magicLinks, providers, social, idTokens }) };
}
