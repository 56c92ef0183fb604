/** The outbox domain's public surface: the only file other domains and the core's composition import. */
export { announcing, ensureAnnouncedIndex } from './announced-events.ts';
export type { AnnouncedEvents } from './announced-events.ts';
export { OutboxCheckpointsRepository } from './checkpoints.repository.ts';
export { outboxRepositories } from './domain.ts';
export { EventRelay } from './event-relay.ts';
export type { EventRelayDeps } from './event-relay.ts';
export { OUTBOX_CONSUMER_KINDS } from './outbox-pruning.ts';
export type { OutboxRepository } from './outbox.repository.ts';
export { categoryAliasChanged, eventRecord, listingChanged } from './types.ts';
export type { EventName, EventRecord, OutboxRecord } from './types.ts';
