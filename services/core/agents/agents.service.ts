import type { Clock } from '../../../shared/clock.ts';
import { newId } from '../../../shared/ids.ts';
import { pageOf, pageRequest, type Page, type PageQuery } from '../../../shared/pagination/page.ts';
import { CardTargetRefused, type AgentCards } from './agent-cards.ts';
import type { BoundKeys } from './bound-keys.ts';
import type { AgentsRepository } from './agents.repository.ts';
import { agentInUse, agentNotFound, agentProfileNotFound, cardTargetRefused } from './errors.ts';
import {
  agentProfile,
  agentView,
  type AgentChange,
  type AgentDocument,
  type AgentProfileView,
  type AgentView,
  type NewAgent,
} from './types.ts';

export interface AgentsServiceDeps {
  agents: AgentsRepository;
  keys: BoundKeys;
  cards: Pick<AgentCards, 'read'>;
  clock: Clock;
}

/** The agents of an account: every read and write is scoped to the owner (others get 404); profiles are public. */
export class AgentsService {
  constructor(private readonly deps: AgentsServiceDeps) {}

  async create(accountId: string, input: NewAgent): Promise<AgentView> {
    const card = input.agentCardUrl ? await this.readCard(input.agentCardUrl, 'body.agentCardUrl') : null;
    const now = this.deps.clock.now();
    const agent: AgentDocument = {
      _id: newId('agt'),
      accountId,
      name: input.name,
      description: input.description ?? null,
      homepage: input.homepage ?? null,
      agentCardUrl: input.agentCardUrl ?? null,
      card,
      publicFields: [...(input.publicFields ?? [])],
      createdAt: now,
      updatedAt: now,
    };
    await this.deps.agents.insert(agent);
    return agentView(agent, []);
  }

  async list(accountId: string, query: PageQuery): Promise<Page<AgentView>> {
    const { limit, after } = pageRequest(query);
    const page = pageOf(await this.deps.agents.listPage(accountId, after, limit + 1), limit);
    const keys = await this.deps.keys.activeBoundToAny(
      accountId,
      page.items.map((agent) => agent._id),
      this.deps.clock.now(),
    );
    return {
      ...page,
      items: page.items.map((agent) =>
        agentView(
          agent,
          keys.filter((key) => key.agentId === agent._id).map((key) => key._id),
        ),
      ),
    };
  }

  /** The account's agent by id and name, or null: the agent a credential acts as. */
  async named(accountId: string, id: string): Promise<{ id: string; name: string } | null> {
    const agent = await this.deps.agents.findOwned(accountId, id);
    return agent ? { id: agent._id, name: agent.name } : null;
  }

  async get(accountId: string, id: string): Promise<AgentView> {
    return this.view(await this.owned(accountId, id));
  }

  /** Applies the change; an `agentCardUrl` given (even unchanged) is fetched again, null drops the card. */
  async update(accountId: string, id: string, change: AgentChange): Promise<AgentView> {
    await this.owned(accountId, id);
    const { agentCardUrl, ...fields } = change;
    const card =
      agentCardUrl === undefined
        ? {}
        : { agentCardUrl, card: agentCardUrl === null ? null : await this.readCard(agentCardUrl, 'body.agentCardUrl') };
    const updated = await this.deps.agents.update(accountId, id, {
      ...fields,
      ...card,
      updatedAt: this.deps.clock.now(),
    });
    return this.view(updated ?? notFound());
  }

  async delete(accountId: string, id: string): Promise<{ id: string; deleted: true }> {
    await this.owned(accountId, id);
    const bound = await this.deps.keys.activeBoundTo(accountId, id, this.deps.clock.now());
    if (bound.length > 0) throw agentInUse(bound.map((key) => key._id));
    if (!(await this.deps.agents.delete(accountId, id))) notFound();
    return { id, deleted: true };
  }

  async profile(id: string): Promise<AgentProfileView> {
    const agent = await this.deps.agents.findById(id);
    return (agent && agentProfile(agent)) ?? profileNotFound();
  }

  private async view(agent: AgentDocument): Promise<AgentView> {
    const keys = await this.deps.keys.activeBoundTo(agent.accountId, agent._id, this.deps.clock.now());
    return agentView(
      agent,
      keys.map((key) => key._id),
    );
  }

  private async owned(accountId: string, id: string): Promise<AgentDocument> {
    return (await this.deps.agents.findOwned(accountId, id)) ?? notFound();
  }

  private async readCard(url: string, field: string) {
    try {
      return await this.deps.cards.read(url);
    } catch (error) {
      if (error instanceof CardTargetRefused) throw cardTargetRefused(field, error.message);
      throw error;
    }
  }
}

function notFound(): never {
  throw agentNotFound();
}

function profileNotFound(): never {
  throw agentProfileNotFound();
}
