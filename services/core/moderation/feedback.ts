import { createHash } from 'node:crypto';
import type { Principal } from '../../../shared/auth/principal.ts';
import type { Clock } from '../../../shared/clock.ts';
import { newId } from '../../../shared/ids.ts';
import type { RequestBody } from '../../../shared/openapi/operation-types.ts';
import type { RequestLimits } from '../../../shared/request-limits.ts';
import type { FeedbackRepository } from './feedback.repository.ts';
import type { FeedbackDocument } from './types.ts';
import { feedbackView } from './views.ts';

export type FeedbackInput = NonNullable<RequestBody<'sendFeedback'>>;

/** Feedback to the operators: stored for the admins, at most `maxPerAccount` per account within the limits' window. */
export class OperatorFeedback {
  constructor(
    private readonly deps: { feedback: FeedbackRepository; limits: RequestLimits; maxPerAccount: number; clock: Clock },
  ) {}

  async send(principal: Principal, input: FeedbackInput) {
    const now = this.deps.clock.now();
    const key = createHash('sha256').update(`feedback\n${principal.accountId}`).digest('hex');
    await this.deps.limits.admit([{ key, max: this.deps.maxPerAccount }], now);
    const feedback: FeedbackDocument = {
      _id: newId('fbk'),
      accountId: principal.accountId,
      topic: input.topic ?? 'other',
      message: input.message,
      context: input.context ?? {},
      createdAt: now,
    };
    await this.deps.feedback.insert(feedback);
    return feedbackView(feedback);
  }
}
