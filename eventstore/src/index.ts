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
export { withPersonalData, createFieldCrypto, ERASED_SUBJECT_MESSAGE } from './personal-data/personal-data-store';
export type { PersonalDataStoreOptions, FieldCrypto } from './personal-data/personal-data-store';
export type { KeyStore } from './personal-data/key-store';
export { createPostgresKeyStore, migrateKeyStore, rotateKeyEncryption } from './personal-data/postgres-key-store';
export type { PostgresKeyStoreOptions, KeyRotationOptions, KeyRotationOutcome } from './personal-data/postgres-key-store';
export { createFileKeyEncryption, KekUnavailableError } from './personal-data/key-encryption';
export type { KeyEncryption, FileKeyEncryptionOptions } from './personal-data/key-encryption';
export { createVaultKeyEncryption, keyEncryptionFor } from './personal-data/vault-key-encryption';
export type { VaultKeyEncryptionOptions } from './personal-data/vault-key-encryption';
export { migratePersonalData } from './personal-data/migrate-personal-data';
export type { PersonalDataMigrationOptions, PersonalDataMigrationResult } from './personal-data/migrate-personal-data';
export { createLocalPersonalFiles } from './personal-data/personal-files';
export type { PersonalFiles, PersonalFile } from './personal-data/personal-files';
export { configureStreamKeySecret, restoreStreamKeySecret, streamKeyId, streamKeyOf } from './personal-data/stream-keys';
export { isCiphertext, CIPHER_PREFIX } from './personal-data/field-cipher';
