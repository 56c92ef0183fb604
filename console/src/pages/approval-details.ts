import type { Schema } from '@marketplace/sdk';
import { api } from '../session.ts';

export type Approval = Schema<'ApprovalRequest'>;
type ApiKey = Schema<'ApiKey'>;

/** The other side of the money, as a person recognises it: its public name, verified domains and rating. */
export interface Counterparty {
  id: string;
  name: string | null;
  verifiedDomains: string[];
  rating: { average: number | null; count: number } | undefined;
}

/** What a human must see to decide an approval: what it is about, who gets the money, and who asked. */
export interface ApprovalDetails {
  approval: Approval;
  subjectTitle: string | undefined;
  /** The account that receives the money or stands on the other side of it; none for a credit top-up. */
  counterparty: Counterparty | undefined;
  /** The credits a top-up buys. */
  credits: number | undefined;
  /** The agent whose credential asked for the approval, when one did. */
  agent: { id: string; name: string | null } | undefined;
  /** The account's own API key that asked, when one did. */
  key: { id: string; name: string | null } | undefined;
}

export async function approvalDetails(
  approval: Approval,
  myAccountId: string,
  keys: readonly ApiKey[],
): Promise<ApprovalDetails> {
  const asked = {
    agent: await agentName(approval.requestedByAgent),
    key: approval.requestedByKey
      ? { id: approval.requestedByKey, name: keys.find((key) => key.id === approval.requestedByKey)?.name ?? null }
      : undefined,
  };
  if (approval.subject.kind === 'deal') {
    const deal = await api.getDeal({ id: approval.subject.id });
    const otherId = deal.buyerId === myAccountId ? deal.sellerId : deal.buyerId;
    return {
      approval,
      subjectTitle: deal.title,
      counterparty: await counterparty(otherId),
      credits: undefined,
      ...asked,
    };
  }
  if (approval.subject.kind === 'claim') {
    const claim = await api.getClaim({ id: approval.subject.id });
    return {
      approval,
      subjectTitle: claim.offerTitle ?? claim.buyer.legalName,
      counterparty: await counterparty(claim.agentId),
      credits: undefined,
      ...asked,
    };
  }
  const topUp = await api.getCreditTopUp({ id: approval.subject.id }).catch(() => undefined);
  return { approval, subjectTitle: undefined, counterparty: undefined, credits: topUp?.credits, ...asked };
}

/** The public provider profile of an account; its id alone when it has none. */
async function counterparty(id: string): Promise<Counterparty> {
  const provider = await api.getProvider({ id }).catch(() => undefined);
  return {
    id,
    name: provider?.displayName ?? null,
    verifiedDomains: provider?.verifiedDomains ?? [],
    rating: provider?.rating,
  };
}

/** The agent's name: in full when it is the account's own agent, else as far as its public profile shows it. */
async function agentName(id: string | null | undefined): Promise<{ id: string; name: string | null } | undefined> {
  if (!id) return undefined;
  const own = await api.getAgent({ id }).catch(() => undefined);
  if (own) return { id, name: own.name };
  const profile = await api.getAgentProfile({ id }).catch(() => undefined);
  return { id, name: profile?.name ?? null };
}
