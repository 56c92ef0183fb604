import { createHash, randomUUID } from 'node:crypto';
import type { Principal } from '../../../shared/auth/principal.ts';
import type { Clock } from '../../../shared/clock.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import { keyedId } from '../../../shared/ids.ts';
import type { RequestBody } from '../../../shared/openapi/operation-types.ts';
import type { AccountsRepository } from '../accounts/accounts.repository.ts';
import { normalizeEmail } from '../accounts/types.ts';
import type { RequestLimits } from '../../../shared/request-limits.ts';
import {
  defineWorkflow,
  type WorkflowDefinition,
  type WorkflowRunner,
  type WorkflowSteps,
} from '../workflows/workflow-definition.ts';
import type { Content, ContentDirectory } from './content.ts';
import type { NoticeGroupsRepository } from './notice-groups.repository.ts';
import type { NoticesRepository } from './notices.repository.ts';
import type { Notifications } from './notifications.ts';
import type { NoticeDocument } from './types.ts';
import { noticeView, type NoticeView } from './views.ts';

export type NoticeInput = NonNullable<RequestBody<'createListingReport'>>;

export interface NoticeLimits {
  limits: RequestLimits;
  maxPerNotifier: number;
  maxPerClient: number;
}

export interface NoticesDeps {
  notices: NoticesRepository;
  groups: NoticeGroupsRepository;
  content: ContentDirectory;
  accounts: Pick<AccountsRepository, 'findById'>;
  notifications: Notifications;
  limits: NoticeLimits;
  workflows: WorkflowRunner & { register(definition: WorkflowDefinition<never, unknown>): void };
  clock: Clock;
}

/** The notice as recorded, less what the workflow derives (its id and time). */
type NoticeDraft = Omit<NoticeDocument, '_id' | 'createdAt'>;

const hashed = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * DSA Art. 16 notices. Filing one records it, puts it in the queue (the group of its content, so duplicates are decided
 * together) and mails the notifier a receipt: a workflow (`notice:<uuid>`), so a crash between these leaves no notice
 * outside the queue and no receipt unsent.
 */
export class Notices {
  private readonly workflow = defineWorkflow('moderation-notice', (steps: WorkflowSteps, draft: NoticeDraft) =>
    this.fileSteps(steps, draft),
  );

  constructor(private readonly deps: NoticesDeps) {
    deps.workflows.register(this.workflow as WorkflowDefinition<never, unknown>);
  }

  async file(
    principal: Principal | null,
    input: NoticeInput,
    clientAddress: string | undefined,
    baseUrl: string,
  ): Promise<NoticeView> {
    const content = await this.reportedContent(input, baseUrl);
    const notifier = await this.notifierOf(principal, input);
    const limits = [
      { key: hashed(`notice-client\n${clientAddress ?? 'unknown'}`), max: this.deps.limits.maxPerClient },
    ];
    if (notifier)
      limits.push({
        key: hashed(`notice-notifier\n${notifier.accountId ?? normalizeEmail(notifier.email)}`),
        max: this.deps.limits.maxPerNotifier,
      });
    await this.deps.limits.limits.admit(limits, this.deps.clock.now());
    const draft: NoticeDraft = {
      subject: content.ref,
      subjectId: content.ref.id,
      listingId: content.ref.listingId,
      reason: input.reason,
      explanation: input.explanation,
      locationUrl: input.locationUrl ?? content.url,
      notifier,
      status: 'open',
      decision: null,
    };
    return noticeView(await this.deps.workflows.run(this.workflow, `notice:${randomUUID()}`, draft));
  }

  private async fileSteps(steps: WorkflowSteps, draft: NoticeDraft): Promise<NoticeDocument> {
    const notice: NoticeDocument = {
      _id: keyedId('ntc', steps.workflowId, steps.startedAt),
      ...draft,
      createdAt: steps.startedAt,
    };
    await steps.do('record', () => this.deps.notices.insertOnce(notice));
    await steps.do('queue', () =>
      this.deps.groups.open({
        _id: notice.subjectId,
        subject: notice.subject,
        type: notice.subject.type,
        openedBy: notice._id,
        createdAt: notice.createdAt,
      }),
    );
    await steps.do('receipt', () =>
      this.deps.notifications.noticeReceived(notice, { key: `${steps.workflowId}:receipt`, at: steps.startedAt }),
    );
    return notice;
  }

  /** Only what the public can see can be reported: a published listing, or a review of one that is not removed. */
  private async reportedContent(input: NoticeInput, baseUrl: string): Promise<Content> {
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
  private async notifierOf(principal: Principal | null, input: NoticeInput): Promise<NoticeDocument['notifier']> {
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
