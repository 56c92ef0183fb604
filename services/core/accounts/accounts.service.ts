import { AppError } from '../../../shared/errors/app-error.ts';
import { newId } from '../../../shared/ids.ts';
import type { Clock } from '../../../shared/clock.ts';
import type { Principal } from '../../../shared/auth/principal.ts';
import { signSessionToken } from '../../../shared/auth/session-token.ts';
import type { AccountsRepository } from './accounts.repository.ts';
import type { EmailProofs } from './email-proof.ts';
import {
  accountGone,
  currentPasswordIncorrect,
  currentPasswordRequired,
  emailTaken,
  invalidCredentials,
} from './errors.ts';
import type { SessionsRepository } from './sessions.repository.ts';
import type { LoginThrottle } from './login-throttle.ts';
import type { Passwords } from './passwords.ts';
import { accountView, normalizeEmail, type AccountDocument, type AccountView } from './types.ts';

export interface AccountsServiceDeps {
  accounts: AccountsRepository;
  sessions: SessionsRepository;
  throttle: LoginThrottle;
  passwords: Passwords;
  clock: Clock;
  jwtSecret: string;
  sessionTtlSeconds: number;
  /** Ends the OAuth grant of an access token (with its refresh token and the keys it created), for logout with one. */
  signOutOAuthToken: (tokenId: string) => Promise<void>;
  /** The first proof of an address ends what an unproven password registrant of it set up. */
  emailProofs: Pick<EmailProofs, 'prove'>;
  /** Revokes an API key of the account with the keys it created, for logout with one. */
  revokeApiKey: (accountId: string, keyId: string) => Promise<unknown>;
}

export interface SignedIn {
  account: AccountView;
  token: string;
  expiresAt: string;
}

export interface NewAccount {
  email: string;
  password: string;
  displayName?: string | null;
  isAdmin?: boolean;
}

/** What PATCH /v1/me changes; `payoutAccount` is the Stripe connected account that receives deal payouts. */
export interface ProfileChange {
  displayName?: string;
  bio?: string | null;
  payoutAccount?: string | null;
}

export class AccountsService {
  constructor(private readonly deps: AccountsServiceDeps) {}

  async register(input: NewAccount): Promise<SignedIn> {
    const account = await this.createAccount(input);
    return this.startSession(account);
  }

  /** Creates an account without signing in; refuses an email that is already registered. */
  async createAccount(input: NewAccount): Promise<AccountDocument> {
    const account = this.newAccount(
      input.email,
      await this.deps.passwords.hash(input.password),
      input.displayName ?? null,
      input.isAdmin ?? false,
    );
    if (!(await this.deps.accounts.insertAccountOnce(account))) throw emailTaken();
    return account;
  }

  async login(email: string, password: string): Promise<SignedIn> {
    const emailNormalized = normalizeEmail(email);
    const now = this.deps.clock.now();
    await this.deps.throttle.assertAllowed(emailNormalized, now);
    const account = await this.deps.accounts.findByEmail(emailNormalized);
    if (!(await this.deps.passwords.matches(password, account?.passwordHash ?? null)) || !account) {
      await this.deps.throttle.recordFailure(emailNormalized, now);
      throw invalidCredentials();
    }
    await this.deps.throttle.reset(emailNormalized);
    return this.startSession(account);
  }

  /**
   * Signs in the account of an email whose owner has proven it (a magic link, an identity provider's verified email),
   * creating the account without a password when there is none yet.
   */
  async signInVerifiedEmail(email: string, displayName: string | null = null): Promise<SignedIn> {
    const emailNormalized = normalizeEmail(email);
    const existing = await this.deps.accounts.findByEmail(emailNormalized);
    if (existing) return this.signInProven(existing);
    const account: AccountDocument = {
      ...this.newAccount(email, null, displayName, false),
      emailProvenAt: this.deps.clock.now(),
    };
    if (await this.deps.accounts.insertAccountOnce(account)) return this.startSession(account);
    // A parallel sign-in or registration created it first: sign in to that account.
    const created = await this.deps.accounts.findByEmail(emailNormalized);
    if (!created) throw new Error('an account vanished right after its email refused a second insert');
    return this.signInProven(created);
  }

  /** Signs the prover of the address in, first ending what an unproven password registrant set up (EmailProofs). */
  private async signInProven(account: AccountDocument): Promise<SignedIn> {
    const { tookOver } = await this.deps.emailProofs.prove(account, this.deps.clock.now());
    return this.startSession(tookOver ? { ...account, passwordHash: null } : account);
  }

  /** Ends the credential that calls: a session, an OAuth access token (with its refresh token) or an API key. */
  async logout(principal: Principal): Promise<{ revoked: true }> {
    if (principal.kind === 'oauth') await this.deps.signOutOAuthToken(principal.credentialId);
    else if (principal.kind === 'api_key') await this.deps.revokeApiKey(principal.accountId, principal.credentialId);
    else await this.deps.sessions.revoke(principal.credentialId, this.deps.clock.now());
    return { revoked: true };
  }

  /** Sets or rotates the password and ends every other session of the account. */
  async setPassword(
    principal: Principal,
    currentPassword: string | undefined,
    newPassword: string,
  ): Promise<{ sessionsEnded: number }> {
    const account = await this.requireAccount(principal.accountId);
    if (account.passwordHash !== null) {
      if (currentPassword === undefined) throw currentPasswordRequired();
      if (!(await this.deps.passwords.matches(currentPassword, account.passwordHash))) {
        throw currentPasswordIncorrect();
      }
    }
    const now = this.deps.clock.now();
    const passwordHash = await this.deps.passwords.hash(newPassword);
    await this.deps.accounts.setPasswordHash(account._id, passwordHash, now);
    await this.refuseRegistrantAfterTakeover(principal, passwordHash);
    const sessionsEnded = await this.deps.sessions.revokeAllExcept(account._id, principal.credentialId, now);
    return { sessionsEnded };
  }

  /**
   * A password set by a session begun before the address's owner took the account over (the registrant's, racing
   * the takeover that ends it) goes again: looked up after the write, which the takeover records before it removes
   * the password it found.
   */
  private async refuseRegistrantAfterTakeover(principal: Principal, passwordHash: string): Promise<void> {
    const takenOverAt = await this.deps.accounts.takenOverAt(principal.accountId);
    if (!takenOverAt) return;
    const session = await this.deps.sessions.findActive(
      principal.credentialId,
      principal.accountId,
      this.deps.clock.now(),
    );
    if (session && session.createdAt > takenOverAt) return;
    await this.deps.accounts.removePassword(principal.accountId, passwordHash);
    throw new AppError('credential_invalid', { field: 'header.Authorization' });
  }

  async getAccount(accountId: string): Promise<AccountView> {
    return accountView(await this.requireAccount(accountId));
  }

  async updateProfile(accountId: string, profile: ProfileChange): Promise<AccountView> {
    await this.deps.accounts.updateProfile(accountId, profile, this.deps.clock.now());
    return this.getAccount(accountId);
  }

  private newAccount(
    email: string,
    passwordHash: string | null,
    displayName: string | null,
    isAdmin: boolean,
  ): AccountDocument {
    const now = this.deps.clock.now();
    return {
      _id: newId('acc'),
      email: email.trim(),
      emailNormalized: normalizeEmail(email),
      passwordHash,
      displayName,
      bio: null,
      isAdmin,
      createdAt: now,
      updatedAt: now,
    };
  }

  private async startSession(account: AccountDocument): Promise<SignedIn> {
    const now = this.deps.clock.now();
    const expiresAt = new Date(now.getTime() + this.deps.sessionTtlSeconds * 1000);
    const sessionId = newId('ses');
    await this.deps.sessions.insertSession({
      _id: sessionId,
      accountId: account._id,
      isAdmin: account.isAdmin,
      createdAt: now,
      expiresAt,
      revokedAt: null,
    });
    const token = signSessionToken({ accountId: account._id, sessionId }, this.deps.jwtSecret, now, expiresAt);
    return { account: accountView(account), token, expiresAt: expiresAt.toISOString() };
  }

  private async requireAccount(accountId: string): Promise<AccountDocument> {
    const account = await this.deps.accounts.findById(accountId);
    if (!account) throw accountGone();
    return account;
  }
}
