import type { Db } from 'mongodb';
import type { Clock } from '../../../shared/clock.ts';
import type { Config } from '../../../shared/config.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { Mailer } from '../mail/index.ts';
import { signInHandlers } from './handlers.ts';
import { IdTokenSignIn } from './id-token-sign-in.ts';
import { MagicLinks } from './magic-links.ts';
import { MagicLinksRepository } from './magic-links.repository.ts';
import { ProviderDirectory } from './provider-directory.ts';
import { RedirectTargets } from './redirect-targets.ts';
import { RequestLimits } from '../../../shared/request-limits.ts';
import { SignInRequestsRepository } from './sign-in-requests.repository.ts';
import { SingleUseClaimsRepository } from './single-use-claims.repository.ts';
import { SocialAttemptsRepository } from './social-attempts.repository.ts';
import { SocialSignIn } from './social-sign-in.ts';

/** The collections of sign-in by magic link and by identity provider. */
export function signInRepositories(db: Db) {
  return {
    magicLinks: new MagicLinksRepository(db),
    signInRequests: new SignInRequestsRepository(db),
    signInClaims: new SingleUseClaimsRepository(db),
    socialSignInAttempts: new SocialAttemptsRepository(db),
  };
}

export interface SignInDomainDeps {
  repositories: ReturnType<typeof signInRepositories>;
  accounts: AccountsService;
  mailer: Mailer;
  config: Pick<Config, 'signIn' | 'publicBaseUrl' | 'port' | 'dataEncryptionKey'>;
  clock: Clock;
}

/** Sign-in without a password: magic links, and social or identity-provider login (OpenID Connect). */
export function createSignInDomain({ repositories, accounts, mailer, config, clock }: SignInDomainDeps) {
  const website = config.publicBaseUrl ?? `http://localhost:${config.port}`;
  const redirects = new RedirectTargets(website, config.signIn.redirectOrigins);
  const providers = new ProviderDirectory(config.signIn.socialProviders);
  const idTokens = new IdTokenSignIn({ providers, claims: repositories.signInClaims, accounts, clock });
  const magicLinks = new MagicLinks({
    links: repositories.magicLinks,
    claims: repositories.signInClaims,
    limits: new RequestLimits(
      repositories.signInRequests,
      config.signIn.magicLinks.windowSeconds,
      'sign-in links were asked for this address or from this client',
    ),
    maxPerAddress: config.signIn.magicLinks.maxPerAddress,
    maxPerClient: config.signIn.magicLinks.maxPerClient,
    mailer,
    accounts,
    redirects,
    clock,
  });
  const social = new SocialSignIn({
    providers,
    attempts: repositories.socialSignInAttempts,
    claims: repositories.signInClaims,
    idTokens,
    redirects,
    derivationKey: config.dataEncryptionKey,
    clock,
  });
  return { handlers: signInHandlers({ magicLinks, providers, social, idTokens }) };
}
