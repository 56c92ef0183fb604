import type { Schema } from '../../../shared/openapi/operation-types.ts';

export type ReportReason = Schema<'CreateListingReportInput'>['reason'];
export type ReportStatus = 'open' | 'kept' | 'taken_down';
export type StatementCategory = Schema<'StatementCategory'>;
export type EeaCountryCode = Schema<'EeaCountryCode'>;
export type Restriction = NonNullable<Schema<'StatementOfReasons'>['restriction']>;
export type AutomatedDecision = Schema<'StatementOfReasons'>['automatedDecision'];
export type StatementInput = Schema<'StatementOfReasons'>;

/** What moderation decides about: a listing, or one review of a listing. */
export interface ContentRef {
  type: 'listing' | 'review';
  id: string;
  listingId: string;
}

/** A DSA Art. 16 notice. The notifier is absent only for an anonymous notice of child sexual abuse material. */
export interface ReportDocument {
  _id: string; // 'ntc_...'
  subject: ContentRef;
  /** `subject.id` and `subject.listingId` again, at the top level, for the indexes that serve the queries. */
  subjectId: string;
  listingId: string;
  reason: ReportReason;
  explanation: string;
  locationUrl: string;
  notifier: { name: string; email: string; accountId: string | null } | null;
  status: ReportStatus;
  decision: {
    decision: 'keep' | 'take_down';
    reasons: string;
    statementId: string | null;
    decidedBy: string;
    decidedAt: Date;
  } | null;
  createdAt: Date;
}

/**
 * The queue item of the open notices about one piece of content: present while it has open notices. Its `_id` is
 * the content's id; `openedBy` is its oldest open notice, which names the round of decision (see ReportDecisions).
 */
export interface ReportGroupDocument {
  _id: string;
  subject: ContentRef;
  /** `subject.type`, for the index of the queue's `kind` filter. */
  type: ContentRef['type'];
  openedBy: string;
  createdAt: Date;
}

export type HoldReason = 'new_account' | 'foreign_source';

/** A listing held for review by the intake trust gate (ListingHolds). */
export interface ReviewHoldDocument {
  _id: string; // 'lrh_...', derived from the hold's key
  listingId: string;
  accountId: string;
  reasons: HoldReason[];
  status: 'open' | 'approved' | 'rejected';
  decision: { decidedBy: string; decidedAt: Date; note: string | null; statementId: string | null } | null;
  createdAt: Date;
}

/** A statement of reasons (DSA Art. 17) as issued; never changed afterwards (an appeal records its reversal). */
export interface StatementDocument {
  _id: string; // 'sor_...'
  accountId: string;
  subject: ContentRef;
  /** Where the content is, or was, published. */
  url: string;
  restriction: Restriction;
  category: StatementCategory;
  facts: string;
  legalGround: { reference: string; explanation: string } | null;
  contractualGround: { reference: string; explanation: string; alsoIllegal: boolean | null } | null;
  groundReferenceUrl: string | null;
  territorialScope: EeaCountryCode[];
  automatedDetection: boolean;
  automatedDecision: AutomatedDecision;
  contentType: Array<'product' | 'text' | 'image'>;
  contentCreatedAt: Date;
  source: 'notice' | 'own_initiative';
  /** The admin who decided; never shown to the provider. */
  decidedBy: string;
  endsAt: Date | null;
  createdAt: Date;
}

export type AppealStatus = 'open' | 'upheld' | 'reversed';

interface AppealRecord {
  _id: string; // 'apl_...'
  /** The appellant. */
  accountId: string;
  explanation: string;
  status: AppealStatus;
  /** `statementId`: the statement issued when reversing a kept report restricted the content. */
  decision: {
    outcome: 'upheld' | 'reversed';
    reasons: string;
    decidedBy: string;
    decidedAt: Date;
    statementId?: string | null;
  } | null;
  createdAt: Date;
}

/** An Art. 20 complaint of the addressee against a statement; one per statement (its `_id` is derived from the statement's). */
export interface StatementAppealDocument extends AppealRecord {
  /** Absent on appeals filed before notifiers could appeal. */
  kind?: 'statement_of_reasons';
  statementId: string;
}

/** An Art. 20 complaint of a signed-in notifier against keeping the content reported; one per notice. */
export interface KeptReportAppealDocument extends AppealRecord {
  kind: 'kept_report';
  statementId: null;
  noticeId: string;
}

export type AppealDocument = StatementAppealDocument | KeptReportAppealDocument;

export type AuditAction = Schema<'AuditEntry'>['action'];

/** One admin action; appended once, never changed. */
export interface AuditEntryDocument {
  _id: string; // 'aud_...', derived from the action's workflow
  actorId: string;
  action: AuditAction;
  subject: { type: 'listing' | 'review' | 'appeal' | 'category_proposal'; id: string };
  /** Every id the entry concerns (subject, listing, reports, statement, queue item), for `subjectId` lookups. */
  subjectIds: string[];
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  note: string | null;
  statementId: string | null;
  createdAt: Date;
}

export interface FeedbackDocument {
  _id: string; // 'fbk_...'
  accountId: string;
  topic: NonNullable<Schema<'FeedbackInput'>['topic']>;
  message: string;
  context: { jobId?: string; draftId?: string; listingId?: string };
  createdAt: Date;
}
