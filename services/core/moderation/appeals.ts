import type { Principal } from '../../../shared/auth/principal.ts';
import type { Clock } from '../../../shared/clock.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import type { RequestBody, Schema } from '../../../shared/openapi/operation-types.ts';
import type { ListingModeration } from '../listings/index.ts';
import type { ReviewModeration } from '../reviews/index.ts';
import { defineWorkflow, type WorkflowSteps, type WorkflowRegistry } from '../workflows/index.ts';
import { appealIdOf, type AppealsRepository } from './appeals.repository.ts';
import type { ContentDirectory } from './content.ts';
import type { DecisionRecords } from './decision-records.ts';
import { alreadyDecided, conflictOfInterest, notFound } from './errors.ts';
import type { Notifications } from './notifications.ts';
import type { KeptReportAppeals } from './kept-report-appeals.ts';
import { appealDeadline } from './statement-of-reasons.ts';
import type { StatementsRepository } from './statements.repository.ts';
import type { StatementAppealDocument, StatementDocument } from './types.ts';
import { appealView } from './views.ts';

export type AppealDecisionInput = NonNullable<RequestBody<'decideAppeal'>>;
type AppealView = Schema<'Appeal'>;

export interface AppealsDeps {
  appeals: AppealsRepository;
  statements: StatementsRepository;
  listings: Pick<ListingModeration, 'reinstate' | 'undemote'>;
  reviews: Pick<ReviewModeration, 'restore'>;
  content: Pick<ContentDirectory, 'emailOf'>;
  /** Notifiers' appeals against keeping what they reported, which `decide` hands on. */
  keptReports: Pick<KeptReportAppeals, 'decide'>;
  notifications: Notifications;
  records: DecisionRecords;
  workflows: WorkflowRegistry;
  clock: Clock;
}

/** The intent of one appeal decision; its workflow id is `appeal-decision:<appeal id>:<outcome>`. */
interface AppealDecision {
  adminId: string;
  appealId: string;
  outcome: 'upheld' | 'reversed';
  reasons: string;
}

/**
 * DSA Art. 20 appeals: the account a statement of reasons was issued to contests it once, within six months; an admin
 * other than the one who decided takes the appeal. Reversing lifts the restriction (a workflow: the content, the
 * appeal, the audit entry and the appellant's notice).
 */
export class Appeals {
  private readonly workflow = defineWorkflow(
    'moderation-appeal-decision',
    (steps: WorkflowSteps, decision: AppealDecision) => this.decideSteps(steps, decision),
  );

  constructor(private readonly deps: AppealsDeps) {
    deps.workflows.register(this.workflow);
  }

  async file(principal: Principal, statementId: string, explanation: string): Promise<AppealView> {
    const statement = await this.deps.statements.findById(statementId);
    if (!statement || statement.accountId !== principal.accountId) throw notFound('statement of reasons issued to you');
    const now = this.deps.clock.now();
    if (now >= appealDeadline(statement)) {
      throw new AppError('invalid_transition', {
        message: `Appeals against this statement could be filed until ${appealDeadline(statement).toISOString()} (six months after the decision).`,
        meta: { currentState: 'appeal_window_closed', allowedOperations: [] },
      });
    }
    const appeal: StatementAppealDocument = {
      _id: appealIdOf(statementId),
      kind: 'statement_of_reasons',
      statementId,
      accountId: principal.accountId,
      explanation,
      status: 'open',
      decision: null,
      createdAt: now,
    };
    if (!(await this.deps.appeals.insertOnce(appeal))) {
      throw new AppError('already_exists', {
        message: 'This statement of reasons has been appealed already; one appeal per statement.',
      });
    }
    return appealView(appeal);
  }

  async decide(admin: Principal, appealId: string, input: AppealDecisionInput, baseUrl: string): Promise<AppealView> {
    const appeal = await this.deps.appeals.findById(appealId);
    if (!appeal) throw notFound('appeal');
    if (appeal.kind === 'kept_report') return this.deps.keptReports.decide(admin, appeal, input, baseUrl);
    if (input.statementOfReasons) {
      throw new AppError('validation_failed', {
        message: 'Deciding an appeal against a statement of reasons takes no body.statementOfReasons.',
        field: 'body.statementOfReasons',
      });
    }
    const statement = await this.statementOf(appeal);
    if (statement.decidedBy === admin.accountId || statement.accountId === admin.accountId) throw conflictOfInterest();
    const outcome = input.outcome === 'reverse' ? 'reversed' : 'upheld';
    if (appeal.status !== 'open' && appeal.status !== outcome) throw alreadyDecided('appeal', appeal.status);
    await this.deps.workflows.run(this.workflow, `appeal-decision:${appealId}:${outcome}`, {
      adminId: admin.accountId,
      appealId,
      outcome,
      reasons: input.reasons,
    });
    return appealView((await this.deps.appeals.findById(appealId)) ?? appeal);
  }

  private async decideSteps(steps: WorkflowSteps, decision: AppealDecision): Promise<void> {
    const { records } = this.deps;
    const appeal = await this.deps.appeals.findById(decision.appealId);
    if (!appeal || appeal.kind === 'kept_report')
      throw new Error(`appeal ${decision.appealId} against a statement vanished`);
    const statement = await this.statementOf(appeal);
    await records.claim(steps, `appeal:${appeal._id}`, decision.adminId, () => alreadyDecided('appeal', 'decided'));
    if (decision.outcome === 'reversed')
      await steps.do('lift', () =>
        this.lift(statement, { actorId: decision.adminId, key: steps.workflowId, at: steps.startedAt }),
      );
    const decided = {
      outcome: decision.outcome,
      reasons: decision.reasons,
      decidedBy: decision.adminId,
      decidedAt: steps.startedAt,
    };
    await steps.do('appeal', () => this.deps.appeals.decide(appeal._id, decided));
    await records.audit(steps, {
      actorId: decision.adminId,
      action: decision.outcome === 'reversed' ? 'appeal.reversed' : 'appeal.upheld',
      subject: { type: 'appeal', id: appeal._id },
      subjectIds: [appeal._id, statement._id, statement.subject.id, statement.subject.listingId],
      before: { appeal: 'open', restriction: statement.restriction, restrictionInForce: true },
      after: {
        appeal: decision.outcome,
        restriction: statement.restriction,
        restrictionInForce: decision.outcome === 'upheld',
      },
      note: decision.reasons,
      statementId: statement._id,
    });
    await steps.do('notify-appellant', async () => {
      const email = await this.deps.content.emailOf(appeal.accountId);
      await this.deps.notifications.appealDecided({ ...appeal, status: decision.outcome, decision: decided }, email, {
        key: `${steps.workflowId}:outcome`,
        at: steps.startedAt,
      });
    });
  }

  /** Undoes the restriction the statement imposed. */
  private async lift(statement: StatementDocument, change: { actorId: string; key: string; at: Date }): Promise<void> {
    if (statement.subject.type === 'review') return this.deps.reviews.restore(statement.subject.id, change);
    if (statement.restriction === 'demotion') {
      await this.deps.listings.undemote(statement.subject.id, change.actorId);
      return;
    }
    await this.deps.listings.reinstate(statement.subject.id, change.actorId);
  }

  private async statementOf(appeal: StatementAppealDocument): Promise<StatementDocument> {
    const statement = await this.deps.statements.findById(appeal.statementId);
    if (!statement) throw new Error(`the statement ${appeal.statementId} of appeal ${appeal._id} does not exist`);
    return statement;
  }
}
