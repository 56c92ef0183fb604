import type { Schema } from '../../../shared/openapi/operation-types.ts';
import type { AppealDocument, AuditEntryDocument, FeedbackDocument, ReportDocument } from './types.ts';

export type ReportView = Schema<'ListingReport'>;

export function reportView(notice: ReportDocument): ReportView {
  return {
    id: notice._id,
    listingId: notice.listingId,
    reviewId: notice.subject.type === 'review' ? notice.subject.id : null,
    reason: notice.reason,
    explanation: notice.explanation,
    locationUrl: notice.locationUrl,
    notifier: notice.notifier,
    status: notice.status,
    decision: notice.decision && {
      decision: notice.decision.decision,
      reasons: notice.decision.reasons,
      statementOfReasonsId: notice.decision.statementId,
    },
    decidedAt: notice.decision?.decidedAt.toISOString() ?? null,
    createdAt: notice.createdAt.toISOString(),
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
