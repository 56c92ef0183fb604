export interface AccountDocument {
  _id: string;
  email: string;
  emailNormalized: string;
  passwordHash: string | null;
  displayName: string | null;
  bio: string | null;
  /** The Stripe connected account (`acct_...`) that receives this account's deal payouts; absent until set. */
  payoutAccount?: string | null;
  isAdmin: boolean;
  /**
   * When the owner of the address first proved it (a magic link, an identity provider's verified email); null or
   * absent for an account registered with a password whose address nobody has proven yet.
   */
  emailProvenAt?: Date | null;
  /** When the password was set (absent on accounts registered before this was kept: read as at registration). */
  passwordSetAt?: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The first proof of an account's address, recorded before the account shows it (AccountsRepository). When it took
 * the account over from an unproven registrant, their password was removed at `provenAt`.
 */
export interface EmailProofDocument {
  _id: string;
  provenAt: Date;
  passwordRemoved: boolean;
}

export interface SessionDocument {
  _id: string;
  accountId: string;
  /**
   * The account's admin power when the session began, so that a signed-in request reads the session alone. Power
   * granted later holds from the next sign-in; nothing takes it away (should something, it must end the sessions).
   * Absent from sessions begun before it was kept: read as no power.
   */
  isAdmin?: boolean;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

export interface LoginFailureDocument {
  _id: string;
  emailNormalized: string;
  at: Date;
}

/** The account as shown to its owner. */
export interface AccountView {
  id: string;
  email: string;
  displayName: string | null;
  bio: string | null;
  payoutAccount: string | null;
  isAdmin: boolean;
  createdAt: string;
}

export function accountView(account: AccountDocument): AccountView {
  return {
    id: account._id,
    email: account.email,
    displayName: account.displayName,
    bio: account.bio,
    payoutAccount: account.payoutAccount ?? null,
    isAdmin: account.isAdmin,
    createdAt: account.createdAt.toISOString(),
  };
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
