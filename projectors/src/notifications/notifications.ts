import { notificationsChanged } from '@rm/domain';
import type { RecordedEvent } from '@rm/eventstore';
import type { DatabaseTransactionConnection } from 'slonik';
import type { Notice, Projection, ProjectionContext } from '../runner/projection';
import { upsertStatement, writeLast, type Columns } from '../shared/sql-rows';
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

/** A notification as its row. */
interface NotificationRow {
  notification_id: string;
  user_id: string | null;
  company_id: string | null;
  kind: string;
  actor_id: string | null;
  contact_id: string | null;
  model: string | null;
  model_id: string | null;
  created_at: string;
}
const notificationColumns: Columns<NotificationRow> = {
  notification_id: 'uuid',
  user_id: 'uuid',
  company_id: 'uuid',
  kind: 'text',
  actor_id: 'uuid',
  contact_id: 'uuid',
  model: 'text',
  model_id: 'uuid',
  created_at: 'timestamptz',
};

/** A user's read state of a notification (read_at null: unread again). */
interface ReadRow {
  notification_id: string;
  user_id: string;
  read_at: string | null;
}
const readColumns: Columns<ReadRow> = { notification_id: 'uuid', user_id: 'uuid', read_at: 'timestamptz' };

/**
 * One write per batch whatever its size: a notification keeps its first row (later ones with its id, in
 * the batch or after it, change nothing), a read state the batch's last; one notice per distinct message.
 */
async function handleNotifications(
  batch: readonly RecordedEvent[],
  connection: DatabaseTransactionConnection,
  context: ProjectionContext,
): Promise<Notice[]> {
  const notifications = new Map<string, NotificationRow>();
  const reads = new Map<string, ReadRow>();
  const notices = new Map<string, Notice>();
  const notice = (message: Record<string, unknown>): void => {
    notices.set(JSON.stringify(message), { subject: notificationsChanged.subject, message });
  };
  for (const event of batch) {
    if (event.type === 'NotificationReadChanged') {
      const d = event.data;
      reads.set(`${d.notificationId}|${d.userId}`, {
        notification_id: d.notificationId,
        user_id: d.userId,
        read_at: d.read ? event.metadata.occurredAt : null,
      });
      notice({ userId: d.userId, companyId: null, kind: null });
      continue;
    }
    const row = notificationOf(event);
    if (!row) continue;
    // A push's id is its own (one per job and contact); others take their cause's event id.
    const id = event.type === 'NotificationPushed' ? event.data.notificationId : event.id;
    if (!notifications.has(id))
      notifications.set(id, {
        notification_id: id,
        user_id: row.userId,
        company_id: row.companyId,
        kind: row.kind,
        actor_id: row.actorId,
        contact_id: row.contactId,
        model: row.model,
        model_id: row.modelId,
        created_at: event.metadata.occurredAt,
      });
    notice({ userId: row.userId, companyId: row.companyId, kind: row.kind });
  }
  await writeLast(connection, context, [
    upsertStatement(context.schema, 'notifications', notificationColumns, [...notifications.values()], {
      key: ['notification_id'],
      update: 'none',
    }),
    upsertStatement(context.schema, 'reads', readColumns, [...reads.values()], { key: ['notification_id', 'user_id'] }),
  ]);
  return [...notices.values()];
}

/** The notification lists: from replies, unlocks and the sender's pushes, with each user's read state. */
export const notificationsProjection: Projection = {
  name: 'notifications',
  schema: NOTIFICATIONS_SCHEMA,
  createTables: createNotificationsTables,
  eventTypes: ['CommentPosted', 'ContactUnlocked', 'NotificationPushed', 'NotificationReadChanged'],
  handle: handleNotifications,
  // Ids only: nothing personal to forget.
  forget: () => Promise.resolve([]),
};
