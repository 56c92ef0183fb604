import { resultInfo } from '../../../shared/pagination/page.ts';
import {
  operationHandlers,
  requireBaseUrl,
  requirePrincipal,
  type ServiceHandlers,
} from '../../../shared/service/handlers.ts';
import type { Appeals } from './appeals.ts';
import type { CategoryProposalDecisions } from './category-proposal-decisions.ts';
import type { OperatorFeedback } from './feedback.ts';
import type { KeptReportAppeals } from './kept-report-appeals.ts';
import type { ListingReviewDecisions } from './listing-review-decisions.ts';
import type { ModerationQueue } from './moderation-queue.ts';
import type { Reports } from './reports.ts';
import type { ModerationRecords } from './records.ts';
import type { ReportDecisions } from './report-decisions.ts';
import type { ReviewRemovals } from './review-removals.ts';
import type { StatementsRepository } from './statements.repository.ts';
import { exportStatements } from './transparency-export.ts';

export interface ModerationServices {
  reports: Reports;
  queue: ModerationQueue;
  listingReviews: ListingReviewDecisions;
  reportDecisions: ReportDecisions;
  reviewRemovals: ReviewRemovals;
  appeals: Appeals;
  keptReports: KeptReportAppeals;
  records: ModerationRecords;
  feedback: OperatorFeedback;
  proposals: CategoryProposalDecisions;
  statements: StatementsRepository;
}

export function moderationHandlers(services: ModerationServices): ServiceHandlers {
  const {
    reports,
    queue,
    listingReviews,
    reportDecisions,
    reviewRemovals,
    appeals,
    keptReports,
    records,
    feedback,
    proposals,
  } = services;
  return operationHandlers({
    async createListingReport(input) {
      return {
        status: 201,
        result: await reports.file(input.principal, input.body, input.clientAddress, requireBaseUrl(input)),
      };
    },
    async listListingReports({ query }) {
      const page = await records.reports(query);
      return { result: page.items, resultInfo: resultInfo(page) };
    },
    async sendFeedback(input) {
      return { status: 201, result: await feedback.send(requirePrincipal(input), input.body) };
    },
    async listFeedback({ query }) {
      const page = await records.feedback(query);
      return { result: page.items, resultInfo: resultInfo(page) };
    },
    async listModerationQueue(input) {
      const page = await queue.list(input.query.kind, input.query, requireBaseUrl(input));
      return { result: page.items, resultInfo: resultInfo(page) };
    },
    async approveModerationItem(input) {
      return {
        result: await listingReviews.approve(
          requirePrincipal(input),
          input.params.jobId,
          input.body?.note,
          requireBaseUrl(input),
        ),
      };
    },
    async rejectModerationItem(input) {
      return {
        result: await listingReviews.reject(
          requirePrincipal(input),
          input.params.jobId,
          input.body,
          requireBaseUrl(input),
        ),
      };
    },
    async listCategoryProposals({ query }) {
      const page = await proposals.pending(query);
      return { result: page.items, resultInfo: resultInfo(page) };
    },
    async approveCategoryProposal(input) {
      return { result: await proposals.approve(requirePrincipal(input), input.params.id, input.body) };
    },
    async rejectCategoryProposal(input) {
      return { result: await proposals.reject(requirePrincipal(input), input.params.id, input.body.reason) };
    },
    async mergeCategoryProposal(input) {
      return {
        result: await proposals.merge(
          requirePrincipal(input),
          input.params.id,
          input.body.targetCategory,
          input.body.note,
        ),
      };
    },
    async decideListingReport(input) {
      return {
        result: await reportDecisions.decide(
          requirePrincipal(input),
          input.params.id,
          input.body,
          requireBaseUrl(input),
        ),
      };
    },
    async removeReview(input) {
      return {
        result: await reviewRemovals.remove(
          requirePrincipal(input),
          input.params.id,
          input.body,
          requireBaseUrl(input),
        ),
      };
    },
    async listStatementsOfReasons(input) {
      const page = await records.statementsOf(requirePrincipal(input), input.query);
      return { result: page.items, resultInfo: resultInfo(page) };
    },
    async getStatementOfReasons(input) {
      return { result: await records.statement(requirePrincipal(input), input.params.id) };
    },
    async appealStatementOfReasons(input) {
      return {
        status: 201,
        result: await appeals.file(requirePrincipal(input), input.params.id, input.body.explanation),
      };
    },
    async appealListingReport(input) {
      return {
        status: 201,
        result: await keptReports.file(requirePrincipal(input), input.params.id, input.body.explanation),
      };
    },
    async decideAppeal(input) {
      return {
        result: await appeals.decide(requirePrincipal(input), input.params.id, input.body, requireBaseUrl(input)),
      };
    },
    async listModerationAuditLog({ query }) {
      const page = await records.auditLog(
        {
          ...(query.actorId ? { actorId: query.actorId } : {}),
          ...(query.subjectId ? { subjectId: query.subjectId } : {}),
        },
        query,
      );
      return { result: page.items, resultInfo: resultInfo(page) };
    },
    async exportStatementsOfReasons({ query }) {
      const lines = await exportStatements(
        services.statements,
        query.from ? new Date(query.from) : undefined,
        query.to ? new Date(query.to) : undefined,
      );
      return { result: lines, headers: { 'content-type': 'application/x-ndjson; charset=utf-8' } };
    },
  });
}
