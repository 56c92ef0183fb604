import type { Schema } from '../../../shared/openapi/operation-types.ts';
import type { AppealDocument, AuditEntryDocument, FeedbackDocument, ReportDocument } from './types.ts';

export type ReportView = Schema<'ListingReport'>;

export function reportView(report: ReportDocument): ReportView {
  return {
    id: report._id,
    listingId: report.listingId,
    reviewId: report.subject.type === 'review' ? report.subject.id : null,
    reason: report.reason,
    explanation: report.explanation,
    locationUrl: report.locationUrl,
    notifier: report.notifier,
    status: report.status,
    decision: report.decision && {
      decision: report.decision.decision,
      reasons: report.decision.reasons,
      statementOfReasonsId: report.decision.statementId,
    },
    decidedAt: report.decision?.decidedAt.toISOString() ?? null,
    createdAt: report.createdAt.toISOString(),
  };
}

export function appealView(appeal: AppealDocument): Schema<'Appeal'> {
  return {
    id: appeal._id,
    kind: appeal.kind ?? 'statement_of_reasons',
    statementOfReasonsId: appeal.statementId,
    reportId: appeal.kind === 'kept_report' ? appeal.noticeId : null,
    accountId: appeal.accountId,
    explanation: appeal.explanation,
    status: appeal.status,
    decision: appeal.decision && {
      outcome: appeal.decision.outcome,
      reasons: appeal.decision.reasons,
      decidedAt: appeal.decision.decidedAt.toISOString(),
      statementOfReasonsId: appeal.decision.statementId ?? null,
    },
    createdAt: appeal.createdAt.toISOString(),
  };
}

export function auditEntryView(entry: AuditEntryDocument): Schema<'AuditEntry'> {
  return {
    id: entry._id,
    actorId: entry.actorId,
    action: entry.action,
    subject: entry.subject,
    before: entry.before,
    after: entry.after,
    note: entry.note,
    statementOfReasonsId: entry.statementId,
    at: entry.createdAt.toISOString(),
  };
}

export function feedbackView(feedback: FeedbackDocument): Schema<'Feedback'> {
  return {
    id: feedback._id,
    accountId: feedback.accountId,
    topic: feedback.topic,
    message: feedback.message,
    context: feedback.context,
    receivedAt: feedback.createdAt.toISOString(),
  };
}
