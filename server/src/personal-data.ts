import type { ExportDisclosure, PersonalDataPort } from '@rm/command-api';
import type { RetentionPolicy } from '@rm/domain';
import {
  createLocalPersonalFiles,
  configureStreamKeySecret,
  createPostgresKeyStore,
  migrateKeyStore,
  migratePersonalData,
  withPersonalData,
  type EventStore,
  type KeyEncryption,
  type KeyStore,
  type PersonalFiles,
} from '@rm/eventstore';
import { DEMO_DATA_PROTECTION, type Bus, type DataProtectionSettings, type Logger } from '@rm/platform';
import { ADMIN_EXPORT_REASON, recordAccess, SESSION_ENDED_SUBJECT } from '@rm/platform/http';
import { privacyProjection, type ProjectionProgress } from '@rm/projectors';
import {
  namesOf,
  purgeAccessLog,
  readAccessLog,
  readPrivacyPerson,
  readPrivacyRecord,
  readSubjectStreams,
  restrictionCandidates,
  retentionCandidates,
} from '@rm/query-api';
import { sql, type DatabasePool } from 'slonik';
import { waitUntilProjected } from './http/catch-up';

/** The key store and the person files every process that reads or writes events uses. */
export interface PersonalData {
  keys: KeyStore;
  files: PersonalFiles;
  /** The KEKs wrapping the keys (rotated by `startKeyRotation`). */
  encryption: KeyEncryption;
}

export interface OpenPersonalDataOptions {
  databaseUrl: string;
  filesDir: string;
  /** The KEKs that wrap the persons' keys (see `keyEncryptionFor`). */
  keyEncryption: KeyEncryption;
  /** Encrypt what an older PostgreSQL event store holds in plain text (once; see `migratePersonalData`). */
  migrateLog: boolean;
  /** The secret the e-mail claim streams are named with (see `streamKeyOf`); a rotated one renames them. */
  streamKeySecret?: string;
  logger?: Logger;
}

/**
 * The event store as every process of the product uses it: personal fields encrypted with their
 * person's key (the key table in the product's PostgreSQL, also beside EventStoreDB, each key wrapped by
 * a KEK the database does not hold), person files in `filesDir`. Closing the returned store closes the
 * key store too.
 */
export async function openPersonalData(
  raw: EventStore,
  options: OpenPersonalDataOptions,
): Promise<{ store: EventStore; personalData: PersonalData }> {
  if (options.streamKeySecret) configureStreamKeySecret(options.streamKeySecret);
  await migrateKeyStore(options.databaseUrl, options.keyEncryption);
  const keys = createPostgresKeyStore({ connectionString: options.databaseUrl, encryption: options.keyEncryption });
  if (options.migrateLog) {
    const migrated = await migratePersonalData({ connectionString: options.databaseUrl, keys });
    if (migrated.ran && migrated.encryptedEvents > 0)
      options.logger?.info(migrated, 'personal data of earlier events encrypted in place (one-time migration)');
    if (migrated.renamedClaimStreams) options.logger?.info(migrated, 'e-mail claim streams renamed to the current stream-key secret');
  }
  return {
    store: withPersonalData(raw, { keys }),
    personalData: { keys, files: createLocalPersonalFiles({ directory: options.filesDir, keys }), encryption: options.keyEncryption },
  };
}

const CATCH_UP_TIMEOUT_MS = 5000;

/** What the privacy commands need of the read side, served from the read models (and the sessions table). */
export function createPersonalDataPort(
  deps: {
    pool: DatabasePool;
    bus: Bus;
    logger: Logger;
    store: EventStore;
    retention: RetentionPolicy;
    /** The controller and processors of the settings (tests: placeholders). */
    dataProtection?: DataProtectionSettings;
    accessLogMonths?: number;
    securityLogDays?: number;
    /** The projector of this process, if any (see `waitUntilProjected`). */
    progress?: ProjectionProgress;
  },
  personalData: PersonalData,
): PersonalDataPort {
  const { pool } = deps;
  const protection = deps.dataProtection ?? DEMO_DATA_PROTECTION;
  const disclosure: ExportDisclosure = {
    controller: { name: protection.controllerName, address: protection.controllerAddress, dpoContact: protection.dpoContact },
    processors: protection.processors,
    retention: {
      rejectedMonths: deps.retention.rejectedMonths,
      talentPoolMonths: deps.retention.talentPoolMonths,
      accessLogMonths: deps.accessLogMonths ?? 24,
      securityLogDays: deps.securityLogDays ?? 365,
    },
  };
  return {
    ...personalData,
    disclosure,
    streamsOf: (subjectIds) => readSubjectStreams(pool, subjectIds),
    person: (contactId) => readPrivacyPerson(pool, contactId),
    record: (contactId) => readPrivacyRecord(pool, contactId, deps.retention),
    names: (companyIds, campaignIds) => namesOf(pool, companyIds, campaignIds),
    accessLog: (contactId) => readAccessLog(pool, contactId, 1000),
    // The admin's reason is kept in the export's event, encrypted with the person's key (erased with them):
    // the access log, kept beyond an erasure, holds only its category.
    recordAccess: (reader, contactId, what, reason) =>
      recordAccess(pool, reader, [contactId], what, reason === null ? null : ADMIN_EXPORT_REASON),
    retentionCandidates: (now, policy) => retentionCandidates(pool, now, policy),
    restrictionCandidates: (restrictedReason) => restrictionCandidates(pool, restrictedReason),
    async lastSignInAt(userId) {
      const row = (await pool.query(sql.unsafe`select at from sec_last_sign_in where user_id = ${userId}`)).rows[0] as
        { at: string | number } | undefined;
      return row ? new Date(row.at).toISOString() : null;
    },
    async endSessions(userIds) {
      const ended = await pool.query(
        sql.unsafe`delete from app_sessions where user_id = any(${sql.array([...userIds], 'uuid')}) returning id`,
      );
      for (const row of ended.rows as ReadonlyArray<{ id: string }>) deps.bus.publish(SESSION_ENDED_SUBJECT, { id: row.id });
    },
    purgeAccessLog: (now, months) => purgeAccessLog(pool, now, months),
    async caughtUp(position) {
      const target = position ?? (await deps.store.headPosition());
      if (!(await waitUntilProjected(pool, [privacyProjection], target, CATCH_UP_TIMEOUT_MS, deps.progress)))
        deps.logger.warn({ position: target.toString() }, 'answering before the privacy read model caught up');
    },
  };
}
