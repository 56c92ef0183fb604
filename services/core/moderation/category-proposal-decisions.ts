import type { Principal } from '../../../shared/auth/principal.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import { facetRegistry } from '../../../shared/facets/registry.ts';
import type { RequestBody, Schema } from '../../../shared/openapi/operation-types.ts';
import { pageOf, pageRequest, type Page, type PageQuery } from '../../../shared/pagination/page.ts';
import type { CategoryProposalsRepository, CategoryProposalDocument, WaitingDrafts } from '../intake/index.ts';
import { type OutboxRepository, categoryAliasChanged } from '../outbox/index.ts';
import { defineWorkflow, type WorkflowSteps, type WorkflowRegistry } from '../workflows/index.ts';
import type { DecisionRecords } from './decision-records.ts';
import { alreadyDecided, notFound } from './errors.ts';

export type CategoryProposalView = Schema<'CategoryProposal'>;

export function categoryProposalView(proposal: CategoryProposalDocument): CategoryProposalView {
  return {
    id: proposal._id,
    slug: proposal.slug,
    name: proposal.name,
    facets: proposal.facets,
    status: proposal.status,
    mergedInto: proposal.mergedInto,
    jobIds: proposal.jobIds,
    createdAt: proposal.createdAt.toISOString(),
  };
}

export interface CategoryProposalDecisionsDeps {
  proposals: Pick<CategoryProposalsRepository, 'findById' | 'listOpen' | 'decide'>;
  waitingDrafts: Pick<WaitingDrafts, 'moveInto'>;
  /** Where the merge is announced to the indexer, which makes the old slug answer as the target in search. */
  outbox: Pick<OutboxRepository, 'appendOnce'>;
  records: DecisionRecords;
  workflows: WorkflowRegistry;
}

/** The intent of one decision on a proposal; its workflow id is `category-proposal:<id>:<decision>`. */
interface ProposalDecision {
  adminId: string;
  proposalId: string;
  decision: 'approved' | 'rejected' | 'merged';
  slug: string;
  name: string;
  mergedInto: string | null;
  note: string | null;
}

/**
 * Decisions on the categories intake proposed for offerings that fit none. Categories are facet schema files
 * (`schemas/facets/<slug>.yaml`), so approving records the category to add under its slug and name, and its drafts wait
 * until the schema ships; merging moves the waiting drafts into an existing category at once and makes the proposal's
 * slug an alias of it (intake reads the merged proposal; search gets the alias through the outbox and the indexer);
 * rejecting closes the proposal. Each decision claims the proposal first (a workflow), so one decision stands.
 */
export class CategoryProposalDecisions {
  private readonly workflow = defineWorkflow(
    'moderation-category-proposal',
    (steps: WorkflowSteps, decision: ProposalDecision) => this.decideSteps(steps, decision),
  );

  constructor(private readonly deps: CategoryProposalDecisionsDeps) {
    deps.workflows.register(this.workflow);
  }

  async pending(query: PageQuery): Promise<Page<CategoryProposalView>> {
    const { limit, after } = pageRequest(query);
    const page = pageOf(await this.deps.proposals.listOpen(after, limit + 1), limit);
    return { ...page, items: page.items.map(categoryProposalView) };
  }

  async approve(
    admin: Principal,
    id: string,
    input: NonNullable<RequestBody<'approveCategoryProposal'>> | undefined,
  ): Promise<CategoryProposalView> {
    const proposal = await this.find(id);
    const slug = input?.slug ?? proposal.slug;
    if (facetRegistry().category(slug)) {
      throw new AppError('already_exists', {
        message: `The category "${slug}" exists; merge the proposal into it instead, or approve it under another slug.`,
        field: 'body.slug',
      });
    }
    return this.decide(proposal, {
      adminId: admin.accountId,
      proposalId: id,
      decision: 'approved',
      slug,
      name: input?.name ?? proposal.name,
      mergedInto: null,
      note: input?.note ?? null,
    });
  }

  async reject(admin: Principal, id: string, reason: string): Promise<CategoryProposalView> {
    const proposal = await this.find(id);
    return this.decide(proposal, {
      adminId: admin.accountId,
      proposalId: id,
      decision: 'rejected',
      slug: proposal.slug,
      name: proposal.name,
      mergedInto: null,
      note: reason,
    });
  }

  async merge(
    admin: Principal,
    id: string,
    targetCategory: string,
    note: string | undefined,
  ): Promise<CategoryProposalView> {
    const proposal = await this.find(id);
    return this.decide(proposal, {
      adminId: admin.accountId,
      proposalId: id,
      decision: 'merged',
      slug: proposal.slug,
      name: proposal.name,
      mergedInto: targetCategory,
      note: note ?? null,
    });
  }

  private async find(id: string): Promise<CategoryProposalDocument> {
    const proposal = await this.deps.proposals.findById(id);
    if (!proposal) throw notFound('category proposal');
    return proposal;
  }

  private async decide(proposal: CategoryProposalDocument, decision: ProposalDecision): Promise<CategoryProposalView> {
    if (proposal.status !== 'pending' && proposal.status !== decision.decision)
      throw alreadyDecided('category proposal', proposal.status);
    await this.deps.workflows.run(this.workflow, `category-proposal:${proposal._id}:${decision.decision}`, decision);
    return categoryProposalView((await this.deps.proposals.findById(proposal._id)) ?? proposal);
  }

  private async decideSteps(steps: WorkflowSteps, decision: ProposalDecision): Promise<void> {
    const { records } = this.deps;
    const proposal = await this.find(decision.proposalId);
    await records.claim(steps, `proposal:${proposal._id}`, decision.adminId, () =>
      alreadyDecided('category proposal', 'decided'),
    );
    const moved = decision.mergedInto
      ? await steps.do('drafts', () =>
          this.deps.waitingDrafts.moveInto(proposal.jobIds, decision.mergedInto!, steps.startedAt),
        )
      : [];
    await steps.do('proposal', () =>
      this.deps.proposals.decide(
        proposal._id,
        { status: decision.decision, slug: decision.slug, name: decision.name, mergedInto: decision.mergedInto },
        steps.startedAt,
      ),
    );
    if (decision.mergedInto) {
      await steps.doRepeatable('alias', () =>
        this.deps.outbox.appendOnce(
          categoryAliasChanged(proposal._id, { key: `${steps.workflowId}:alias`, now: steps.startedAt }),
        ),
      );
    }
    await records.audit(steps, {
      actorId: decision.adminId,
      action: `category_proposal.${decision.decision}`,
      subject: { type: 'category_proposal', id: proposal._id },
      subjectIds: [proposal._id, ...moved],
      before: { status: 'pending', slug: proposal.slug, name: proposal.name },
      after: {
        status: decision.decision,
        slug: decision.slug,
        name: decision.name,
        mergedInto: decision.mergedInto,
        movedDrafts: moved,
      },
      note: decision.note,
      statementId: null,
    });
  }
}
