import { pageOf, pageRequest, type Page, type PageQuery } from '../../../shared/pagination/page.ts';
import type { CursorPosition } from '../../../shared/pagination/cursor.ts';
import type { Schema } from '../../../shared/openapi/operation-types.ts';
import type { CategoryProposalsRepository } from '../intake/category-proposals.repository.ts';
import type { AppealsRepository } from './appeals.repository.ts';
import { categoryProposalView } from './category-proposal-decisions.ts';
import type { ContentDirectory } from './content.ts';
import type { NoticeGroupsRepository } from './notice-groups.repository.ts';
import type { NoticesRepository } from './notices.repository.ts';
import type { ReviewHoldsRepository } from './review-holds.repository.ts';
import { statementView } from './statement-of-reasons.ts';
import type { StatementsRepository } from './statements.repository.ts';
import type { KeptReportAppealDocument, StatementAppealDocument } from './types.ts';
import { noticeView } from './views.ts';

export type ModerationItem = Schema<'ModerationItem'>;
export type ModerationItemKind = Schema<'ModerationItemKind'>;

/** One entry of a source, in the queue's order, with what it takes to show it. */
interface Entry {
  _id: string;
  createdAt: Date;
  item(baseUrl: string): Promise<ModerationItem>;
}

/** A kind of item the queue shows: its entries after a position, oldest first. */
interface QueueSource {
  kind: ModerationItemKind;
  entries(after: CursorPosition | null, limit: number): Promise<Entry[]>;
}

export interface ModerationQueueDeps {
  holds: ReviewHoldsRepository;
  groups: NoticeGroupsRepository;
  notices: NoticesRepository;
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
 * cursor pages through all of them.
 */
export class ModerationQueue {
  private readonly sources: QueueSource[];

  constructor(private readonly deps: ModerationQueueDeps) {
    this.sources = [this.holdSource(), this.noticeSource('listing_reports', 'listing'), this.noticeSource('review_reports', 'review'), this.proposalSource(), this.appealSource()];
  }

  async list(kind: ModerationItemKind | undefined, query: PageQuery, baseUrl: string): Promise<Page<ModerationItem>> {
    const { limit, after } = pageRequest(query);
    const chosen = this.sources.filter((source) => !kind || source.kind === kind);
    const entries = (await Promise.all(chosen.map((source) => source.entries(after, limit + 1)))).flat();
    entries.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
    const page = pageOf(entries.slice(0, limit + 1), limit);
    return { ...page, items: await Promise.all(page.items.map((entry) => entry.item(baseUrl))) };
  }

  private holdSource(): QueueSource {
    return {
      kind: 'listing_review',
      entries: async (after, limit) =>
        (await this.deps.holds.pageOpen(after, limit)).map((hold) => ({
          _id: hold._id,
          createdAt: hold.createdAt,
          item: async (baseUrl) => {
            const content = await this.deps.content.find({ type: 'listing', id: hold.listingId, listingId: hold.listingId }, baseUrl);
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
        })),
    };
  }

  private noticeSource(kind: 'listing_reports' | 'review_reports', type: 'listing' | 'review'): QueueSource {
    return {
      kind,
      entries: async (after, limit) =>
        (await this.deps.groups.page(type, after, limit)).map((group) => ({
          _id: group._id,
          createdAt: group.createdAt,
          item: async (baseUrl) => {
            const [content, notices] = await Promise.all([this.deps.content.find(group.subject, baseUrl), this.deps.notices.openAbout(group.subject.id)]);
            return {
              id: notices[0]?._id ?? group.openedBy,
              kind,
              listingId: group.subject.listingId,
              reviewId: type === 'review' ? group.subject.id : null,
              providerId: content.accountId,
              category: content.listing.category,
              preview: content.preview,
              reasons: [...new Set(notices.map((notice) => notice.reason))],
              reports: notices.map(noticeView),
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
          item: async () => ({
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
          item: (baseUrl) => (appeal.kind === 'kept_report' ? this.keptReportAppealItem(appeal, baseUrl) : this.statementAppealItem(appeal, baseUrl)),
        })),
    };
  }

  private async statementAppealItem(appeal: StatementAppealDocument, baseUrl: string): Promise<ModerationItem> {
    const statement = await this.deps.statements.findById(appeal.statementId);
    if (!statement) throw new Error(`the statement ${appeal.statementId} of appeal ${appeal._id} does not exist`);
    const content = await this.deps.content.find(statement.subject, baseUrl);
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
  }

  /** A notifier contests keeping what they reported: the item shows the content and the kept report. */
  private async keptReportAppealItem(appeal: KeptReportAppealDocument, baseUrl: string): Promise<ModerationItem> {
    const notice = await this.deps.notices.findById(appeal.noticeId);
    if (!notice) throw new Error(`the report ${appeal.noticeId} of appeal ${appeal._id} does not exist`);
    const content = await this.deps.content.find(notice.subject, baseUrl);
    return {
      id: appeal._id,
      kind: 'appeal',
      listingId: notice.listingId,
      reviewId: notice.subject.type === 'review' ? notice.subject.id : null,
      providerId: content.accountId,
      category: content.listing.category,
      preview: content.preview,
      reasons: ['appeal', notice.reason],
      reports: [noticeView(notice)],
      submittedAt: appeal.createdAt.toISOString(),
      decideWith: ['decideAppeal'],
    };
  }
}
