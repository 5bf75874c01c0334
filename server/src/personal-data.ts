import type { PersonalDataPort } from '@rm/command-api';
import type { RetentionPolicy } from '@rm/domain';
import {
  createLocalPersonalFiles,
  createPostgresKeyStore,
  migrateKeyStore,
  migratePersonalData,
  withPersonalData,
  type EventStore,
  type KeyStore,
  type PersonalFiles,
} from '@rm/eventstore';
import type { Bus, Logger } from '@rm/platform';
import { recordAccess, SESSION_ENDED_SUBJECT } from '@rm/platform/http';
import { privacyProjection } from '@rm/projectors';
import { namesOf, purgeAccessLog, readAccessLog, readPrivacyPerson, readPrivacyRecord, retentionCandidates } from '@rm/query-api';
import { sql, type DatabasePool } from 'slonik';
import { waitUntilProjected } from './http/catch-up';

/** The key store and the person files every process that reads or writes events uses. */
export interface PersonalData {
  keys: KeyStore;
  files: PersonalFiles;
}

export interface OpenPersonalDataOptions {
  databaseUrl: string;
  filesDir: string;
  /** Encrypt what an older PostgreSQL event store holds in plain text (once; see `migratePersonalData`). */
  migrateLog: boolean;
  logger?: Logger;
}

/**
 * The event store as every process of the product uses it: personal fields encrypted with their
 * person's key (the key table in the product's PostgreSQL, also beside EventStoreDB), person files in
 * `filesDir`. Closing the returned store closes the key store too.
 */
export async function openPersonalData(
  raw: EventStore,
  options: OpenPersonalDataOptions,
): Promise<{ store: EventStore; personalData: PersonalData }> {
  await migrateKeyStore(options.databaseUrl);
  const keys = createPostgresKeyStore({ connectionString: options.databaseUrl });
  if (options.migrateLog) {
    const migrated = await migratePersonalData({ connectionString: options.databaseUrl, keys });
    if (migrated.ran && migrated.encryptedEvents > 0)
      options.logger?.info(migrated, 'personal data of earlier events encrypted in place (one-time migration)');
  }
  return {
    store: withPersonalData(raw, { keys }),
    personalData: { keys, files: createLocalPersonalFiles({ directory: options.filesDir, keys }) },
  };
}

const CATCH_UP_TIMEOUT_MS = 5000;

/** What the privacy commands need of the read side, served from the read models (and the sessions table). */
export function createPersonalDataPort(
  deps: { pool: DatabasePool; bus: Bus; logger: Logger; store: EventStore; retention: RetentionPolicy },
  personalData: PersonalData,
): PersonalDataPort {
  const { pool } = deps;
  return {
    ...personalData,
    person: (contactId) => readPrivacyPerson(pool, contactId),
    record: (contactId) => readPrivacyRecord(pool, contactId, deps.retention),
    names: (companyIds, campaignIds) => namesOf(pool, companyIds, campaignIds),
    accessLog: (contactId) => readAccessLog(pool, contactId, 1000),
    recordAccess: (reader, contactId, what, reason) => recordAccess(pool, reader, [contactId], what, reason),
    retentionCandidates: (now, policy) => retentionCandidates(pool, now, policy),
    async endSessions(userIds) {
      const ended = await pool.query(
        sql.unsafe`delete from app_sessions where user_id = any(${sql.array([...userIds], 'uuid')}) returning id`,
      );
      for (const row of ended.rows as ReadonlyArray<{ id: string }>) deps.bus.publish(SESSION_ENDED_SUBJECT, { id: row.id });
    },
    purgeAccessLog: (now, months) => purgeAccessLog(pool, now, months),
    async caughtUp(position) {
      const target = position ?? (await deps.store.headPosition());
      if (!(await waitUntilProjected(pool, [privacyProjection], target, CATCH_UP_TIMEOUT_MS)))
        deps.logger.warn({ position: target.toString() }, 'answering before the privacy read model caught up');
    },
  };
}
