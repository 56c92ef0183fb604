import { pageOf, pageRequest, type Page, type PageQuery } from '../../../shared/pagination/page.ts';
import type { CursorPosition } from '../../../shared/pagination/cursor.ts';
import type { Schema } from '../../../shared/openapi/operation-types.ts';
import type { CategoryProposalsRepository } from '../intake/index.ts';
import type { AppealsRepository } from './appeals.repository.ts';
import { categoryProposalView } from './category-proposal-decisions.ts';
import type { Content, ContentDirectory } from './content.ts';
import type { ReportGroupsRepository } from './report-groups.repository.ts';
import type { ReportsRepository } from './reports.repository.ts';
import type { ReviewHoldsRepository } from './review-holds.repository.ts';
import { statementView } from './statement-of-reasons.ts';
import type { StatementsRepository } from './statements.repository.ts';
import type {
  ContentRef,
  KeptReportAppealDocument,
  ReportDocument,
  StatementAppealDocument,
  StatementDocument,
} from './types.ts';
import { reportView } from './views.ts';

export type ModerationItem = Schema<'ModerationItem'>;
export type ModerationItemKind = Schema<'ModerationItemKind'>;

/** The records a page's items show besides their own, read for the whole page at once. */
interface PageRecords {
  statement(id: string): StatementDocument;
  report(id: string): ReportDocument;
  /** The open notices about a listing or review, oldest first. */
  openReportsAbout(subjectId: string): ReportDocument[];
}

/** What an entry's item needs read besides its own record. */
interface Needs {
  statementId?: string;
  reportId?: string;
  openReportsAbout?: string;
}

/** One entry of a source, in the queue's order, with what it takes to show it. */
interface Entry {
  _id: string;
  createdAt: Date;
  needs: Needs;
  /** The listing or review the item shows, given the page's records; null for a category proposal. */
  subject(records: PageRecords): ContentRef | null;
  item(records: PageRecords, contentOf: (ref: ContentRef) => Content): ModerationItem;
}

/** A kind of item the queue shows: its entries after a position, oldest first. */
interface QueueSource {
  kind: ModerationItemKind;
  entries(after: CursorPosition | null, limit: number): Promise<Entry[]>;
}

export interface ModerationQueueDeps {
  holds: ReviewHoldsRepository;
  groups: ReportGroupsRepository;
  reports: ReportsRepository;
  appeals: AppealsRepository;
  statements: StatementsRepository;
  content: ContentDirectory;
  /** Intake's proposals of categories for offerings that fit none. */
  proposals: Pick<CategoryProposalsRepository, 'listOpen'>;
  now(): Date;
}

/**
 * The admins' queue: every kind of item in one list, oldest first. Each kind is read from its own collection after
 * the cursor's position, the sources are merged by (submittedAt, id), and the page is cut from the merge, so one
 * cursor pages through all of them. What the page's items show besides their own records is then read for the
 * whole page at once: the records they name (statements, reports), then the content they are about.
 */
export class ModerationQueue {
  private readonly sources: QueueSource[];

  constructor(private readonly deps: ModerationQueueDeps) {
    this.sources = [
      this.holdSource(),
      this.reportSource('listing_reports', 'listing'),
      this.reportSource('review_reports', 'review'),
      this.proposalSource(),
      this.appealSource(),
    ];
  }

  async list(kind: ModerationItemKind | undefined, query: PageQuery, baseUrl: string): Promise<Page<ModerationItem>> {
    const { limit, after } = pageRequest(query);
    const chosen = this.sources.filter((source) => !kind || source.kind === kind);
    const entries = (await Promise.all(chosen.map((source) => source.entries(after, limit + 1)))).flat();
    entries.sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0),
    );
    const page = pageOf(entries.slice(0, limit + 1), limit);
    const records = await this.recordsOf(page.items.map((entry) => entry.needs));
    const subjects = page.items.flatMap((entry) => entry.subject(records) ?? []);
    const contents = new Map(
      (await this.deps.content.findEach(subjects, baseUrl)).map((content) => [contentKey(content.ref), content]),
    );
    const contentOf = (ref: ContentRef) => contents.get(contentKey(ref))!;
    return { ...page, items: page.items.map((entry) => entry.item(records, contentOf)) };
  }

  /** The statements, reports and open reports the items need, one round trip each whatever the page holds. */
  private async recordsOf(needs: Needs[]): Promise<PageRecords> {
    const wanted = (name: keyof Needs) => [...new Set(needs.flatMap((each) => each[name] ?? []))];
    const [statements, reports, openReports] = await Promise.all([
      this.deps.statements.findByIds(wanted('statementId')),
      this.deps.reports.findByIds(wanted('reportId')),
      this.deps.reports.openAboutEach(wanted('openReportsAbout')),
    ]);
    const found =
      <T extends { _id: string }>(records: T[], what: string) =>
      (id: string): T => {
        const record = records.find((each) => each._id === id);
        if (!record) throw new Error(`the ${what} ${id} an item of the moderation queue names does not exist`);
        return record;
      };
    return {
      statement: found(statements, 'statement'),
      report: found(reports, 'report'),
      openReportsAbout: (subjectId) => openReports.get(subjectId) ?? [],
    };
  }

  private holdSource(): QueueSource {
    return {
      kind: 'listing_review',
      entries: async (after, limit) =>
        (await this.deps.holds.pageOpen(after, limit)).map((hold) => {
          const subject: ContentRef = { type: 'listing', id: hold.listingId, listingId: hold.listingId };
          return {
            _id: hold._id,
            createdAt: hold.createdAt,
            needs: {},
            subject: () => subject,
            item: (_records, contentOf) => {
              const content = contentOf(subject);
              return {
                id: hold._id,
                kind: 'listing_review',
                listingId: hold.listingId,
                reviewId: null,
                providerId: hold.accountId,
                category: content.listing.category,
                preview: content.preview,
                reasons: hold.reasons,
                submittedAt: hold.createdAt.toISOString(),
                decideWith: ['approveModerationItem', 'rejectModerationItem'],
              };
            },
          };
        }),
    };
  }

  private reportSource(kind: 'listing_reports' | 'review_reports', type: 'listing' | 'review'): QueueSource {
    return {
      kind,
      entries: async (after, limit) =>
        (await this.deps.groups.page(type, after, limit)).map((group) => ({
          _id: group._id,
          createdAt: group.createdAt,
          needs: { openReportsAbout: group.subject.id },
          subject: () => group.subject,
          item: (records, contentOf) => {
            const content = contentOf(group.subject);
            const reports = records.openReportsAbout(group.subject.id);
            return {
              id: reports[0]?._id ?? group.openedBy,
              kind,
              listingId: group.subject.listingId,
              reviewId: type === 'review' ? group.subject.id : null,
              providerId: content.accountId,
              category: content.listing.category,
              preview: content.preview,
              reasons: [...new Set(reports.map((report) => report.reason))],
              reports: reports.map(reportView),
              submittedAt: group.createdAt.toISOString(),
              decideWith: ['decideListingReport'],
            };
          },
        })),
    };
  }

  private proposalSource(): QueueSource {
    return {
      kind: 'category_proposal',
      entries: async (after, limit) =>
        (await this.deps.proposals.listOpen(after, limit)).map((proposal) => ({
          _id: proposal._id,
          createdAt: proposal.createdAt,
          needs: {},
          subject: () => null,
          item: () => ({
            id: proposal._id,
            kind: 'category_proposal',
            listingId: null,
            reviewId: null,
            providerId: null,
            category: null,
            preview: null,
            reasons: ['no_matching_category'],
            proposal: categoryProposalView(proposal),
            submittedAt: proposal.createdAt.toISOString(),
            decideWith: ['approveCategoryProposal', 'rejectCategoryProposal', 'mergeCategoryProposal'],
          }),
        })),
    };
  }

  private appealSource(): QueueSource {
    return {
      kind: 'appeal',
      entries: async (after, limit) =>
        (await this.deps.appeals.pageOpen(after, limit)).map((appeal) => ({
          _id: appeal._id,
          createdAt: appeal.createdAt,
          ...(appeal.kind === 'kept_report' ? this.keptReportAppeal(appeal) : this.statementAppeal(appeal)),
        })),
    };
  }

  private statementAppeal(appeal: StatementAppealDocument): Omit<Entry, '_id' | 'createdAt'> {
    return {
      needs: { statementId: appeal.statementId },
      subject: (records) => records.statement(appeal.statementId).subject,
      item: (records, contentOf) => {
        const statement = records.statement(appeal.statementId);
        const content = contentOf(statement.subject);
        return {
          id: appeal._id,
          kind: 'appeal',
          listingId: statement.subject.listingId,
          reviewId: statement.subject.type === 'review' ? statement.subject.id : null,
          providerId: statement.accountId,
          category: content.listing.category,
          preview: content.preview,
          reasons: ['appeal'],
          statementOfReasons: statementView(statement, appeal, this.deps.now()),
          submittedAt: appeal.createdAt.toISOString(),
          decideWith: ['decideAppeal'],
        };
      },
    };
  }

  /** A notifier contests keeping what they reported: the item shows the content and the kept report. */
  private keptReportAppeal(appeal: KeptReportAppealDocument): Omit<Entry, '_id' | 'createdAt'> {
    return {
      needs: { reportId: appeal.noticeId },
      subject: (records) => records.report(appeal.noticeId).subject,
      item: (records, contentOf) => {
        const report = records.report(appeal.noticeId);
        const content = contentOf(report.subject);
        return {
          id: appeal._id,
          kind: 'appeal',
          listingId: report.listingId,
          reviewId: report.subject.type === 'review' ? report.subject.id : null,
          providerId: content.accountId,
          category: content.listing.category,
          preview: content.preview,
          reasons: ['appeal', report.reason],
          reports: [reportView(report)],
          submittedAt: appeal.createdAt.toISOString(),
          decideWith: ['decideAppeal'],
        };
      },
    };
  }
}

function contentKey(ref: Pick<ContentRef, 'type' | 'id'>): string {
  return `${ref.type}:${ref.id}`;
}
