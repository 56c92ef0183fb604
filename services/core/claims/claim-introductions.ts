import type { Principal } from '../../../shared/auth/principal.ts';
import type { Clock } from '../../../shared/clock.ts';
import type { AccountsRepository } from '../accounts/index.ts';
import type { Mailer } from '../mail/index.ts';
import type { AccountPreferences } from '../settings/index.ts';
import { newLinkToken, type ClaimLinkDocument, type ClaimLinksRepository } from './claim-links.repository.ts';
import type { ClaimRecords } from './claim-records.ts';
import { claimStatus, invitationRefusal, MAX_INVITATIONS } from './claim-view.ts';
import type { ClaimsRepository } from './claims.repository.ts';
import { invitationMail } from './invitation-mail.ts';
import type { ClaimFacts, ClaimState } from './types.ts';
import { invitationLimitReached, linkAlreadyUsed, linkExpired, linkUnknown } from './errors.ts';

/** How long a buyer confirmation link works. */
export const LINK_LIFETIME_MS = 7 * 24 * 3_600_000;

export interface InvitationView {
  claimId: string;
  sentTo: string;
  invitedAt: string;
  expiresAt: string;
}

export interface ConfirmationView {
  offerTitle: string;
  providerName: string | null;
  agentName: string | null;
  buyerLegalName: string;
  status: 'pending' | 'confirmed' | 'declined' | 'expired';
  expiresAt: string;
}

export interface IntroductionDeps {
  claims: ClaimsRepository;
  records: ClaimRecords;
  links: ClaimLinksRepository;
  accounts: Pick<AccountsRepository, 'findById'>;
  mailer: Mailer;
  /** The inviting account's `locale` is the invitation's language unless the request names one. */
  preferences: Pick<AccountPreferences, 'of'>;
  clock: Clock;
  /** Where links point: `<linkBaseUrl>/v1/claims/confirmations/<token>`. */
  linkBaseUrl: string;
}

/** The buyer's side of a claim: a one-time link by mail, and the buyer's answer through it. */
export class ClaimIntroductions {
  constructor(private readonly deps: IntroductionDeps) {}

  /** Sends a new link; each invitation number is claimed by an insert, and the buyer answers once per claim. */
  async invite(
    principal: Principal,
    id: string,
    input: { message?: string; locale?: 'en' | 'de' },
  ): Promise<InvitationView> {
    const party = await this.deps.records.forRole(principal, id, 'agent', 'invite the buyer');
    const refusal = invitationRefusal(party.facts);
    if (refusal === 'exhausted') throw invitationLimitReached(MAX_INVITATIONS);
    if (refusal === 'closed')
      throw this.deps.records.invalidTransition(party, `No invitation can be sent: ${closedBecause(party.facts)}.`);
    const sequence = (party.facts.invitation?.sequence ?? 0) + 1;
    const invitedAt = this.deps.clock.now();
    const expiresAt = new Date(invitedAt.getTime() + LINK_LIFETIME_MS);
    if (!(await this.deps.claims.recordInvitation(id, { sequence, invitedAt, expiresAt }))) {
      throw this.deps.records.invalidTransition(
        party,
        'Another invitation for this claim was sent at the same moment; read the claim.',
      );
    }
    const token = newLinkToken();
    await this.deps.links.insert(token, id, expiresAt, invitedAt);
    const [provider, agent] = await Promise.all([
      this.deps.accounts.findById(party.claim.providerId),
      this.deps.accounts.findById(party.claim.agentId),
    ]);
    const locale = input.locale ?? (await this.deps.preferences.of(principal.accountId)).locale;
    const link = `${this.deps.linkBaseUrl}/v1/claims/confirmations/${token}`;
    const mail = invitationMail({
      locale,
      contactName: party.claim.contact.name,
      agentName: agent?.displayName ?? null,
      providerName: provider?.displayName ?? null,
      buyerLegalName: party.claim.buyer.legalName,
      offerTitle: party.claim.offerTitle,
      message: input.message,
      link,
      expiresAt,
    });
    await this.deps.mailer.send({
      to: party.claim.contact.email,
      ...mail,
      about: { kind: 'claim', id },
      secrets: [link, token],
    });
    return {
      claimId: id,
      sentTo: maskEmail(party.claim.contact.email),
      invitedAt: invitedAt.toISOString(),
      expiresAt: expiresAt.toISOString(),
    };
  }

  /** What the buyer confirms behind the link. */
  async confirmation(token: string): Promise<ConfirmationView> {
    const { link, state } = await this.openLink(token);
    const { response } = state.facts;
    const [provider, agent] = await Promise.all([
      this.deps.accounts.findById(state.claim.providerId),
      this.deps.accounts.findById(state.claim.agentId),
    ]);
    return {
      offerTitle: state.claim.offerTitle,
      providerName: provider?.displayName ?? null,
      agentName: agent?.displayName ?? null,
      buyerLegalName: state.claim.buyer.legalName,
      status: response ? (response.confirmed ? 'confirmed' : 'declined') : 'pending',
      expiresAt: link.expiresAt.toISOString(),
    };
  }

  /** Records the buyer's answer; the link works once (409 afterwards) and not after it expires (410). */
  async answer(
    token: string,
    input: { confirmed: boolean; comment?: string },
  ): Promise<{ status: 'confirmed' | 'declined'; at: string }> {
    const { state } = await this.openLink(token);
    const at = this.deps.clock.now();
    const recorded = await this.deps.claims.recordFact(state.claim._id, 'response', {
      confirmed: input.confirmed,
      comment: input.comment ?? null,
      at,
    });
    if (!recorded) throw linkAlreadyUsed();
    await this.deps.records.settle(state.claim._id);
    return { status: input.confirmed ? 'confirmed' : 'declined', at: at.toISOString() };
  }

  private async openLink(token: string): Promise<{ link: ClaimLinkDocument; state: ClaimState }> {
    const link = await this.deps.links.findByToken(token);
    const state = link ? await this.deps.records.load(link.claimId) : null;
    if (!link || !state) throw linkUnknown();
    if (link.expiresAt.getTime() <= this.deps.clock.now().getTime()) throw linkExpired();
    return { link, state };
  }
}

/** "jane.doe@example.com" → "j***@example.com": the agent learns where the mail went, not more. */
function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

function closedBecause(facts: ClaimFacts): string {
  if (facts.response) return 'the buyer has already answered the introduction';
  return claimStatus(facts) === 'rejected' ? 'the claim was rejected' : 'the sale was already reported';
}
