import { agentDiffersFromParent, expiryExceedsParent, scopesNotHeld, spendingPolicyExceedsParent } from './errors.ts';
import type { SpendingPolicy } from './types.ts';

/** What the credential creating a key has, and so the most the key may be given. */
export interface MintingLimits {
  scopes: readonly string[];
  /** `unlimited` for a human session; null for a credential that commits no money (an OAuth token, a key without one). */
  spendingPolicy: SpendingPolicy | null | 'unlimited';
  /** When the credential ends at the latest; null: never. */
  expiresAt: Date | null;
  /** The agent the credential acts as; null: none, and the key may be bound to any agent of the account. */
  agentId: string | null;
}

export interface MintRequest {
  scopes: readonly string[];
  spendingPolicy: SpendingPolicy | null;
  expiresAt: Date | null;
  agentId: string | null;
}

/**
 * The key's expiry and agent once they lie within the creating credential's: what is not asked for is inherited,
 * what is asked for beyond it is refused (403, naming the field). Scopes and spending policy are only checked.
 */
export function mintWithin(parent: MintingLimits, request: MintRequest): Pick<MintRequest, 'expiresAt' | 'agentId'> {
  const notHeld = request.scopes.filter((scope) => !parent.scopes.includes(scope));
  if (notHeld.length > 0) throw scopesNotHeld(notHeld);
  checkSpendingPolicy(parent.spendingPolicy, request.spendingPolicy);
  if (parent.expiresAt && request.expiresAt && request.expiresAt > parent.expiresAt) {
    throw expiryExceedsParent(parent.expiresAt);
  }
  if (parent.agentId && request.agentId && request.agentId !== parent.agentId) {
    throw agentDiffersFromParent(parent.agentId);
  }
  return { expiresAt: request.expiresAt ?? parent.expiresAt, agentId: request.agentId ?? parent.agentId };
}

function checkSpendingPolicy(parent: MintingLimits['spendingPolicy'], asked: SpendingPolicy | null): void {
  if (asked === null || parent === 'unlimited') return;
  if (parent === null) throw spendingPolicyExceedsParent(null, null);
  if (asked.currency !== parent.currency) throw spendingPolicyExceedsParent('currency', parent);
  if (asked.perDeal > parent.perDeal) throw spendingPolicyExceedsParent('perDeal', parent);
  if (asked.perDay > parent.perDay) throw spendingPolicyExceedsParent('perDay', parent);
}
