import { chatChanged, ERASED_TEXT } from '@rm/domain';
import type { RecordedEvent } from '@rm/eventstore';
import { sql, type DatabaseTransactionConnection, type FragmentSqlToken } from 'slonik';
import type { Notice, Projection, ProjectionContext } from '../runner/projection';
import { rowsRelation, table, upsertStatement, writeLast, writeTogether, type Columns } from '../shared/sql-rows';
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

/** A chat message as its row (company_id null: the back office's conversation). */
interface MessageRow {
  message_id: string;
  contact_id: string;
  company_id: string | null;
  direction: 'in' | 'out';
  body: string;
  status: string;
  failed_reason: string | null;
  sender_id: string | null;
  created_at: string;
  read_at: string | null;
}
const messageColumns: Columns<MessageRow> = {
  message_id: 'uuid',
  contact_id: 'uuid',
  company_id: 'uuid',
  direction: 'text',
  body: 'text',
  status: 'text',
  failed_reason: 'text',
  sender_id: 'uuid',
  created_at: 'timestamptz',
  read_at: 'timestamptz',
};

/** The contact a user has open, and for which side (company_id null: the back office). */
interface OpenedRow {
  user_id: string;
  contact_id: string;
  company_id: string | null;
}
const openedColumns: Columns<OpenedRow> = { user_id: 'uuid', contact_id: 'uuid', company_id: 'uuid' };

interface UnlockRow {
  company_id: string;
  contact_id: string;
}
const unlockColumns: Columns<UnlockRow> = { company_id: 'uuid', contact_id: 'uuid' };

/** A company's side of a contact's conversation whose summary is worked out again (company_id null: every unlocked company's). */
interface SideRow {
  contact_id: string;
  company_id: string | null;
}
const sideColumns: Columns<SideRow> = { contact_id: 'uuid', company_id: 'uuid' };

const sameSide = (a: string | null, b: string | null): boolean => a === b;

interface Wanted {
  /** Messages the batch names. */
  messages: Set<string>;
  /** Contacts whose chat the batch opens: their unread incoming messages. */
  openedContacts: Set<string>;
  /** Users who open or close a chat. */
  users: Set<string>;
  /** Contacts the batch receives messages from: who has their chat open. */
  receivedContacts: Set<string>;
  /** Every contact the batch touches: the companies that unlocked it. */
  contacts: Set<string>;
}

/** What the batch reads, as before it: one query per table at most. */
async function loadState(connection: DatabaseTransactionConnection, schema: string, wanted: Wanted) {
  const messages = new Map<string, MessageRow>();
  if (wanted.messages.size > 0 || wanted.openedContacts.size > 0) {
    const rows = (await connection.any(sql.unsafe`
      select message_id, contact_id, company_id, direction, body, status, failed_reason, sender_id,
        created_at::text as created_at, read_at::text as read_at
      from ${table(schema, 'messages')}
      where message_id = any(${sql.array([...wanted.messages], 'uuid')})
        or (contact_id = any(${sql.array([...wanted.openedContacts], 'uuid')}) and direction = 'in' and read_at is null)`)) as readonly MessageRow[];
    for (const row of rows) messages.set(row.message_id, { ...row });
  }
  const opened = new Map<string, OpenedRow>();
  if (wanted.users.size > 0 || wanted.receivedContacts.size > 0) {
    const rows = (await connection.any(sql.unsafe`
      select user_id, contact_id, company_id from ${table(schema, 'opened')}
      where user_id = any(${sql.array([...wanted.users], 'uuid')})
        or contact_id = any(${sql.array([...wanted.receivedContacts], 'uuid')})`)) as readonly OpenedRow[];
    for (const row of rows) opened.set(row.user_id, row);
  }
  const unlocks = new Map<string, Set<string>>();
  if (wanted.contacts.size > 0) {
    const rows = (await connection.any(sql.unsafe`
      select company_id, contact_id from ${table(schema, 'unlocks')}
      where contact_id = any(${sql.array([...wanted.contacts], 'uuid')})`)) as readonly UnlockRow[];
    for (const row of rows) unlocks.set(row.contact_id, (unlocks.get(row.contact_id) ?? new Set()).add(row.company_id));
  }
  return { messages, opened, unlocks };
}

/**
 * The statements that work the conversation summaries out again from the messages and unlocks as
 * written: the back office's of the contacts `backOffice`, and the companies' of `sides` (while they
 * have the contact unlocked). Each summary holds the side's latest visible message and its unread
 * incoming count; a side without a visible message has none.
 */
function conversationStatements(schema: string, backOffice: readonly string[], sides: readonly SideRow[]): Array<FragmentSqlToken | null> {
  const messages = table(schema, 'messages');
  const conversations = table(schema, 'conversations');
  const upsert = sql.fragment`
    on conflict (side, contact_id) do update set last_message_id = excluded.last_message_id, last_body = excluded.last_body,
      last_at = excluded.last_at, unread_count = excluded.unread_count`;
  return [
    backOffice.length === 0
      ? null
      : sql.fragment`
    insert into ${conversations} (side, contact_id, last_message_id, last_body, last_at, unread_count)
    select ${BACK_OFFICE_SIDE}, c.contact_id, l.message_id, l.body, l.created_at,
      (select count(*) from ${messages} u
        where u.company_id is null and u.contact_id = c.contact_id and u.direction = 'in' and u.read_at is null)
    from unnest(${sql.array([...backOffice], 'uuid')}::uuid[]) as c(contact_id)
    join lateral (
      select message_id, body, created_at from ${messages} m where m.contact_id = c.contact_id
      order by m.created_at desc, m.message_id desc limit 1
    ) l on true
    ${upsert}`,
    sides.length === 0
      ? null
      : sql.fragment`
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
    where exists (
      select from ${rowsRelation(sideColumns, sides)}
      where u.contact_id = k.contact_id and (u.company_id is null or u.company_id = k.company_id))
    ${upsert}`,
  ];
}

/**
 * The batch folded in memory in event order (what it touches read once), written with two statements:
 * the messages, open chats and unlocks, then (with the checkpoint) the conversation summaries the batch
 * changed, worked out from what the first wrote. One notice per change, naming the companies that saw
 * it at its event: its company, or (back office) every company that had the contact unlocked then.
 */
async function handleChat(
  batch: readonly RecordedEvent[],
  connection: DatabaseTransactionConnection,
  context: ProjectionContext,
): Promise<Notice[]> {
  const { schema } = context;
  const wanted: Wanted = {
    messages: new Set(),
    openedContacts: new Set(),
    users: new Set(),
    receivedContacts: new Set(),
    contacts: new Set(),
  };
  for (const event of batch) {
    switch (event.type) {
      case 'ChatMessageSent':
      case 'ChatMessageStatusChanged':
      case 'ChatMessageReceived':
      case 'ChatMessageDelivered':
        wanted.messages.add(event.data.messageId);
        wanted.contacts.add(event.data.contactId);
        if (event.type === 'ChatMessageReceived') wanted.receivedContacts.add(event.data.contactId);
        break;
      case 'ChatContactOpened':
        wanted.users.add(event.data.userId);
        if (event.data.contactId !== null) wanted.openedContacts.add(event.data.contactId);
        break;
      case 'ContactUnlocked':
      case 'UnlockDeleted':
        wanted.contacts.add(event.data.contactId);
        break;
      default:
        break;
    }
  }
  const { messages, opened, unlocks } = await loadState(connection, schema, wanted);
  const unlockedBefore = new Map([...unlocks].map(([contactId, companies]) => [contactId, new Set(companies)]));

  const changed = { messages: new Map<string, MessageRow>(), opened: new Set<string>() };
  /** Summaries to work out again: the back office's per contact; the companies' per contact and company (null: all of them). */
  const refresh = { backOffice: new Set<string>(), sides: new Map<string, SideRow>() };
  const refreshSide = (contactId: string, companyId: string | null): void => {
    refresh.sides.set(`${contactId}|${companyId ?? '*'}`, { contact_id: contactId, company_id: companyId });
  };
  /** After messages of the side were read: its unread count. */
  const refreshUnread = (contactId: string, companyId: string | null): void => {
    if (companyId === null) refresh.backOffice.add(contactId);
    else refreshSide(contactId, companyId);
  };
  /** Unlocks the batch deletes: their companies' summaries of the contact go (unless unlocked again). */
  const locked = new Map<string, UnlockRow>();
  const notices: Notice[] = [];
  const notice = (contactId: string, companyId: string | null, kind: Kind, messageId: string | null): void => {
    const companyIds = companyId !== null ? [companyId] : [...(unlocks.get(contactId) ?? [])].sort();
    notices.push({ subject: chatChanged.subject, message: { contactId, companyIds, kind, messageId } });
  };
  /** A new message (one already known stays as it is); the summaries of the sides that see it. */
  const insert = (row: MessageRow): void => {
    if (!messages.has(row.message_id)) {
      messages.set(row.message_id, row);
      changed.messages.set(row.message_id, row);
    }
    refresh.backOffice.add(row.contact_id);
    refreshSide(row.contact_id, row.company_id);
    notice(row.contact_id, row.company_id, 'message', row.message_id);
  };

  for (const event of batch) {
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case 'ContactUnlocked':
        unlocks.set(event.data.contactId, (unlocks.get(event.data.contactId) ?? new Set()).add(event.data.companyId));
        refreshSide(event.data.contactId, event.data.companyId);
        break;
      case 'UnlockDeleted':
        unlocks.get(event.data.contactId)?.delete(event.data.companyId);
        locked.set(`${event.data.contactId}|${event.data.companyId}`, {
          company_id: event.data.companyId,
          contact_id: event.data.contactId,
        });
        break;
      case 'ChatMessageSent': {
        const d = event.data;
        insert({
          message_id: d.messageId,
          contact_id: d.contactId,
          company_id: d.companyId,
          direction: 'out',
          body: d.message,
          status: 'queued',
          failed_reason: null,
          sender_id: d.senderId,
          created_at: at,
          read_at: null,
        });
        break;
      }
      case 'ChatMessageStatusChanged': {
        const d = event.data;
        const row = messages.get(d.messageId);
        if (row) changed.messages.set(row.message_id, Object.assign(row, { status: d.status, failed_reason: d.failedReason }));
        notice(d.contactId, d.companyId, 'status', d.messageId);
        break;
      }
      case 'ChatMessageReceived': {
        const d = event.data;
        // Someone of its side has the contact's chat open: the message is read as it arrives.
        const seen = [...opened.values()].some((row) => row.contact_id === d.contactId && sameSide(row.company_id, d.companyId));
        insert({
          message_id: d.messageId,
          contact_id: d.contactId,
          company_id: d.companyId,
          direction: 'in',
          body: d.message,
          status: 'received',
          failed_reason: null,
          sender_id: null,
          created_at: at,
          read_at: seen ? at : null,
        });
        break;
      }
      case 'ChatMessageDelivered': {
        const d = event.data;
        const row = messages.get(d.messageId);
        if (row && row.read_at === null) {
          row.read_at = at;
          changed.messages.set(row.message_id, row);
          refreshUnread(d.contactId, d.companyId);
        }
        notice(d.contactId, d.companyId, 'read', d.messageId);
        break;
      }
      case 'ChatContactOpened': {
        const d = event.data;
        changed.opened.add(d.userId);
        if (d.contactId === null) {
          opened.delete(d.userId);
          break;
        }
        opened.set(d.userId, { user_id: d.userId, contact_id: d.contactId, company_id: d.companyId });
        // The side's unread incoming messages of the contact are read now.
        let read = 0;
        for (const row of messages.values()) {
          if (row.contact_id !== d.contactId || row.direction !== 'in' || row.read_at !== null || !sameSide(row.company_id, d.companyId))
            continue;
          row.read_at = at;
          changed.messages.set(row.message_id, row);
          read += 1;
        }
        if (read > 0) {
          refreshUnread(d.contactId, d.companyId);
          notice(d.contactId, d.companyId, 'read', null);
        }
        break;
      }
      default:
        break;
    }
  }

  const added: UnlockRow[] = [];
  const removed: UnlockRow[] = [];
  for (const [contactId, companies] of unlocks) {
    const earlier = unlockedBefore.get(contactId) ?? new Set<string>();
    for (const companyId of companies) if (!earlier.has(companyId)) added.push({ company_id: companyId, contact_id: contactId });
    for (const companyId of earlier) if (!companies.has(companyId)) removed.push({ company_id: companyId, contact_id: contactId });
  }
  const dropped = [...locked.values()].filter((row) => !unlocks.get(row.contact_id)?.has(row.company_id));
  const closed = [...changed.opened].filter((userId) => !opened.has(userId));
  await writeTogether(connection, [
    upsertStatement(schema, 'messages', messageColumns, [...changed.messages.values()], { key: ['message_id'] }),
    upsertStatement(
      schema,
      'opened',
      openedColumns,
      [...changed.opened].flatMap((userId) => opened.get(userId) ?? []),
      { key: ['user_id'] },
    ),
    closed.length === 0 ? null : sql.fragment`delete from ${table(schema, 'opened')} where user_id = any(${sql.array(closed, 'uuid')})`,
    upsertStatement(schema, 'unlocks', unlockColumns, added, { key: ['contact_id', 'company_id'], update: 'none' }),
    removed.length === 0
      ? null
      : sql.fragment`delete from ${table(schema, 'unlocks')} k using ${rowsRelation(unlockColumns, removed)}
          where k.company_id = u.company_id and k.contact_id = u.contact_id`,
  ]);
  // The side of every unlocked company covers the contact's single companies. A company that no longer has
  // the contact unlocked gets no summary of it (the refresh joins the unlocks), so the delete touches other rows.
  const sides = [...refresh.sides.values()].filter((side) => side.company_id === null || !refresh.sides.has(`${side.contact_id}|*`));
  await writeLast(connection, context, [
    ...conversationStatements(schema, [...refresh.backOffice], sides),
    dropped.length === 0
      ? null
      : sql.fragment`delete from ${table(schema, 'conversations')} c using ${rowsRelation(unlockColumns, dropped)}
          where c.side = u.company_id::text and c.contact_id = u.contact_id`,
  ]);
  return notices;
}

/** Chat messages per contact (in and out, status, read), the open chat of each user, and who unlocked whom (who sees the back office's messages). */
export const chatProjection: Projection = {
  name: 'chat',
  schema: CHAT_SCHEMA,
  createTables: createChatTables,
  createReaderIndexes: createChatReaderIndexes,
  eventTypes: EVENT_TYPES,
  handle: handleChat,
  async forget(subjectIds, connection, { schema }) {
    const ids = sql.array([...subjectIds], 'uuid');
    await connection.query(sql.unsafe`update ${table(schema, 'messages')} set body = ${ERASED_TEXT} where contact_id = any(${ids})`);
    await connection.query(
      sql.unsafe`update ${table(schema, 'conversations')} set last_body = ${ERASED_TEXT} where contact_id = any(${ids})`,
    );
    return [];
  },
};
