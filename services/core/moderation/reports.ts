import { createHash, randomUUID } from 'node:crypto';
import type { Principal } from '../../../shared/auth/principal.ts';
import type { Clock } from '../../../shared/clock.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import { keyedId } from '../../../shared/ids.ts';
import type { RequestBody } from '../../../shared/openapi/operation-types.ts';
import { type AccountsRepository, normalizeEmail } from '../accounts/index.ts';
import type { RequestLimit, RequestLimits } from '../../../shared/request-limits.ts';
import { defineWorkflow, type WorkflowSteps, type WorkflowRegistry } from '../workflows/index.ts';
import type { Content, ContentDirectory } from './content.ts';
import type { ReportGroupsRepository } from './report-groups.repository.ts';
import type { ReportsRepository } from './reports.repository.ts';
import type { Notifications } from './notifications.ts';
import type { ReportDocument } from './types.ts';
import { reportView, type ReportView } from './views.ts';

export type ReportInput = NonNullable<RequestBody<'createListingReport'>>;

/**
 * Anonymous notices are limited per client address and per typed-in email address, signed-in ones per account alone,
 * so anonymous senders on an address never block the accounts there. A typed-in address gets at most one receipt per
 * window of the limits: the form cannot mail a stranger again and again.
 */
export interface ReportLimits {
  limits: RequestLimits;
  /** Reports per account, or per typed-in email address of anonymous notices. */
  maxPerNotifier: number;
  /** Anonymous notices per client address. */
  maxPerClient: number;
}

export interface ReportsDeps {
  reports: ReportsRepository;
  groups: ReportGroupsRepository;
  content: ContentDirectory;
  accounts: Pick<AccountsRepository, 'findById'>;
  notifications: Notifications;
  limits: ReportLimits;
  workflows: WorkflowRegistry;
  clock: Clock;
}

/** The notice as recorded, less what the workflow derives (its id and time). */
type ReportDraft = Omit<ReportDocument, '_id' | 'createdAt'>;

/** The workflow's input: the notice, and whether its receipt is withheld (a typed-in address mailed in the window). */
type ReportFiling = ReportDraft & { receiptWithheld?: true };

/** A typed-in address gets one receipt per window. */
export const RECEIPTS_PER_ADDRESS = 1;

const hashed = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * DSA Art. 16 notices. Filing one records it, puts it in the queue (the group of its content, so duplicates are decided
 * together) and mails the notifier a receipt (a typed-in address at most once per window, see ReportLimits): a
 * workflow (`notice:<uuid>`), so a crash between these leaves no notice outside the queue and no receipt unsent.
 */
export class Reports {
  private readonly workflow = defineWorkflow('moderation-notice', (steps: WorkflowSteps, filing: ReportFiling) =>
    this.fileSteps(steps, filing),
  );

  constructor(private readonly deps: ReportsDeps) {
    deps.workflows.register(this.workflow);
  }

  async file(
    principal: Principal | null,
    input: ReportInput,
    clientAddress: string | undefined,
    baseUrl: string,
  ): Promise<ReportView> {
    const content = await this.reportedContent(input, baseUrl);
    const notifier = await this.notifierOf(principal, input);
    const now = this.deps.clock.now();
    await this.deps.limits.limits.admit(this.limitsOf(notifier, clientAddress), now);
    const receiptWithheld = notifier?.accountId === null && !(await this.receiptAdmitted(notifier.email, now));
    const filing: ReportFiling = {
      subject: content.ref,
      subjectId: content.ref.id,
      listingId: content.ref.listingId,
      reason: input.reason,
      explanation: input.explanation,
      locationUrl: input.locationUrl ?? content.url,
      notifier,
      status: 'open',
      decision: null,
      ...(receiptWithheld ? { receiptWithheld } : {}),
    };
    return reportView(await this.deps.workflows.run(this.workflow, `notice:${randomUUID()}`, filing));
  }

  /** A signed-in notifier is limited per account alone; an anonymous one per client address and typed-in address. */
  private limitsOf(notifier: ReportDocument['notifier'], clientAddress: string | undefined): RequestLimit[] {
    const { maxPerClient, maxPerNotifier } = this.deps.limits;
    if (notifier?.accountId) return [{ key: hashed(`notice-account\n${notifier.accountId}`), max: maxPerNotifier }];
    const limits = [{ key: hashed(`notice-anonymous-client\n${clientAddress ?? 'unknown'}`), max: maxPerClient }];
    if (notifier) limits.push({ key: hashed(`notice-email\n${normalizeEmail(notifier.email)}`), max: maxPerNotifier });
    return limits;
  }

  /** Whether a typed-in address may get the receipt: none was mailed to it within the window. */
  private async receiptAdmitted(email: string, now: Date): Promise<boolean> {
    const key = hashed(`notice-receipt\n${normalizeEmail(email)}`);
    return (await this.deps.limits.limits.tryAdmit([{ key, max: RECEIPTS_PER_ADDRESS }], now)) === 0;
  }

  private async fileSteps(steps: WorkflowSteps, { receiptWithheld, ...draft }: ReportFiling): Promise<ReportDocument> {
    const report: ReportDocument = {
      _id: keyedId('ntc', steps.workflowId, steps.startedAt),
      ...draft,
      createdAt: steps.startedAt,
    };
    await steps.do('record', () => this.deps.reports.insertOnce(report));
    await steps.do('queue', () =>
      this.deps.groups.open({
        _id: report.subjectId,
        subject: report.subject,
        type: report.subject.type,
        openedBy: report._id,
        createdAt: report.createdAt,
      }),
    );
    if (!receiptWithheld)
      await steps.do('receipt', () =>
        this.deps.notifications.reportReceived(report, { key: `${steps.workflowId}:receipt`, at: steps.startedAt }),
      );
    return report;
  }

  /** Only what the public can see can be reported: a published listing, or a review of one that is not removed. */
  private async reportedContent(input: ReportInput, baseUrl: string): Promise<Content> {
    const ref = input.reviewId
      ? { type: 'review' as const, id: input.reviewId, listingId: input.listingId }
      : { type: 'listing' as const, id: input.listingId, listingId: input.listingId };
    const content = await this.deps.content.find(ref, baseUrl, true).catch((error: unknown) => {
      if (error instanceof AppError && error.slug === 'resource_not_found')
        throw notVisible(input.reviewId ? 'body.reviewId' : 'body.listingId');
      throw error;
    });
    if (content.listing.status !== 'published') throw notVisible('body.listingId');
    if (content.ref.listingId !== input.listingId) throw notVisible('body.reviewId');
    return content;
  }

  /** Art. 16(2)(c): the notifier's name and email, from the account when signed in; only a CSAM notice may be anonymous. */
  private async notifierOf(principal: Principal | null, input: ReportInput): Promise<ReportDocument['notifier']> {
    if (principal) {
      const account = await this.deps.accounts.findById(principal.accountId);
      if (!account) throw new Error(`the account ${principal.accountId} of a verified credential does not exist`);
      return { name: account.displayName ?? account.email, email: account.email, accountId: account._id };
    }
    if (input.notifier) return { name: input.notifier.name, email: input.notifier.email, accountId: null };
    if (input.reason === 'child_sexual_abuse_material') return null;
    throw new AppError('validation_failed', {
      message:
        'A notice without a credential must name its notifier (name and email, DSA Art. 16(2)(c)); only a notice of child sexual abuse material may be anonymous.',
      field: 'body.notifier',
    });
  }
}

function notVisible(field: string): AppError {
  return new AppError('resource_not_found', {
    message:
      field === 'body.reviewId'
        ? 'No visible review of this listing has this id.'
        : 'No published listing has this id.',
    field,
  });
}
