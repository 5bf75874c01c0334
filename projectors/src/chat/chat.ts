import { chatChanged, ERASED_TEXT } from '@rm/domain';
import type { RecordedEvent } from '@rm/eventstore';
import { sql, type DatabaseTransactionConnection } from 'slonik';
import type { Notice, Projection } from '../runner/projection';
import { table } from '../shared/sql-rows';
import { CHAT_SCHEMA, createChatTables } from './chat-schema';

const EVENT_TYPES = [
  'ChatMessageSent',
  'ChatMessageStatusChanged',
  'ChatMessageReceived',
  'ChatMessageDelivered',
  'ChatContactOpened',
  'ContactUnlocked',
  'UnlockDeleted',
] as const;

type Kind = 'message' | 'status' | 'read';

/** The companies that see a change of this side of the contact's conversation: its company, or (back office) every company that unlocked the contact. */
async function companiesSeeing(
  connection: DatabaseTransactionConnection,
  schema: string,
  contactId: string,
  companyId: string | null,
): Promise<string[]> {
  if (companyId !== null) return [companyId];
  const rows = await connection.anyFirst(
    sql.unsafe`select company_id from ${table(schema, 'unlocks')} where contact_id = ${contactId} order by company_id`,
  );
  return rows as string[];
}

async function apply(
  event: RecordedEvent,
  connection: DatabaseTransactionConnection,
  schema: string,
): Promise<{ contactId: string; companyId: string | null; kind: Kind; messageId: string | null } | null> {
  const messages = table(schema, 'messages');
  const at = event.metadata.occurredAt;
  switch (event.type) {
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
    case 'ChatMessageSent': {
      const d = event.data;
      await connection.query(sql.unsafe`
        insert into ${messages} (message_id, contact_id, company_id, direction, body, status, sender_id, created_at)
        values (${d.messageId}, ${d.contactId}, ${d.companyId}, 'out', ${d.message}, 'queued', ${d.senderId}, ${at})
        on conflict (message_id) do nothing`);
      return { contactId: d.contactId, companyId: d.companyId, kind: 'message', messageId: d.messageId };
    }
    case 'ChatMessageStatusChanged': {
      const d = event.data;
      await connection.query(
        sql.unsafe`update ${messages} set status = ${d.status}, failed_reason = ${d.failedReason} where message_id = ${d.messageId}`,
      );
      return { contactId: d.contactId, companyId: d.companyId, kind: 'status', messageId: d.messageId };
    }
    case 'ChatMessageReceived': {
      const d = event.data;
      // Someone of its side has the contact's chat open: the message is read as it arrives.
      await connection.query(sql.unsafe`
        insert into ${messages} (message_id, contact_id, company_id, direction, body, status, created_at, read_at)
        values (${d.messageId}, ${d.contactId}, ${d.companyId}, 'in', ${d.message}, 'received', ${at},
          (select ${at}::timestamptz from ${table(schema, 'opened')} o
            where o.contact_id = ${d.contactId} and o.company_id is not distinct from ${d.companyId} limit 1))
        on conflict (message_id) do nothing`);
      return { contactId: d.contactId, companyId: d.companyId, kind: 'message', messageId: d.messageId };
    }
    case 'ChatMessageDelivered': {
      const d = event.data;
      await connection.query(sql.unsafe`update ${messages} set read_at = coalesce(read_at, ${at}) where message_id = ${d.messageId}`);
      return { contactId: d.contactId, companyId: d.companyId, kind: 'read', messageId: d.messageId };
    }
    case 'ChatContactOpened': {
      const d = event.data;
      const opened = table(schema, 'opened');
      if (d.contactId === null) {
        await connection.query(sql.unsafe`delete from ${opened} where user_id = ${d.userId}`);
        return null;
      }
      await connection.query(sql.unsafe`
        insert into ${opened} (user_id, contact_id, company_id) values (${d.userId}, ${d.contactId}, ${d.companyId})
        on conflict (user_id) do update set contact_id = excluded.contact_id, company_id = excluded.company_id`);
      const read = await connection.query(sql.unsafe`
        update ${messages} set read_at = ${at}
        where contact_id = ${d.contactId} and direction = 'in' and read_at is null and company_id is not distinct from ${d.companyId}`);
      return read.rowCount > 0 ? { contactId: d.contactId, companyId: d.companyId, kind: 'read', messageId: null } : null;
    }
    default:
      return null;
  }
}

/** Chat messages per contact (in and out, status, read), the open chat of each user, and who unlocked whom (who sees the back office's messages). */
export const chatProjection: Projection = {
  name: 'chat',
  schema: CHAT_SCHEMA,
  createTables: createChatTables,
  eventTypes: EVENT_TYPES,
  async handle(batch, connection, { schema }) {
    const notices: Notice[] = [];
    for (const event of batch) {
      const change = await apply(event, connection, schema);
      if (!change) continue;
      const companyIds = await companiesSeeing(connection, schema, change.contactId, change.companyId);
      notices.push({
        subject: chatChanged.subject,
        message: { contactId: change.contactId, companyIds, kind: change.kind, messageId: change.messageId },
      });
    }
    return notices;
  },
  async forget(subjectIds, connection, { schema }) {
    const ids = sql.array([...subjectIds], 'uuid');
    await connection.query(sql.unsafe`update ${table(schema, 'messages')} set body = ${ERASED_TEXT} where contact_id = any(${ids})`);
    return [];
  },
};
