import { commentsChanged, DEFAULT_COMMENT_VISIBILITY, ERASED_TEXT, type CommentVisibility } from '@rm/domain';
import type { RecordedEvent } from '@rm/eventstore';
import { sql, type DatabaseTransactionConnection } from 'slonik';
import type { Notice, Projection } from '../runner/projection';
import { table } from '../shared/sql-rows';
import { COMMENTS_SCHEMA, createCommentsTables } from './comments-schema';

async function apply(event: RecordedEvent, connection: DatabaseTransactionConnection, schema: string): Promise<Notice | null> {
  const comments = table(schema, 'comments');
  const at = event.metadata.occurredAt;
  switch (event.type) {
    case 'CommentPosted': {
      const d = event.data;
      // A reply to a reply joins its thread's top comment (threads are one level deep on screen).
      await connection.query(sql.unsafe`
        insert into ${comments} (comment_id, model, model_id, company_id, subject_id, parent_id, root_id, author_id, body, visibility, created_at)
        values (${d.commentId}, ${d.model}, ${d.modelId}, ${d.companyId}, ${d.subjectId}, ${d.parentId},
          coalesce((select root_id from ${comments} where comment_id = ${d.parentId}), ${d.parentId}, ${d.commentId}),
          ${d.authorId}, ${d.body}, ${d.visibility ?? DEFAULT_COMMENT_VISIBILITY}, ${at})
        on conflict (comment_id) do nothing`);
      break;
    }
    case 'CommentEdited':
      await connection.query(
        sql.unsafe`update ${comments} set body = ${event.data.body}, updated_at = ${at} where comment_id = ${event.data.commentId}`,
      );
      break;
    case 'ContactUnlocked':
      await connection.query(sql.unsafe`
        insert into ${table(schema, 'unlocks')} (company_id, contact_id) values (${event.data.companyId}, ${event.data.contactId})
        on conflict do nothing`);
      return null;
    case 'UnlockDeleted':
      await connection.query(
        sql.unsafe`delete from ${table(schema, 'unlocks')} where company_id = ${event.data.companyId} and contact_id = ${event.data.contactId}`,
      );
      return null;
    case 'CommentRemoved':
      await connection.query(sql.unsafe`update ${comments} set removed_at = ${at} where comment_id = ${event.data.commentId}`);
      break;
    default:
      return null;
  }
  const d = event.data;
  // Whom the change concerns: a change of an internal comment is the back office's alone.
  const visibility = ((await connection.maybeOneFirst(sql.unsafe`select visibility from ${comments} where comment_id = ${d.commentId}`)) ??
    DEFAULT_COMMENT_VISIBILITY) as CommentVisibility;
  if (d.model !== 'contact')
    return { subject: commentsChanged.subject, message: { model: d.model, modelId: d.modelId, companyId: d.companyId, visibility } };
  // A contact's thread is read by the companies that unlocked the contact too.
  const companyIds = (await connection.anyFirst(
    sql.unsafe`select company_id from ${table(schema, 'unlocks')} where contact_id = ${d.modelId} order by company_id`,
  )) as string[];
  return {
    subject: commentsChanged.subject,
    message: { model: d.model, modelId: d.modelId, companyId: d.companyId, companyIds, visibility },
  };
}

/** The comment threads of contacts and companies. */
export const commentsProjection: Projection = {
  name: 'comments',
  schema: COMMENTS_SCHEMA,
  createTables: createCommentsTables,
  eventTypes: ['CommentPosted', 'CommentEdited', 'CommentRemoved', 'ContactUnlocked', 'UnlockDeleted'],
  async handle(batch, connection, { schema }) {
    const notices = new Map<string, Notice>();
    for (const event of batch) {
      const notice = await apply(event, connection, schema);
      if (notice) notices.set(JSON.stringify(notice.message), notice);
    }
    return [...notices.values()];
  },
  async forget(subjectIds, connection, { schema }) {
    const ids = sql.array([...subjectIds], 'uuid');
    await connection.query(sql.unsafe`update ${table(schema, 'comments')} set body = ${ERASED_TEXT} where subject_id = any(${ids})`);
    return [];
  },
};
