import type { Principal } from '../../../shared/auth/principal.ts';
import type { Clock } from '../../../shared/clock.ts';
import { pageOf, pageRequest, type Page, type PageQuery } from '../../../shared/pagination/page.ts';
import type { QueryParams, Schema } from '../../../shared/openapi/operation-types.ts';
import { appealIdOf, type AppealsRepository } from './appeals.repository.ts';
import type { AuditLogFilters, AuditLogRepository } from './audit-log.repository.ts';
import { notFound } from './errors.ts';
import type { FeedbackRepository } from './feedback.repository.ts';
import type { ReportsRepository } from './reports.repository.ts';
import { statementView, type StatementView } from './statement-of-reasons.ts';
import type { StatementsRepository } from './statements.repository.ts';
import type { StatementDocument } from './types.ts';
import { auditEntryView, feedbackView, reportView, type ReportView } from './views.ts';

export interface ModerationRecordsDeps {
  reports: ReportsRepository;
  statements: StatementsRepository;
  appeals: AppealsRepository;
  audit: AuditLogRepository;
  feedback: FeedbackRepository;
  clock: Clock;
}

/** The reads of moderation's records: reports and feedback for admins, statements for their addressees, the audit log. */
export class ModerationRecords {
  constructor(private readonly deps: ModerationRecordsDeps) {}

  async reports(query: QueryParams<'listListingReports'>): Promise<Page<ReportView>> {
    const { limit, after } = pageRequest(query);
    const page = pageOf(await this.deps.reports.page(query.status ?? 'open', query.listingId, after, limit + 1), limit);
    return { ...page, items: page.items.map(reportView) };
  }

  async statementsOf(principal: Principal, query: PageQuery): Promise<Page<StatementView>> {
    const { limit, after } = pageRequest(query);
    const page = pageOf(await this.deps.statements.pageForAccount(principal.accountId, after, limit + 1), limit);
    return { ...page, items: await Promise.all(page.items.map((statement) => this.view(statement))) };
  }

  /** Readable by its addressee and by admins; for anyone else it does not exist. */
  async statement(principal: Principal, id: string): Promise<StatementView> {
    const statement = await this.deps.statements.findById(id);
    if (!statement || (statement.accountId !== principal.accountId && !principal.isAdmin))
      throw notFound('statement of reasons');
    return this.view(statement);
  }

  async auditLog(filters: AuditLogFilters, query: PageQuery): Promise<Page<Schema<'AuditEntry'>>> {
    const { limit, after } = pageRequest(query);
    const page = pageOf(await this.deps.audit.page(filters, after, limit + 1), limit);
    return { ...page, items: page.items.map(auditEntryView) };
  }

  async feedback(query: QueryParams<'listFeedback'>): Promise<Page<Schema<'Feedback'>>> {
    const { limit, after } = pageRequest(query);
    const page = pageOf(await this.deps.feedback.page(query.topic, after, limit + 1), limit);
    return { ...page, items: page.items.map(feedbackView) };
  }

  private async view(statement: StatementDocument): Promise<StatementView> {
    return statementView(statement, await this.deps.appeals.findById(appealIdOf(statement._id)), this.deps.clock.now());
  }
}
