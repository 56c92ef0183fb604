import type { Db } from 'mongodb';
import type { Clock } from '../../../shared/clock.ts';
import type { Config } from '../../../shared/config.ts';
import type { AccountsRepository } from '../accounts/index.ts';
import { type intakeRepositories, WaitingDrafts } from '../intake/index.ts';
import {
  type ListingHolds,
  type listingsRepositories,
  ListingModeration,
  type ListingRevisions,
} from '../listings/index.ts';
import type { Mailer } from '../mail/index.ts';
import { AccountPreferences, type AccountSettingsRepository } from '../settings/index.ts';
import type { OutboxRepository } from '../outbox/index.ts';
import { RequestLimits } from '../../../shared/request-limits.ts';
import { ReviewModeration, type ReviewsRepository, type ReviewsService } from '../reviews/index.ts';
import type { WorkflowRegistry } from '../workflows/index.ts';
import { Appeals } from './appeals.ts';
import { AppealsRepository } from './appeals.repository.ts';
import { AuditLogRepository } from './audit-log.repository.ts';
import { CategoryProposalDecisions } from './category-proposal-decisions.ts';
import { ContentDirectory } from './content.ts';
import { ContentRestrictions } from './content-restrictions.ts';
import { DecisionClaimsRepository } from './decision-claims.repository.ts';
import { DecisionRecords } from './decision-records.ts';
import { OperatorFeedback } from './feedback.ts';
import { FeedbackRepository } from './feedback.repository.ts';
import { moderationHandlers } from './handlers.ts';
import { ListingReviewDecisions } from './listing-review-decisions.ts';
import { KeptReportAppeals } from './kept-report-appeals.ts';
import { ModerationQueue } from './moderation-queue.ts';
import { ReportGroupsRepository } from './report-groups.repository.ts';
import { Reports } from './reports.ts';
import { ReportsRepository } from './reports.repository.ts';
import { Notifications } from './notifications.ts';
import { ModerationRecords } from './records.ts';
import { ReportDecisions } from './report-decisions.ts';
import { ReviewHolds } from './review-holds.ts';
import { ReviewHoldsRepository } from './review-holds.repository.ts';
import { ReviewRemovals } from './review-removals.ts';
import { StatementsRepository } from './statements.repository.ts';
import { SubmissionsRepository } from './submissions.repository.ts';

/** The collections moderation owns, one repository each; part of the core's repositories (and so of the migration). */
export function moderationRepositories(db: Db) {
  return {
    reports: new ReportsRepository(db),
    reportGroups: new ReportGroupsRepository(db),
    reviewHolds: new ReviewHoldsRepository(db),
    statementsOfReasons: new StatementsRepository(db),
    appeals: new AppealsRepository(db),
    moderationDecisions: new DecisionClaimsRepository(db),
    moderationAuditLog: new AuditLogRepository(db),
    operatorFeedback: new FeedbackRepository(db),
    moderationSubmissions: new SubmissionsRepository(db),
  };
}

/** The queue of listings held for review: the trust gate (listings, intake) fills it, the admins decide it. */
export function listingReviewQueue(deps: {
  repositories: Pick<ReturnType<typeof moderationRepositories>, 'reviewHolds'>;
  clock: Clock;
}): ListingHolds {
  return new ReviewHolds({ holds: deps.repositories.reviewHolds, clock: deps.clock });
}

export interface ModerationDomainDeps {
  repositories: ReturnType<typeof moderationRepositories> &
    Pick<ReturnType<typeof intakeRepositories>, 'categoryProposals' | 'intakeJobs' | 'intakeDrafts'> &
    ReturnType<typeof listingsRepositories> & {
      accounts: AccountsRepository;
      reviews: ReviewsRepository;
      outbox: OutboxRepository;
      accountSettings: AccountSettingsRepository;
    };
  /** Every write of a listing goes through its revisions; moderation's are status moves (ListingModeration). */
  listingRevisions: ListingRevisions;
  reviews: Pick<ReviewsService, 'refreshRatingSummary'>;
  workflows: WorkflowRegistry;
  mailer: Mailer;
  config: Pick<Config, 'moderation'>;
  clock: Clock;
}

/**
 * Moderation under the EU Digital Services Act: notices (Art. 16), the admins' queue, decisions with statements of
 * reasons (Art. 17), appeals (Art. 20), the audit log, the Transparency Database export and feedback. It changes
 * listings and reviews only through their domains (ListingModeration, ReviewModeration).
 */
export function createModerationDomain(deps: ModerationDomainDeps) {
  const { repositories, clock, workflows } = deps;
  const listings = new ListingModeration({ revisions: deps.listingRevisions });
  const reviews = new ReviewModeration({ reviews: repositories.reviews, ratings: deps.reviews });
  const content = new ContentDirectory({
    listings,
    storedListings: repositories.listings,
    listingRevisions: repositories.listingRevisions,
    reviews,
    accounts: repositories.accounts,
  });
  const { mailer } = deps;
  const notifications = new Notifications({
    mailer,
    outbox: repositories.outbox,
    preferences: new AccountPreferences(repositories.accountSettings),
  });
  const records = new DecisionRecords({
    claims: repositories.moderationDecisions,
    statements: repositories.statementsOfReasons,
    audit: repositories.moderationAuditLog,
    notifications,
    content,
  });
  const limits = deps.config.moderation;
  const reports = new Reports({
    reports: repositories.reports,
    groups: repositories.reportGroups,
    content,
    accounts: repositories.accounts,
    notifications,
    limits: {
      limits: new RequestLimits(
        repositories.moderationSubmissions,
        limits.windowSeconds,
        'reports from this client address or by this notifier',
      ),
      maxPerClient: limits.reportsPerClient,
      maxPerNotifier: limits.reportsPerNotifier,
    },
    workflows,
    clock,
  });
  const restrictions = new ContentRestrictions({ listings, reviews, content, records });
  const keptReports = new KeptReportAppeals({
    appeals: repositories.appeals,
    reports: repositories.reports,
    restrictions,
    notifications,
    records,
    workflows,
    clock,
  });
  const handlers = moderationHandlers({
    reports,
    queue: new ModerationQueue({
      holds: repositories.reviewHolds,
      groups: repositories.reportGroups,
      reports: repositories.reports,
      appeals: repositories.appeals,
      statements: repositories.statementsOfReasons,
      content,
      proposals: repositories.categoryProposals,
      now: () => clock.now(),
    }),
    listingReviews: new ListingReviewDecisions({
      holds: repositories.reviewHolds,
      listings,
      content,
      records,
      workflows,
    }),
    reportDecisions: new ReportDecisions({
      reports: repositories.reports,
      groups: repositories.reportGroups,
      restrictions,
      notifications,
      records,
      workflows,
    }),
    reviewRemovals: new ReviewRemovals({ reviews, content, records, workflows }),
    appeals: new Appeals({
      appeals: repositories.appeals,
      statements: repositories.statementsOfReasons,
      listings,
      reviews,
      content,
      keptReports,
      notifications,
      records,
      workflows,
      clock,
    }),
    keptReports,
    records: new ModerationRecords({
      reports: repositories.reports,
      statements: repositories.statementsOfReasons,
      appeals: repositories.appeals,
      audit: repositories.moderationAuditLog,
      feedback: repositories.operatorFeedback,
      clock,
    }),
    feedback: new OperatorFeedback({
      feedback: repositories.operatorFeedback,
      limits: new RequestLimits(
        repositories.moderationSubmissions,
        limits.windowSeconds,
        'feedback messages from this account',
      ),
      maxPerAccount: limits.feedbackPerAccount,
      clock,
    }),
    proposals: new CategoryProposalDecisions({
      proposals: repositories.categoryProposals,
      waitingDrafts: new WaitingDrafts({ jobs: repositories.intakeJobs, drafts: repositories.intakeDrafts }),
      outbox: repositories.outbox,
      records,
      workflows,
    }),
    statements: repositories.statementsOfReasons,
  });
  return { handlers };
}
