/**
 * What the core exports for the processes beside it: the indexer (indexer/) and the worker (services/worker/).
 * They import the core only through this file and the composition (./index.ts); `npm run lint:deps` checks it
 * (rule `roles-through-exports`). Anything else of a domain stays its own.
 */

// Listings as the indexer reads them: the collection it scans and the stored document it turns into a search one.
export { LISTINGS_COLLECTION } from './listings/listings.repository.ts';
export type { ListingDocument, ListingLocation } from './listings/types.ts';

// Category proposals, whose accepted aliases the indexer writes into the index.
export { CATEGORY_PROPOSALS_COLLECTION } from './intake/drafts/category-proposals.repository.ts';
export type { CategoryProposalDocument } from './intake/types.ts';

// The outbox as its consumers (the indexer, the webhook dispatcher) read it: records, their cursor and checkpoints,
// the lease one consumer holds, the wake-ups on appends, the pruning behind the slowest consumer and the
// registrations of the processes that append (which the purge forgets).
export { AnnouncedEventsSweep } from './outbox/announced-events-sweep.ts';
export { OutboxCheckpointsRepository } from './outbox/checkpoints.repository.ts';
export { consumerLease } from './outbox/consumer-lease.ts';
export { OutboxAppendersRepository } from './outbox/outbox-appenders.ts';
export { outboxAppends, type AppendWakeup } from './outbox/outbox-appends.ts';
export { OutboxCursor, positionAt } from './outbox/outbox-cursor.ts';
export { OUTBOX_CONSUMER_KINDS, OUTBOX_CONSUMERS, pruneOutbox } from './outbox/outbox-pruning.ts';
export { OUTBOX_COLLECTION, OutboxRepository } from './outbox/outbox.repository.ts';
export { watchRemoteAppends } from './outbox/remote-appends.ts';
export type { CategoryAliasChangedRecord, EventRecord, ListingChangedRecord } from './outbox/types.ts';

// Webhook delivery, which the worker runs: the fan-out of events to subscriptions and the sending of each attempt.
export { AttemptPool } from './webhooks/attempt-pool.ts';
export { WebhookDeliveriesRepository } from './webhooks/deliveries.repository.ts';
export type { DeliveryTimings } from './webhooks/delivery-timings.ts';
export { planDeliveries, type PlannedDelivery } from './webhooks/event-fan-out.ts';
export { WebhookSubscriptionsRepository } from './webhooks/subscriptions.repository.ts';
export { WebhookDeliverer } from './webhooks/webhook-deliverer.ts';
export { CONNECTIONS_PER_HOST, WebhookSender } from './webhooks/webhook-sender.ts';

// The services the worker's jobs call, which the core passes on (see ./index.ts).
export type { ClaimDeadlines } from './claims/claim-deadlines.ts';
export type { DomainRechecks } from './domains/domain-rechecks.ts';
export type { FeedSources } from './intake/sources/feed-sources.ts';
export type { WorkflowEngine } from './workflows/workflow-engine.ts';

// The records the worker's purge job deletes once they expire.
export { LoginFailuresRepository } from './accounts/login-failures.repository.ts';
export { DomainRequestsRepository } from './domains/domain-requests.repository.ts';
export { RecheckLeasesRepository } from './domains/recheck-leases.repository.ts';
export { SubmissionsRepository } from './moderation/submissions.repository.ts';
export { signInRepositories } from './sign-in/domain.ts';
export { purgeExpiredSignInRecords } from './sign-in/sign-in-purge.ts';
export { WorkflowsRepository } from './workflows/workflows.repository.ts';
