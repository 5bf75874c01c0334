import { commentsChanged, DEFAULT_COMMENT_VISIBILITY, ERASED_TEXT, type CommentVisibility } from '@rm/domain';
import type { RecordedEvent } from '@rm/eventstore';
import { sql, type DatabaseTransactionConnection } from 'slonik';
import type { Notice, Projection, ProjectionContext } from '../runner/projection';
import { loadRows, rowsRelation, table, upsertStatement, writeLast, type Columns } from '../shared/sql-rows';
import { COMMENTS_SCHEMA, createCommentsTables } from './comments-schema';

/** A comment as its row. */
interface CommentRow {
  comment_id: string;
  model: string;
  model_id: string;
  company_id: string | null;
  subject_id: string;
  parent_id: string | null;
  root_id: string;
  author_id: string;
  body: string;
  visibility: string;
  created_at: string;
  updated_at: string | null;
  removed_at: string | null;
}
const commentColumns: Columns<CommentRow> = {
  comment_id: 'uuid',
  model: 'text',
  model_id: 'uuid',
  company_id: 'uuid',
  subject_id: 'uuid',
  parent_id: 'uuid',
  root_id: 'uuid',
  author_id: 'uuid',
  body: 'text',
  visibility: 'text',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
  removed_at: 'timestamptz',
};

interface UnlockRow {
  company_id: string;
  contact_id: string;
}
const unlockColumns: Columns<UnlockRow> = { company_id: 'uuid', contact_id: 'uuid' };

/** The companies that unlocked each of `contactIds`, as they were before the batch: one query. */
async function loadUnlocks(
  connection: DatabaseTransactionConnection,
  schema: string,
  contactIds: ReadonlySet<string>,
): Promise<Map<string, Set<string>>> {
  const unlocks = new Map<string, Set<string>>();
  if (contactIds.size === 0) return unlocks;
  const rows = (await connection.any(sql.unsafe`
    select company_id, contact_id from ${table(schema, 'unlocks')} where contact_id = any(${sql.array([...contactIds], 'uuid')})`)) as readonly UnlockRow[];
  for (const row of rows) unlocks.set(row.contact_id, (unlocks.get(row.contact_id) ?? new Set()).add(row.company_id));
  return unlocks;
}

/**
 * The batch folded in memory, in event order: the comments it touches (and their parents) and the
 * unlocks of the contacts it touches are read once, and written with one statement. Each change notice
 * says whom the change concerns at its event (the comment's visibility, a contact's companies then).
 */
async function handleComments(
  batch: readonly RecordedEvent[],
  connection: DatabaseTransactionConnection,
  context: ProjectionContext,
): Promise<Notice[]> {
  const { schema } = context;
  const commentIds = new Set<string>();
  const contactIds = new Set<string>();
  for (const event of batch) {
    switch (event.type) {
      case 'CommentPosted':
        commentIds.add(event.data.commentId);
        if (event.data.parentId) commentIds.add(event.data.parentId);
        if (event.data.model === 'contact') contactIds.add(event.data.modelId);
        break;
      case 'CommentEdited':
      case 'CommentRemoved':
        commentIds.add(event.data.commentId);
        if (event.data.model === 'contact') contactIds.add(event.data.modelId);
        break;
      case 'ContactUnlocked':
      case 'UnlockDeleted':
        contactIds.add(event.data.contactId);
        break;
      default:
        break;
    }
  }
  const comments = await loadRows(connection, schema, 'comments', commentColumns, 'comment_id', commentIds);
  const unlocks = await loadUnlocks(connection, schema, contactIds);
  const before = new Map([...unlocks].map(([contactId, companies]) => [contactId, new Set(companies)]));

  const changed = new Map<string, CommentRow>();
  const notices = new Map<string, Notice>();
  for (const event of batch) {
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case 'CommentPosted': {
        const d = event.data;
        if (comments.has(d.commentId)) break;
        // A reply to a reply joins its thread's top comment (threads are one level deep on screen).
        const parent = d.parentId ? comments.get(d.parentId) : undefined;
        const row: CommentRow = {
          comment_id: d.commentId,
          model: d.model,
          model_id: d.modelId,
          company_id: d.companyId,
          subject_id: d.subjectId,
          parent_id: d.parentId,
          root_id: parent?.root_id ?? d.parentId ?? d.commentId,
          author_id: d.authorId,
          body: d.body,
          visibility: d.visibility ?? DEFAULT_COMMENT_VISIBILITY,
          created_at: at,
          updated_at: null,
          removed_at: null,
        };
        comments.set(d.commentId, row);
        changed.set(d.commentId, row);
        break;
      }
      case 'CommentEdited': {
        const row = comments.get(event.data.commentId);
        if (row) changed.set(row.comment_id, Object.assign(row, { body: event.data.body, updated_at: at }));
        break;
      }
      case 'CommentRemoved': {
        const row = comments.get(event.data.commentId);
        if (row) changed.set(row.comment_id, Object.assign(row, { removed_at: at }));
        break;
      }
      case 'ContactUnlocked':
        unlocks.set(event.data.contactId, (unlocks.get(event.data.contactId) ?? new Set()).add(event.data.companyId));
        continue;
      case 'UnlockDeleted':
        unlocks.get(event.data.contactId)?.delete(event.data.companyId);
        continue;
      default:
        continue;
    }
    const d = event.data;
    // Whom the change concerns: a change of an internal comment is the back office's alone.
    const visibility = (comments.get(d.commentId)?.visibility ?? DEFAULT_COMMENT_VISIBILITY) as CommentVisibility;
    // A contact's thread is read by the companies that unlocked the contact too.
    const message =
      d.model !== 'contact'
        ? { model: d.model, modelId: d.modelId, companyId: d.companyId, visibility }
        : {
            model: d.model,
            modelId: d.modelId,
            companyId: d.companyId,
            companyIds: [...(unlocks.get(d.modelId) ?? [])].sort(),
            visibility,
          };
    notices.set(JSON.stringify(message), { subject: commentsChanged.subject, message });
  }

  const added: UnlockRow[] = [];
  const removed: UnlockRow[] = [];
  for (const [contactId, companies] of unlocks) {
    const earlier = before.get(contactId) ?? new Set<string>();
    for (const companyId of companies) if (!earlier.has(companyId)) added.push({ company_id: companyId, contact_id: contactId });
    for (const companyId of earlier) if (!companies.has(companyId)) removed.push({ company_id: companyId, contact_id: contactId });
  }
  await writeLast(connection, context, [
    upsertStatement(schema, 'comments', commentColumns, [...changed.values()], { key: ['comment_id'] }),
    upsertStatement(schema, 'unlocks', unlockColumns, added, { key: ['contact_id', 'company_id'], update: 'none' }),
    removed.length === 0
      ? null
      : sql.fragment`delete from ${table(schema, 'unlocks')} k using ${rowsRelation(unlockColumns, removed)}
          where k.company_id = u.company_id and k.contact_id = u.contact_id`,
  ]);
  return [...notices.values()];
}

/** The comment threads of contacts and companies. */
export const commentsProjection: Projection = {
  name: 'comments',
  schema: COMMENTS_SCHEMA,
  createTables: createCommentsTables,
  eventTypes: ['CommentPosted', 'CommentEdited', 'CommentRemoved', 'ContactUnlocked', 'UnlockDeleted'],
  handle: handleComments,
  async forget(subjectIds, connection, { schema }) {
    const ids = sql.array([...subjectIds], 'uuid');
    await connection.query(sql.unsafe`update ${table(schema, 'comments')} set body = ${ERASED_TEXT} where subject_id = any(${ids})`);
    return [];
  },
};
