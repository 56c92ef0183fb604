import type { Clock } from '../../../shared/clock.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import { type AccountsService, type SignedIn, normalizeEmail } from '../accounts/index.ts';
import type { Mailer } from '../mail/index.ts';
import { refusedCredential } from './errors.ts';
import type { MagicLinksRepository } from './magic-links.repository.ts';
import type { RedirectTargets } from './redirect-targets.ts';
import type { RequestLimits } from '../../../shared/request-limits.ts';
import { newSecretToken, sha256Hex } from './secrets.ts';
import type { SingleUseClaimsRepository } from './single-use-claims.repository.ts';

/** Magic links are single-use and valid 15 minutes. */
export const MAGIC_LINK_TTL_MS = 15 * 60_000;

/**
 * The page a link opens when the request names none: the web console's sign-in by link, on the service's own base
 * URL, which posts the token to verifyMagicLink (console/src/pages/magic-link.tsx).
 */
export const DEFAULT_MAGIC_LINK_PATH = '/console/#/magic';

export interface MagicLinksDeps {
  links: MagicLinksRepository;
  claims: SingleUseClaimsRepository;
  limits: RequestLimits;
  maxPerAddress: number;
  maxPerClient: number;
  mailer: Mailer;
  accounts: AccountsService;
  redirects: RedirectTargets;
  clock: Clock;
}

/**
 * Sign-in by a link mailed to the address. A request does the same work whether or not an account has the address
 * (nothing is looked up: the link creates the account when it is redeemed), so its answer and its timing say nothing.
 */
export class MagicLinks {
  constructor(private readonly deps: MagicLinksDeps) {}

  async request(
    email: string,
    redirectUrl: string | undefined,
    clientAddress: string | undefined,
    baseUrl: string,
  ): Promise<{ accepted: true }> {
    const page = this.deps.redirects.check(
      redirectUrl ?? `${baseUrl}${DEFAULT_MAGIC_LINK_PATH}`,
      'body.redirectUrl',
      baseUrl,
    );
    const now = this.deps.clock.now();
    await this.deps.limits.admit(
      [
        { key: sha256Hex(`address\n${normalizeEmail(email)}`), max: this.deps.maxPerAddress },
        { key: sha256Hex(`client\n${clientAddress ?? 'unknown'}`), max: this.deps.maxPerClient },
      ],
      now,
    );
    const token = newSecretToken();
    const tokenHash = sha256Hex(token);
    const expiresAt = new Date(now.getTime() + MAGIC_LINK_TTL_MS);
    await this.deps.links.insert({ _id: tokenHash, email: email.trim(), createdAt: now, expiresAt });
    page.searchParams.set('token', token);
    await this.deps.mailer.send({
      to: email.trim(),
      ...magicLinkMail(page.href, token, expiresAt),
      secrets: [page.href, token],
      about: { kind: 'magic_link', id: tokenHash },
    });
    return { accepted: true };
  }

  async verify(token: string): Promise<SignedIn> {
    const tokenHash = sha256Hex(token);
    const link = await this.deps.links.findByTokenHash(tokenHash);
    if (!link)
      throw refusedCredential(
        'This sign-in token is unknown; request a new link with POST /v1/auth/magic/request.',
        'body.token',
      );
    const now = this.deps.clock.now();
    if (link.expiresAt.getTime() <= now.getTime()) {
      throw new AppError('link_expired', {
        message: 'This sign-in link has expired (links work for 15 minutes); request a new one.',
        field: 'body.token',
      });
    }
    if (!(await this.deps.claims.claim('magic-link', tokenHash, now, link.expiresAt))) {
      throw new AppError('link_expired', {
        message: 'This sign-in link was already used (links work once); request a new one.',
        field: 'body.token',
      });
    }
    return this.deps.accounts.signInVerifiedEmail(link.email);
  }
}

function magicLinkMail(link: string, token: string, expiresAt: Date): { subject: string; text: string } {
  return {
    subject: 'Your sign-in link',
    text: [
      'Hello,',
      '',
      'Open this link to sign in (an account is created for this address if it has none yet):',
      link,
      '',
      `The link works once, until ${expiresAt.toISOString()}.`,
      `From an agent or a script, POST {"token": "${token}"} to /v1/auth/magic/verify instead.`,
      '',
      'If you did not ask to sign in, ignore this mail: nothing happens without the link.',
    ].join('\n'),
  };
}
