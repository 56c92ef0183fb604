export const AGENT_PUBLIC_FIELDS = ['name', 'description', 'homepage', 'card'] as const;
export type AgentPublicField = (typeof AGENT_PUBLIC_FIELDS)[number];

export interface AgentSkill {
  id: string;
  name: string;
  description: string | null;
}

/** What an A2A agent card said when it was last fetched, or why it could not be read. */
export interface AgentCardRecord {
  status: 'read' | 'unreadable';
  fetchedAt: Date;
  error: string | null;
  name: string | null;
  description: string | null;
  url: string | null;
  skills: AgentSkill[];
}

export interface AgentDocument {
  _id: string; // 'agt_...'
  accountId: string;
  name: string;
  description: string | null;
  homepage: string | null;
  agentCardUrl: string | null;
  card: AgentCardRecord | null;
  publicFields: AgentPublicField[];
  createdAt: Date;
  updatedAt: Date;
}

export interface NewAgent {
  name: string;
  description?: string;
  homepage?: string;
  agentCardUrl?: string;
  publicFields?: AgentPublicField[];
}

export interface AgentChange {
  name?: string;
  description?: string | null;
  homepage?: string | null;
  agentCardUrl?: string | null;
  publicFields?: AgentPublicField[];
}

type CardView = Omit<AgentCardRecord, 'fetchedAt'> & { fetchedAt: string };

export interface AgentView {
  id: string;
  name: string;
  description: string | null;
  homepage: string | null;
  agentCardUrl: string | null;
  card: CardView | null;
  publicFields: AgentPublicField[];
  keyIds: string[];
  createdAt: string;
  updatedAt: string;
}

export interface AgentProfileView {
  id: string;
  name?: string;
  description?: string | null;
  homepage?: string | null;
  card?: Pick<AgentCardRecord, 'name' | 'description' | 'url' | 'skills'> | null;
}

export function agentView(agent: AgentDocument, keyIds: string[]): AgentView {
  return {
    id: agent._id,
    name: agent.name,
    description: agent.description,
    homepage: agent.homepage,
    agentCardUrl: agent.agentCardUrl,
    card: agent.card ? { ...agent.card, fetchedAt: agent.card.fetchedAt.toISOString() } : null,
    publicFields: agent.publicFields,
    keyIds,
    createdAt: agent.createdAt.toISOString(),
    updatedAt: agent.updatedAt.toISOString(),
  };
}

/** Only the fields the owner marked public; null when none is, so the profile does not exist for others. */
export function agentProfile(agent: AgentDocument): AgentProfileView | null {
  if (agent.publicFields.length === 0) return null;
  const shown = new Set(agent.publicFields);
  const card =
    agent.card?.status === 'read'
      ? { name: agent.card.name, description: agent.card.description, url: agent.card.url, skills: agent.card.skills }
      : null;
  return {
    id: agent._id,
    ...(shown.has('name') ? { name: agent.name } : {}),
    ...(shown.has('description') ? { description: agent.description } : {}),
    ...(shown.has('homepage') ? { homepage: agent.homepage } : {}),
    ...(shown.has('card') ? { card } : {}),
  };
}
