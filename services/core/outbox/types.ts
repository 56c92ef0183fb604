import { keyedId, newId } from '../../../shared/ids.ts';

/**
 * Announces that a listing was written; carries the id only, so the indexer re-reads the current listing.
 * Append it after the listing write it announces: the indexer marks it done once it has indexed what it
 * then reads, so a record appended before the write could be marked done for the older listing.
 */
export interface ListingChangedRecord {
  _id: string; // 'obx_...', time-ordered: the record's place in the outbox, which consumers read in order
  /** Unique: what an append made once (appendOnce) is known by; the `_id` it was made with. */
  key: string;
  kind: 'listing.changed';
  listingId: string;
  createdAt: Date;
}

/**
 * Announces that an admin decided a category proposal; carries the proposal's id only, so the indexer re-reads it and
 * keeps search's category aliases (a merged proposal's slug → its target) in step. Appended after the decision.
 */
export interface CategoryAliasChangedRecord {
  _id: string; // 'obx_...', time-ordered
  key: string; // keyed by the deciding workflow
  kind: 'category.alias_changed';
  proposalId: string;
  createdAt: Date;
}

/** The events of the API that webhook subscriptions can receive. */
export type EventName =
  | 'deal.created'
  | 'deal.status_changed'
  | 'bid.placed'
  | 'bid.accepted'
  | 'approval.requested'
  | 'approval.decided'
  | 'listing.created'
  | 'listing.reviewed'
  | 'request.answered'
  | 'credit.granted'
  | 'moderation.statement_issued'
  | 'moderation.appeal_decided';

/**
 * An event for webhook subscribers, appended after the write it announces. Unlike a listing change it carries
 * its payload, because a delivery reports what happened then, not the current state.
 */
export interface EventRecord {
  _id: string; // 'obx_...', time-ordered
  /** The event's lasting id (its deliveries are `<key>#<subscriptionId>`), the same however often its step ran. */
  key: string;
  kind: 'event';
  event: EventName;
  payload: Record<string, unknown>;
  /** The accounts whose webhook subscriptions receive the event: the parties it concerns, never anyone else. */
  audience: string[];
  createdAt: Date;
}

/** Everything the outbox carries, tagged by `kind`; new kinds are added as members of this union. */
export type OutboxRecord = ListingChangedRecord | CategoryAliasChangedRecord | EventRecord;

export function listingChanged(listingId: string, now: Date): ListingChangedRecord {
  const _id = newId('obx');
  return { _id, key: _id, kind: 'listing.changed', listingId, createdAt: now };
}

/** The record of a proposal decision, appended once per workflow step however often it runs (appendOnce). */
export function categoryAliasChanged(proposalId: string, step: { key: string; now: Date }): CategoryAliasChangedRecord {
  const _id = keyedId('obx', step.key, step.now);
  return { _id, key: _id, kind: 'category.alias_changed', proposalId, createdAt: step.now };
}

/**
 * An event to append. A workflow step passes `key` (e.g. `<workflowId>:deal.created`) and a `now` it can
 * repeat (its workflow's `startedAt`), so the step appends the same record however often it runs
 * (OutboxRepository.appendOnce).
 */
export function eventRecord(
  event: EventName,
  payload: Record<string, unknown>,
  delivery: { audience: readonly string[]; now: Date; key?: string },
): EventRecord {
  const audience = [...new Set(delivery.audience)];
  const _id = delivery.key ? keyedId('obx', delivery.key, delivery.now) : newId('obx');
  return { _id, key: _id, kind: 'event', event, payload, audience, createdAt: delivery.now };
}
