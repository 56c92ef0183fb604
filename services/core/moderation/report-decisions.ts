import type { Principal } from '../../../shared/auth/principal.ts';
import type { RequestBody } from '../../../shared/openapi/operation-types.ts';
import { defineWorkflow, type WorkflowSteps, type WorkflowRegistry } from '../workflows/index.ts';
import { restrictionOf, type ContentRestrictions } from './content-restrictions.ts';
import type { DecisionRecords } from './decision-records.ts';
import { alreadyDecided, notFound } from './errors.ts';
import type { ReportGroupsRepository } from './report-groups.repository.ts';
import type { ReportsRepository } from './reports.repository.ts';
import type { Notifications } from './notifications.ts';
import type { ContentRef, Restriction, StatementInput } from './types.ts';
import { reportView, type ReportView } from './views.ts';

export type ReportDecisionInput = NonNullable<RequestBody<'decideListingReport'>>;

export interface ReportDecisionsDeps {
  reports: ReportsRepository;
  groups: ReportGroupsRepository;
  restrictions: ContentRestrictions;
  notifications: Notifications;
  records: DecisionRecords;
  workflows: WorkflowRegistry;
}

/** The intent of one decision on the open notices about one content; its workflow id is `report-decision:<round>:<decision>`. */
interface ReportDecision {
  adminId: string;
  subject: ContentRef;
  /** The oldest open notice when the decision was asked for: it names the round of notices decided together. */
  round: string;
  decision: 'keep' | 'take_down';
  reasons: string;
  restriction: Restriction | null;
  statement: StatementInput | null;
  baseUrl: string;
}

/**
 * Decisions on notices (Art. 16(5), 17): every open notice about the same content is decided at once. A take-down
 * restricts the content, issues the statement of reasons to the account concerned and closes the notices; the
 * notifiers are told the decision. A notice filed while the decision runs stays open and opens the next round.
 */
export class ReportDecisions {
  private readonly workflow = defineWorkflow(
    'moderation-report-decision',
    (steps: WorkflowSteps, decision: ReportDecision) => this.decideSteps(steps, decision),
  );

  constructor(private readonly deps: ReportDecisionsDeps) {
    deps.workflows.register(this.workflow);
  }

  async decide(admin: Principal, reportId: string, input: ReportDecisionInput, baseUrl: string): Promise<ReportView> {
    const report = await this.deps.reports.findById(reportId);
    if (!report) throw notFound('report');
    if (report.status !== 'open') throw alreadyDecided('report', report.status);
    const statement = input.decision === 'take_down' ? (input.statementOfReasons ?? null) : null;
    const restriction = statement
      ? restrictionOf(report.subject, statement, 'body.statementOfReasons.restriction')
      : null;
    const round = (await this.deps.groups.find(report.subjectId))?.openedBy ?? report._id;
    const decision: ReportDecision = {
      adminId: admin.accountId,
      subject: report.subject,
      round,
      decision: input.decision,
      reasons: input.reasons,
      restriction,
      statement,
      baseUrl,
    };
    await this.deps.workflows.run(this.workflow, `report-decision:${round}:${input.decision}`, decision);
    const decided = await this.deps.reports.findById(reportId);
    if (!decided) throw new Error(`report ${reportId} vanished`);
    return reportView(decided);
  }

  private async decideSteps(steps: WorkflowSteps, decision: ReportDecision): Promise<void> {
    const { records } = this.deps;
    await records.claim(steps, `reports:${decision.round}`, decision.adminId, () =>
      alreadyDecided('report', 'decided'),
    );
    const reportIds = await steps.do('collect', async () =>
      (await this.deps.reports.openAbout(decision.subject.id)).map((report) => report._id),
    );
    const statement =
      decision.statement && decision.restriction
        ? await this.deps.restrictions.impose(steps, {
            adminId: decision.adminId,
            subject: decision.subject,
            restriction: decision.restriction,
            statement: decision.statement,
            baseUrl: decision.baseUrl,
          })
        : null;
    const takenDown = decision.decision === 'take_down';
    await steps.do('close-reports', async () => {
      for (const id of reportIds) {
        await this.deps.reports.decide(id, takenDown ? 'taken_down' : 'kept', {
          decision: decision.decision,
          reasons: decision.reasons,
          statementId: statement?._id ?? null,
          decidedBy: decision.adminId,
          decidedAt: steps.startedAt,
        });
      }
    });
    await steps.do('regroup', () => this.regroup(decision.subject, decision.round));
    await records.audit(steps, {
      actorId: decision.adminId,
      action: takenDown ? 'report.taken_down' : 'report.kept',
      subject: { type: decision.subject.type, id: decision.subject.id },
      subjectIds: [
        ...new Set([
          decision.subject.id,
          decision.subject.listingId,
          ...reportIds,
          ...(statement ? [statement._id] : []),
        ]),
      ],
      before: { reports: reportIds.length, status: 'reported' },
      after: { decision: decision.decision, restriction: decision.restriction },
      note: decision.reasons,
      statementId: statement?._id ?? null,
    });
    await steps.do('notify-notifiers', async () => {
      for (const id of reportIds) {
        const report = await this.deps.reports.findById(id);
        if (report)
          await this.deps.notifications.reportDecided(report, decision.decision, decision.reasons, {
            key: steps.workflowId,
            at: steps.startedAt,
          });
      }
    });
    if (statement) await records.notify(steps, statement);
  }

  /** Takes the decided round out of the queue; notices filed meanwhile open the next round with the oldest of them. */
  private async regroup(subject: ContentRef, round: string): Promise<void> {
    await this.deps.groups.close(subject.id, round);
    const [oldest] = await this.deps.reports.openAbout(subject.id);
    if (oldest)
      await this.deps.groups.open({
        _id: subject.id,
        subject,
        type: subject.type,
        openedBy: oldest._id,
        createdAt: oldest.createdAt,
      });
  }
}
