import type { Principal } from '../../../shared/auth/principal.ts';
import type { Clock } from '../../../shared/clock.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import type { Schema } from '../../../shared/openapi/operation-types.ts';
import { defineWorkflow, type WorkflowSteps, type WorkflowRegistry } from '../workflows/index.ts';
import { keptReportAppealIdOf, type AppealsRepository } from './appeals.repository.ts';
import { restrictionOf, type ContentRestrictions } from './content-restrictions.ts';
import type { DecisionRecords } from './decision-records.ts';
import { alreadyDecided, conflictOfInterest, notFound } from './errors.ts';
import type { ReportsRepository } from './reports.repository.ts';
import type { Notifications } from './notifications.ts';
import { appealDeadline } from './statement-of-reasons.ts';
import type { KeptReportAppealDocument, ReportDocument, Restriction, StatementInput } from './types.ts';
import { appealView } from './views.ts';

type AppealView = Schema<'Appeal'>;
type AppealDecisionInput = Schema<'AppealDecisionInput'>;

export interface KeptReportAppealsDeps {
  appeals: AppealsRepository;
  reports: ReportsRepository;
  restrictions: ContentRestrictions;
  notifications: Notifications;
  records: DecisionRecords;
  workflows: WorkflowRegistry;
  clock: Clock;
}

/** The intent of one decision on a notifier's appeal; its workflow id is `kept-report-appeal:<appeal id>:<outcome>`. */
interface KeptReportAppealDecision {
  adminId: string;
  appealId: string;
  outcome: 'upheld' | 'reversed';
  reasons: string;
  /** Reversing restricts the content: how, and the statement of reasons issued to its provider. */
  restriction: Restriction | null;
  statement: StatementInput | null;
  baseUrl: string;
}

/**
 * DSA Art. 20 gives the internal complaint to notifiers too: a signed-in notifier contests the decision to keep what
 * they reported, once, within six months of it. An admin other than the one who kept it decides; reversing restricts
 * the content as a decision on the report would have (statement of reasons to the provider).
 */
export class KeptReportAppeals {
  private readonly workflow = defineWorkflow(
    'moderation-kept-report-appeal',
    (steps: WorkflowSteps, decision: KeptReportAppealDecision) => this.decideSteps(steps, decision),
  );

  constructor(private readonly deps: KeptReportAppealsDeps) {
    deps.workflows.register(this.workflow);
  }

  async file(principal: Principal, reportId: string, explanation: string): Promise<AppealView> {
    const report = await this.deps.reports.findById(reportId);
    if (!report || !report.notifier?.accountId || report.notifier.accountId !== principal.accountId)
      throw notFound('report you filed');
    if (report.status !== 'kept' || !report.decision) {
      throw new AppError('invalid_transition', {
        message: `Only a decision to keep the content can be appealed here; this report is ${report.status}.`,
        meta: { currentState: report.status, allowedOperations: [] },
      });
    }
    const now = this.deps.clock.now();
    const until = appealDeadline({ createdAt: report.decision.decidedAt });
    if (now >= until) {
      throw new AppError('invalid_transition', {
        message: `Appeals against this decision could be filed until ${until.toISOString()} (six months after it).`,
        meta: { currentState: 'appeal_window_closed', allowedOperations: [] },
      });
    }
    const appeal: KeptReportAppealDocument = {
      _id: keptReportAppealIdOf(reportId),
      kind: 'kept_report',
      statementId: null,
      noticeId: reportId,
      accountId: principal.accountId,
      explanation,
      status: 'open',
      decision: null,
      createdAt: now,
    };
    if (!(await this.deps.appeals.insertOnce(appeal))) {
      throw new AppError('already_exists', {
        message: 'You have appealed the decision on this report already; one appeal per report.',
      });
    }
    return appealView(appeal);
  }

  async decide(
    admin: Principal,
    appeal: KeptReportAppealDocument,
    input: AppealDecisionInput,
    baseUrl: string,
  ): Promise<AppealView> {
    const report = await this.reportOf(appeal);
    if (report.decision?.decidedBy === admin.accountId || appeal.accountId === admin.accountId)
      throw conflictOfInterest();
    const outcome = input.outcome === 'reverse' ? 'reversed' : 'upheld';
    const statement = input.statementOfReasons ?? null;
    if (outcome === 'reversed' && !statement) {
      throw new AppError('validation_failed', {
        message: 'Reversing a kept report restricts the content: give body.statementOfReasons.',
        field: 'body.statementOfReasons',
      });
    }
    if (outcome === 'upheld' && statement) {
      throw new AppError('validation_failed', {
        message: 'Upholding keeps the content, so it takes no body.statementOfReasons.',
        field: 'body.statementOfReasons',
      });
    }
    const restriction = statement
      ? restrictionOf(report.subject, statement, 'body.statementOfReasons.restriction')
      : null;
    if (appeal.status !== 'open' && appeal.status !== outcome) throw alreadyDecided('appeal', appeal.status);
    const decision: KeptReportAppealDecision = {
      adminId: admin.accountId,
      appealId: appeal._id,
      outcome,
      reasons: input.reasons,
      restriction,
      statement,
      baseUrl,
    };
    await this.deps.workflows.run(this.workflow, `kept-report-appeal:${appeal._id}:${outcome}`, decision);
    return appealView((await this.deps.appeals.findById(appeal._id)) ?? appeal);
  }

  private async decideSteps(steps: WorkflowSteps, decision: KeptReportAppealDecision): Promise<void> {
    const { records } = this.deps;
    const appeal = await this.deps.appeals.findById(decision.appealId);
    if (appeal?.kind !== 'kept_report') throw new Error(`appeal ${decision.appealId} of a kept report vanished`);
    const report = await this.reportOf(appeal);
    await records.claim(steps, `appeal:${appeal._id}`, decision.adminId, () => alreadyDecided('appeal', 'decided'));
    const statement =
      decision.restriction && decision.statement
        ? await this.deps.restrictions.impose(steps, {
            adminId: decision.adminId,
            subject: report.subject,
            restriction: decision.restriction,
            statement: decision.statement,
            baseUrl: decision.baseUrl,
          })
        : null;
    const decided = {
      outcome: decision.outcome,
      reasons: decision.reasons,
      decidedBy: decision.adminId,
      decidedAt: steps.startedAt,
      statementId: statement?._id ?? null,
    };
    await steps.do('appeal', () => this.deps.appeals.decide(appeal._id, decided));
    await records.audit(steps, {
      actorId: decision.adminId,
      action: decision.outcome === 'reversed' ? 'appeal.reversed' : 'appeal.upheld',
      subject: { type: 'appeal', id: appeal._id },
      subjectIds: [
        ...new Set([
          appeal._id,
          report._id,
          report.subject.id,
          report.subject.listingId,
          ...(statement ? [statement._id] : []),
        ]),
      ],
      before: { appeal: 'open', report: 'kept', restrictionInForce: false },
      after: {
        appeal: decision.outcome,
        restriction: decision.restriction,
        restrictionInForce: decision.outcome === 'reversed',
      },
      note: decision.reasons,
      statementId: statement?._id ?? null,
    });
    await steps.do('notify-appellant', () =>
      this.deps.notifications.keptReportAppealDecided(
        { ...appeal, status: decision.outcome, decision: decided },
        report,
        { key: `${steps.workflowId}:outcome`, at: steps.startedAt },
      ),
    );
    if (statement) await records.notify(steps, statement);
  }

  private async reportOf(appeal: KeptReportAppealDocument): Promise<ReportDocument> {
    const report = await this.deps.reports.findById(appeal.noticeId);
    if (!report) throw new Error(`the report ${appeal.noticeId} of appeal ${appeal._id} does not exist`);
    return report;
  }
}
