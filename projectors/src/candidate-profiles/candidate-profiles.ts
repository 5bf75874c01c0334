import { candidateProfileChanged } from '@rm/domain';
import type { RecordedEvent } from '@rm/eventstore';
import { sql, type DatabaseTransactionConnection } from 'slonik';
import type { Notice, Projection, ProjectionContext } from '../runner/projection';
import { loadRows, table, upsertStatement, writeLast } from '../shared/sql-rows';
import {
  CANDIDATE_PROFILES_SCHEMA,
  candidateProfileColumns,
  createCandidateProfilesTables,
  type CandidateProfileRow,
} from './candidate-profiles-schema';

const EVENT_TYPES = [
  'ContactRegistered',
  'ContactPhoneVerified',
  'CandidateProfileChanged',
  'CandidatePhoneChanged',
  'CandidateProfileImageChanged',
  'CandidateProfileMetaSaved',
  'CandidateProfileStepSaved',
  'CandidateAccountDeleted',
  'PersonalDataErased',
] as const;

const READ: ReadonlySet<string> = new Set(EVENT_TYPES);

/** The candidate an event of this read model is about (null for another event: it is not looked at). */
const contactIdOf = (event: RecordedEvent): string | null => {
  if (!READ.has(event.type)) return null;
  const data = event.data as { contactId?: unknown };
  return typeof data.contactId === 'string' ? data.contactId : null;
};

async function handleCandidateProfiles(
  batch: readonly RecordedEvent[],
  connection: DatabaseTransactionConnection,
  context: ProjectionContext,
): Promise<Notice[]> {
  const { schema } = context;
  const wanted = new Set<string>();
  for (const event of batch) {
    const contactId = contactIdOf(event);
    if (contactId && event.type !== 'ContactRegistered') wanted.add(contactId);
  }
  const loaded = await loadRows(connection, schema, 'profiles', candidateProfileColumns, 'contact_id', wanted);
  const changed = new Map<string, CandidateProfileRow>();
  const removed = new Set<string>();
  const notices = new Map<string, Notice>();
  const profile = (contactId: string, at: string, change: (row: CandidateProfileRow) => void): void => {
    const row = changed.get(contactId) ?? loaded.get(contactId);
    if (!row || removed.has(contactId)) return;
    change(row);
    row.updated_at = at;
    changed.set(contactId, row);
    notices.set(row.user_id, { subject: candidateProfileChanged.subject, message: { userId: row.user_id } });
  };
  const remove = (contactId: string): void => {
    const row = changed.get(contactId) ?? loaded.get(contactId);
    changed.delete(contactId);
    removed.add(contactId);
    if (row) notices.set(row.user_id, { subject: candidateProfileChanged.subject, message: { userId: row.user_id } });
  };

  for (const event of batch) {
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case 'ContactRegistered': {
        const d = event.data;
        // Only candidates who can sign in have a profile of their own.
        if (!d.userId) break;
        removed.delete(d.contactId);
        changed.set(d.contactId, {
          contact_id: d.contactId,
          user_id: d.userId,
          first_name: d.firstName,
          last_name: d.lastName,
          email: d.email ?? '',
          phone: d.phone,
          phone_confirmed_at: null,
          country: 'DE',
          language: 'de',
          image_id: null,
          thumbnail_id: null,
          meta: null,
          variant: null,
          step: 1,
          session_address: null,
          updated_at: at,
        });
        break;
      }
      case 'ContactPhoneVerified':
        profile(event.data.contactId, at, (row) => (row.phone_confirmed_at ??= event.data.verifiedAt));
        break;
      case 'CandidateProfileChanged': {
        const d = event.data;
        profile(d.contactId, at, (row) => {
          Object.assign(row, { first_name: d.firstName, last_name: d.lastName, email: d.email, phone: d.phone, country: d.country });
          row.language = d.language;
        });
        break;
      }
      case 'CandidatePhoneChanged':
        // A verification was of the earlier number.
        profile(event.data.contactId, at, (row) => (row.phone_confirmed_at = null));
        break;
      case 'CandidateProfileImageChanged':
        profile(event.data.contactId, at, (row) => {
          row.image_id = event.data.imageId;
          row.thumbnail_id = event.data.thumbnailId;
        });
        break;
      case 'CandidateProfileMetaSaved':
        profile(event.data.contactId, at, (row) => {
          row.meta = event.data.meta;
          row.variant = event.data.variant;
        });
        break;
      case 'CandidateProfileStepSaved':
        profile(event.data.contactId, at, (row) => {
          row.step = event.data.step;
          row.session_address = event.data.address;
        });
        break;
      case 'CandidateAccountDeleted':
        remove(event.data.contactId);
        break;
      case 'PersonalDataErased':
        remove(event.data.contactId);
        break;
      default:
        break;
    }
  }
  await writeLast(connection, context, [
    upsertStatement(schema, 'profiles', candidateProfileColumns, [...changed.values()], { key: ['contact_id'] }),
    removed.size > 0
      ? sql.fragment`delete from ${table(schema, 'profiles')} where contact_id = any(${sql.array([...removed], 'uuid')})`
      : null,
  ]);
  return [...notices.values()];
}

/** An erased candidate's profile goes entirely (a rebuild drops it at their deletion or erasure too). */
async function forgetCandidateProfiles(
  subjectIds: readonly string[],
  connection: DatabaseTransactionConnection,
  { schema }: ProjectionContext,
): Promise<Notice[]> {
  const ids = sql.array([...subjectIds], 'uuid');
  const result = await connection.query(
    sql.unsafe`delete from ${table(schema, 'profiles')} where contact_id = any(${ids}) or user_id = any(${ids}) returning user_id`,
  );
  return (result.rows as ReadonlyArray<{ user_id: string }>).map((row) => ({
    subject: candidateProfileChanged.subject,
    message: { userId: row.user_id },
  }));
}

/** The candidates' own profiles (`GET /api/profile`). */
export const candidateProfilesProjection: Projection = {
  name: 'candidate-profiles',
  schema: CANDIDATE_PROFILES_SCHEMA,
  createTables: createCandidateProfilesTables,
  handle: handleCandidateProfiles,
  forget: forgetCandidateProfiles,
  eventTypes: EVENT_TYPES,
};
