export type {
  EventStore,
  EventMetadata,
  NewEvent,
  RecordedEvent,
  ExpectedRevision,
  AppendResult,
  Subscription,
  SubscribeOptions,
  ReadAllOptions,
} from './port';
export { WrongExpectedRevisionError } from './port';
export { createPostgresEventStore, migrateEventStore } from './postgres/postgres-event-store';
export type { PostgresEventStoreOptions } from './postgres/postgres-event-store';
export { createEsdbEventStore } from './esdb/esdb-event-store';
export { EVENTS_PER_TRANSACTION } from './postgres/schema';
