import type { Schema } from '@marketplace/sdk';
import { api } from '../session.ts';

export type Approval = Schema<'ApprovalRequest'>;

/** What a human must see to decide an approval: the deal or claim, who is on the other side, and the agent involved. */
export interface ApprovalDetails {
  approval: Approval;
  subjectTitle: string | undefined;
  /** The account that receives the money or stands on the other side of it. */
  counterparty: { id: string; name: string | null } | undefined;
  /** The agent whose credential asked for the approval, when one did. */
  agent: { id: string; name: string | null } | undefined;
}

export async function approvalDetails(approval: Approval, myAccountId: string): Promise<ApprovalDetails> {
  if (approval.subject.kind === 'deal') {
    const deal = await api.getDeal({ id: approval.subject.id });
    const otherId = deal.buyerId === myAccountId ? deal.sellerId : deal.buyerId;
    return {
      approval,
      subjectTitle: deal.title,
      counterparty: await accountName(otherId),
      agent: await agentName(approval.requestedByAgent),
    };
  }
  if (approval.subject.kind === 'claim') {
    const claim = await api.getClaim({ id: approval.subject.id });
    return {
      approval,
      subjectTitle: claim.offerTitle ?? claim.buyer.legalName,
      counterparty: await accountName(claim.agentId),
      agent: await agentName(approval.requestedByAgent),
    };
  }
  return {
    approval,
    subjectTitle: undefined,
    counterparty: undefined,
    agent: await agentName(approval.requestedByAgent),
  };
}

/** The public display name of an account; its id alone when it has no public profile. */
async function accountName(id: string): Promise<{ id: string; name: string | null }> {
  const provider = await api.getProvider({ id }).catch(() => undefined);
  return { id, name: provider?.displayName ?? null };
}

/** The agent's name: in full when it is the account's own agent, else as far as its public profile shows it. */
async function agentName(id: string | null | undefined): Promise<{ id: string; name: string | null } | undefined> {
  if (!id) return undefined;
  const own = await api.getAgent({ id }).catch(() => undefined);
  if (own) return { id, name: own.name };
  const profile = await api.getAgentProfile({ id }).catch(() => undefined);
  return { id, name: profile?.name ?? null };
}
