import type { Principal } from '../../../shared/auth/principal.ts';
import type { Clock } from '../../../shared/clock.ts';
import { newId } from '../../../shared/ids.ts';
import { pageOf, pageRequest, type Page, type PageQuery } from '../../../shared/pagination/page.ts';
import { mandateBusy, mandateChangeNotAllowed, mandateNotFound, notMandateProvider } from './errors.ts';
import type { MandateFilters, MandatesRepository } from './mandates.repository.ts';
import {
  mandateView,
  type MandateDocument,
  type MandatePatch,
  type MandateStatus,
  type MandateView,
  type NewMandate,
} from './types.ts';

export interface MandateListQuery extends MandateFilters, PageQuery {}

type MandateChange = 'update' | 'pause' | 'resume' | 'end';

/** Which states each change leaves from, and the operations a state allows its owner. */
const CHANGES_FROM: Record<MandateChange, MandateStatus[]> = {
  update: ['active', 'paused'],
  pause: ['active'],
  resume: ['paused'],
  end: ['active', 'paused'],
};
const OPERATION_OF: Record<MandateChange, string> = {
  update: 'updateMandate',
  pause: 'pauseMandate',
  resume: 'resumeMandate',
  end: 'endMandate',
};

/** Enough attempts for a handful of owner requests racing on one mandate. */
const MAX_CHANGE_ATTEMPTS = 5;

export class MandatesService {
  constructor(private readonly deps: { mandates: MandatesRepository; clock: Clock }) {}

  async create(principal: Principal, input: NewMandate): Promise<MandateView> {
    const now = this.deps.clock.now();
    const mandate: MandateDocument = {
      _id: newId('mdt'),
      providerId: principal.accountId,
      offer: input.offer,
      territory: input.territory,
      reward: input.reward,
      status: 'active',
      version: 1,
      createdAt: now,
      updatedAt: now,
      endedAt: null,
    };
    await this.deps.mandates.insertMandate(mandate);
    return mandateView(mandate);
  }

  /** Active mandates, newest first; anyone may list them. */
  async listActive(query: MandateListQuery): Promise<Page<MandateView>> {
    const { limit, after } = pageRequest(query);
    const filters = { territory: query.territory, providerId: query.providerId };
    const page = pageOf(await this.deps.mandates.listActivePage(filters, after, limit + 1), limit);
    return { ...page, items: page.items.map(mandateView) };
  }

  async get(id: string): Promise<MandateView> {
    return mandateView(await this.find(id));
  }

  /** The current mandate document; `field` names where the id came from in the refusal (the claims domain passes its body field). */
  async find(id: string, field = 'path.id'): Promise<MandateDocument> {
    const mandate = await this.deps.mandates.findById(id);
    if (!mandate) throw mandateNotFound(field);
    return mandate;
  }

  update(principal: Principal, id: string, patch: MandatePatch): Promise<MandateView> {
    return this.change(principal, id, 'update', (mandate) => ({ ...mandate, ...patch }));
  }

  pause(principal: Principal, id: string): Promise<MandateView> {
    return this.change(principal, id, 'pause', (mandate) => ({ ...mandate, status: 'paused' }));
  }

  resume(principal: Principal, id: string): Promise<MandateView> {
    return this.change(principal, id, 'resume', (mandate) => ({ ...mandate, status: 'active' }));
  }

  end(principal: Principal, id: string): Promise<MandateView> {
    return this.change(principal, id, 'end', (mandate) => ({
      ...mandate,
      status: 'ended',
      endedAt: this.deps.clock.now(),
    }));
  }

  /** Only the provider changes a mandate; each change claims the next revision, retrying when another won it. */
  private async change(
    principal: Principal,
    id: string,
    change: MandateChange,
    apply: (mandate: MandateDocument) => MandateDocument,
  ): Promise<MandateView> {
    for (let attempt = 0; attempt < MAX_CHANGE_ATTEMPTS; attempt += 1) {
      const current = await this.find(id);
      if (current.providerId !== principal.accountId) throw notMandateProvider(change);
      if (!CHANGES_FROM[change].includes(current.status))
        throw mandateChangeNotAllowed(current.status, change, allowedOperations(current.status));
      const next = { ...apply(current), version: current.version + 1, updatedAt: this.deps.clock.now() };
      if (await this.deps.mandates.claimVersion(next, principal.accountId)) {
        await this.deps.mandates.project(next);
        return mandateView(next);
      }
    }
    throw mandateBusy();
  }
}

function allowedOperations(status: MandateStatus): string[] {
  return (Object.keys(CHANGES_FROM) as MandateChange[])
    .filter((change) => CHANGES_FROM[change].includes(status))
    .map((change) => OPERATION_OF[change]);
}
