import { forbidden, type RetentionPolicy } from '@rm/domain';
import { isAdmin, type AuthUser } from '@rm/platform/http';
import type { StatementClient } from '@rm/platform';
import type { DatabasePool } from 'slonik';
import type { Presence } from '../realtime/presence';

/** What every query route plugin is given by the composition. */
export interface QueryRoutesOptions {
  pool: DatabasePool;
  /** Named statements for the hottest reads (planned once per connection). */
  db: StatementClient;
  /** Shown beside the pending approvals: audiences with this many candidates or more are not approved. */
  approvalAudienceThreshold: number;
  /** The retention rule the privacy record's due date is shown by (default: 6 and 12 months). */
  retention?: RetentionPolicy;
  /** Days the security log shows an entry (SECURITY_LOG_RETENTION_DAYS; default 365). */
  securityLogDays?: number;
  /** The stored files (person files): uploaded images and documents are answered from them. */
  files?: StoredFiles;
  /** Who is connected to the realtime gateway (the online-users lists); none: nobody is listed. */
  presence?: Presence;
}

/** Reads a stored file of a person (see `PersonalFiles`); null when it is gone or its person erased. */
export interface StoredFiles {
  read(subjectId: string, fileId: string): Promise<{ name: string; contentType: string; content: Buffer } | null>;
}

/** Matches no company: a company user without a company sees nothing. */
const NO_COMPANY = '00000000-0000-0000-0000-000000000000';

/**
 * The company a read is limited to: an admin sees every company (or the one asked for); a company
 * user sees their own company only, and asking for another one is refused (403).
 */
export function companyScope(user: AuthUser | null, requested?: string): string | undefined {
  if (!user || isAdmin(user)) return requested;
  if (requested && requested !== user.companyId) throw forbidden();
  return user.companyId ?? NO_COMPANY;
}
