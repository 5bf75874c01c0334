import { chatChanged, ERASED_TEXT } from '@rm/domain';
import type { RecordedEvent } from '@rm/eventstore';
import { sql, type DatabaseTransactionConnection } from 'slonik';
import type { Notice, Projection } from '../runner/projection';
import { table } from '../shared/sql-rows';
import { BACK_OFFICE_SIDE, CHAT_SCHEMA, createChatReaderIndexes, createChatTables } from './chat-schema';

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

/**
 * Brings the conversation summaries of the contact up to date after a change of the side `companyId`
 * (null: the back office's): the back office's summary always, and the summary of that company or, for the
 * back office's messages, of every company that has the contact unlocked (`onlyCompany`: of that one alone).
 * Each summary holds the side's latest visible message and its unread incoming count; a side without a
 * visible message has none.
 */
async function refreshConversations(
  connection: DatabaseTransactionConnection,
  schema: string,
  contactId: string,
  companyId: string | null,
  options: { backOffice?: boolean; companies?: boolean; onlyCompany?: string } = {},
): Promise<void> {
  const messages = table(schema, 'messages');
  const conversations = table(schema, 'conversations');
  const upsert = sql.fragment`
    on conflict (side, contact_id) do update set last_message_id = excluded.last_message_id, last_body = excluded.last_body,
      last_at = excluded.last_at, unread_count = excluded.unread_count`;
  if (options.backOffice ?? true) {
    await connection.query(sql.unsafe`
      insert into ${conversations} (side, contact_id, last_message_id, last_body, last_at, unread_count)
      select ${BACK_OFFICE_SIDE}, ${contactId}, l.message_id, l.body, l.created_at,
        (select count(*) from ${messages} u
          where u.company_id is null and u.contact_id = ${contactId} and u.direction = 'in' and u.read_at is null)
      from (select message_id, body, created_at from ${messages} where contact_id = ${contactId}
        order by created_at desc, message_id desc limit 1) l
      ${upsert}`);
  }
  if (options.companies === false) return;
  const companies =
    options.onlyCompany !== undefined
      ? sql.fragment`k.company_id = ${options.onlyCompany}`
      : companyId === null
        ? sql.fragment`true`
        : sql.fragment`k.company_id = ${companyId}`;
  await connection.query(sql.unsafe`
    insert into ${conversations} (side, contact_id, last_message_id, last_body, last_at, unread_count)
    select k.company_id::text, k.contact_id, l.message_id, l.body, l.created_at,
      (select count(*) from ${messages} u
        where u.company_id = k.company_id and u.contact_id = k.contact_id and u.direction = 'in' and u.read_at is null)
    from ${table(schema, 'unlocks')} k
    join lateral (
      select message_id, body, created_at from ${messages} m
      where m.contact_id = k.contact_id and (m.company_id = k.company_id or m.company_id is null)
      order by m.created_at desc, m.message_id desc limit 1
    ) l on true
    where k.contact_id = ${contactId} and ${companies}
    ${upsert}`);
}

/** After messages of the side were read: its unread count (the latest messages are the same). */
const refreshUnread = (connection: DatabaseTransactionConnection, schema: string, contactId: string, companyId: string | null) =>
  refreshConversations(connection, schema, contactId, companyId, { backOffice: companyId === null, companies: companyId !== null });

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
      await refreshConversations(connection, schema, event.data.contactId, event.data.companyId, {
        backOffice: false,
        onlyCompany: event.data.companyId,
      });
      return null;
    case 'UnlockDeleted':
      await connection.query(
        sql.unsafe`delete from ${table(schema, 'unlocks')} where company_id = ${event.data.companyId} and contact_id = ${event.data.contactId}`,
      );
      await connection.query(
        sql.unsafe`delete from ${table(schema, 'conversations')} where side = ${String(event.data.companyId)} and contact_id = ${event.data.contactId}`,
      );
      return null;
    case 'ChatMessageSent': {
      const d = event.data;
      await connection.query(sql.unsafe`
        insert into ${messages} (message_id, contact_id, company_id, direction, body, status, sender_id, created_at)
        values (${d.messageId}, ${d.contactId}, ${d.companyId}, 'out', ${d.message}, 'queued', ${d.senderId}, ${at})
        on conflict (message_id) do nothing`);
      await refreshConversations(connection, schema, d.contactId, d.companyId);
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
      await refreshConversations(connection, schema, d.contactId, d.companyId);
      return { contactId: d.contactId, companyId: d.companyId, kind: 'message', messageId: d.messageId };
    }
    case 'ChatMessageDelivered': {
      const d = event.data;
      const read = await connection.query(
        sql.unsafe`update ${messages} set read_at = ${at} where message_id = ${d.messageId} and read_at is null`,
      );
      if (read.rowCount > 0) await refreshUnread(connection, schema, d.contactId, d.companyId);
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
      if (read.rowCount > 0) await refreshUnread(connection, schema, d.contactId, d.companyId);
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
  createReaderIndexes: createChatReaderIndexes,
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
    await connection.query(
      sql.unsafe`update ${table(schema, 'conversations')} set last_body = ${ERASED_TEXT} where contact_id = any(${ids})`,
    );
    return [];
  },
};
