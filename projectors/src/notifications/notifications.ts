import { notificationsChanged } from '@rm/domain';
import type { RecordedEvent } from '@rm/eventstore';
import { sql, type DatabaseTransactionConnection } from 'slonik';
import type { Notice, Projection } from '../runner/projection';
import { table } from '../shared/sql-rows';
import { createNotificationsTables, NOTIFICATIONS_SCHEMA } from './notifications-schema';

interface Row {
  userId: string | null;
  companyId: string | null;
  kind: string;
  actorId: string | null;
  contactId: string | null;
  model: string | null;
  modelId: string | null;
}

/** What an event tells whom: a reply its parent's author, an unlock the company's users, a push the contact's sign-in. */
function notificationOf(event: RecordedEvent): Row | null {
  switch (event.type) {
    case 'CommentPosted': {
      const d = event.data;
      if (!d.parentAuthorId || d.parentAuthorId === d.authorId) return null;
      return {
        userId: d.parentAuthorId,
        companyId: null,
        kind: 'comment-reply',
        actorId: d.authorId,
        contactId: null,
        model: d.model,
        modelId: d.modelId,
      };
    }
    case 'ContactUnlocked':
      return {
        userId: null,
        companyId: event.data.companyId,
        kind: 'contact-unlocked',
        actorId: null,
        contactId: event.data.contactId,
        model: null,
        modelId: null,
      };
    case 'NotificationPushed':
      if (!event.data.userId) return null;
      return {
        userId: event.data.userId,
        companyId: null,
        kind: event.data.kind,
        actorId: null,
        contactId: event.data.contactId,
        model: null,
        modelId: null,
      };
    default:
      return null;
  }
}

async function apply(event: RecordedEvent, connection: DatabaseTransactionConnection, schema: string): Promise<Notice | null> {
  if (event.type === 'NotificationReadChanged') {
    const d = event.data;
    await connection.query(sql.unsafe`
      insert into ${table(schema, 'reads')} (notification_id, user_id, read_at)
      values (${d.notificationId}, ${d.userId}, ${d.read ? event.metadata.occurredAt : null})
      on conflict (notification_id, user_id) do update set read_at = excluded.read_at`);
    return { subject: notificationsChanged.subject, message: { userId: d.userId, companyId: null, kind: null } };
  }
  const row = notificationOf(event);
  if (!row) return null;
  // A push's id is its own (one per job and contact); others take their cause's event id.
  const id = event.type === 'NotificationPushed' ? event.data.notificationId : event.id;
  await connection.query(sql.unsafe`
    insert into ${table(schema, 'notifications')} (notification_id, user_id, company_id, kind, actor_id, contact_id, model, model_id, created_at)
    values (${id}, ${row.userId}, ${row.companyId}, ${row.kind}, ${row.actorId}, ${row.contactId}, ${row.model}, ${row.modelId},
      ${event.metadata.occurredAt})
    on conflict (notification_id) do nothing`);
  return { subject: notificationsChanged.subject, message: { userId: row.userId, companyId: row.companyId, kind: row.kind } };
}

/** The notification lists: from replies, unlocks and the sender's pushes, with each user's read state. */
export const notificationsProjection: Projection = {
  name: 'notifications',
  schema: NOTIFICATIONS_SCHEMA,
  createTables: createNotificationsTables,
  eventTypes: ['CommentPosted', 'ContactUnlocked', 'NotificationPushed', 'NotificationReadChanged'],
  async handle(batch, connection, { schema }) {
    const notices = new Map<string, Notice>();
    for (const event of batch) {
      const notice = await apply(event, connection, schema);
      if (notice) notices.set(JSON.stringify(notice.message), notice);
    }
    return [...notices.values()];
  },
  // Ids only: nothing personal to forget.
  forget: () => Promise.resolve([]),
};
