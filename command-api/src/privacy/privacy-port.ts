import type { PrivacyRecord, RetentionPolicy } from '@rm/domain';
import type { KeyStore, PersonalFiles } from '@rm/eventstore';
import type { AccessKind, AuthUser } from '@rm/platform/http';

export type AccessLogEntry = PrivacyRecord['access_log'][number];

/** A candidate as the privacy read model knows them: ids, erasure, the streams that name them. */
export interface PrivacyPerson {
  contactId: string;
  userId: string | null;
  erasedAt: string | null;
  streams: string[];
}

/**
 * What the privacy commands need besides the event store: the key store (erasure deletes keys), the
 * person files, and lookups and records of the read side, injected by the composition.
 */
export interface PersonalDataPort {
  keys: KeyStore;
  files: PersonalFiles;
  person(contactId: string): Promise<PrivacyPerson | null>;
  record(contactId: string): Promise<PrivacyRecord | null>;
  names(
    companyIds: readonly string[],
    campaignIds: readonly string[],
  ): Promise<{ companies: Map<string, string>; campaigns: Map<string, string> }>;
  accessLog(contactId: string): Promise<AccessLogEntry[]>;
  recordAccess(reader: AuthUser, contactId: string, what: AccessKind, reason: string | null): Promise<void>;
  /** Candidates the read model says the rule may erase at `now` (the run checks each against the log). */
  retentionCandidates(now: Date, policy: RetentionPolicy): Promise<string[]>;
  /**
   * Candidates the Art. 18 restriction may concern: not erased and rejected somewhere, or deactivated with
   * `restrictedReason` (the run checks each against the log, and lifts the restriction of those no longer rejected).
   */
  restrictionCandidates(restrictedReason: string): Promise<string[]>;
  /** The user's last successful sign-in (ISO instant), if one is known. */
  lastSignInAt?(userId: string): Promise<string | null>;
  /** Ends every session of these users (an erased candidate is signed out everywhere). */
  endSessions(userIds: readonly string[]): Promise<void>;
  /** Deletes access-log rows older than `months`; answers how many. */
  purgeAccessLog(now: Date, months: number): Promise<number>;
  /** The controller, processors and retention settings every export names. */
  disclosure: ExportDisclosure;
  /** Every stream the privacy read model knows to name one of these person ids. */
  streamsOf(subjectIds: readonly string[]): Promise<string[]>;
  /** Waits until the privacy read model applied `position`. */
  caughtUp(position: bigint | null): Promise<void>;
}

/** What every export names besides the person's data: the controller, the processors, the retention settings. */
export interface ExportDisclosure {
  controller: { name: string; address: string; dpoContact: string };
  processors: ReadonlyArray<{ name: string; purpose: string; location: string }>;
  retention: { rejectedMonths: number; talentPoolMonths: number; accessLogMonths: number; securityLogDays: number };
}
