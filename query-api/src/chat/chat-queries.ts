import { forbidden, notFound, type ChatContact, type ChatMessage, type ChatViewer } from '@rm/domain';
import { CHAT_BACK_OFFICE_SIDE } from '@rm/projectors';
import { sql, type CommonQueryMethods, type FragmentSqlToken } from 'slonik';
import { tables } from '../shared/tables';

/** A contact as the chat needs it: name and number. */
export interface ChatContactRecord {
  id: string;
  full_name: string;
  phone: string | null;
}

export async function chatContactRecord(db: CommonQueryMethods, contactId: string): Promise<ChatContactRecord | null> {
  return (await db.maybeOne(
    sql.unsafe`select contact_id as id, full_name, phone from ${tables.contacts} where contact_id = ${contactId}`,
  )) as ChatContactRecord | null;
}

/**
 * The contact and whether the company has it unlocked (as `companyHasUnlocked` tells it: the unlocks read model,
 * deleted unlocks not counted), in one round trip; `unlocked` is false for the back office (null).
 */
export async function chatContactFor(
  db: CommonQueryMethods,
  contactId: string,
  companyId: string | null,
): Promise<(ChatContactRecord & { unlocked: boolean }) | null> {
  const unlocked =
    companyId === null
      ? sql.fragment`false`
      : sql.fragment`exists (select 1 from ${tables.unlockedContacts} u
          where u.company_id = ${companyId} and u.contact_id = c.contact_id and u.deleted_at is null)`;
  return (await db.maybeOne(sql.unsafe`
    select c.contact_id as id, c.full_name, c.phone, ${unlocked} as unlocked
    from ${tables.contacts} c where c.contact_id = ${contactId}`)) as (ChatContactRecord & { unlocked: boolean }) | null;
}

/** The contact a number belongs to: compared by its last ten digits (+49 151 … and 0151 … are one number). */
export async function contactIdByPhone(db: CommonQueryMethods, phone: string): Promise<string | null> {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return null;
  return (await db.maybeOneFirst(sql.unsafe`
    select contact_id from ${tables.contacts}
    where phone is not null and right(regexp_replace(phone, '\\D', '', 'g'), 10) = right(${digits}, 10)
    order by is_active desc, contact_id limit 1`)) as string | null;
}

/** The company whose message to the contact was the last one out (its conversation gets the answer); null: the back office's. */
export async function lastOutgoingCompany(db: CommonQueryMethods, contactId: string): Promise<string | null> {
  return (await db.maybeOneFirst(sql.unsafe`
    select company_id from ${tables.chatMessages} where contact_id = ${contactId} and direction = 'out'
    order by created_at desc, message_id desc limit 1`)) as string | null;
}

/** Whether the company has the contact unlocked (as the chat read model knows it). */
export async function chatUnlocked(db: CommonQueryMethods, companyId: string, contactId: string): Promise<boolean> {
  return Boolean(
    await db.maybeOneFirst(
      sql.unsafe`select true from ${tables.chatUnlocks} where company_id = ${companyId} and contact_id = ${contactId}`,
    ),
  );
}

/** The companies that unlocked the contact (they see the back office's conversation with it). */
export async function chatUnlockedBy(db: CommonQueryMethods, contactId: string): Promise<string[]> {
  return (await db.anyFirst(
    sql.unsafe`select company_id from ${tables.chatUnlocks} where contact_id = ${contactId} order by company_id`,
  )) as string[];
}

/** The messages a viewer sees: admins every one, a company its own and the back office's. */
const visibleTo = (viewer: ChatViewer): FragmentSqlToken =>
  viewer.admin ? sql.fragment`true` : sql.fragment`(m.company_id = ${viewer.companyId} or m.company_id is null)`;

/** The incoming messages that are unread for the viewer's side (admins: the back office's). */
const unreadFor = (viewer: ChatViewer): FragmentSqlToken =>
  viewer.admin ? sql.fragment`m.company_id is null` : sql.fragment`m.company_id = ${viewer.companyId}`;

/** The contact's conversation, checked against the viewer: an unknown contact is 404, a company's not unlocked one 403. */
export async function checkedChatContact(db: CommonQueryMethods, viewer: ChatViewer, contactId: string): Promise<ChatContactRecord> {
  const contact = await chatContactRecord(db, contactId);
  if (!contact) throw notFound('Contact not found.');
  if (!viewer.admin && !(viewer.companyId && (await chatUnlocked(db, viewer.companyId, contactId)))) throw forbidden();
  return contact;
}

interface MessageRow {
  id: string;
  direction: 'in' | 'out';
  body: string;
  status: ChatMessage['status'];
  failed_reason: string | null;
  created_at: string;
  sender_id: string | null;
  sender_name: string | null;
  contact_name: string;
  company_id: string | null;
}

const messageColumns = sql.fragment`
  m.message_id as id, m.direction, m.body, m.status, m.failed_reason, to_json(m.created_at)#>>'{}' as created_at, m.sender_id,
  u.full_name as sender_name, c.full_name as contact_name, m.contact_id, m.company_id`;
const messageJoins = sql.fragment`
  left join ${tables.users} u on u.user_id = m.sender_id
  join ${tables.contacts} c on c.contact_id = m.contact_id`;

const toMessage = (row: MessageRow & { contact_id: string }): ChatMessage => ({
  id: row.id,
  type: row.direction,
  message: row.body,
  status: row.status,
  failed_reason: row.failed_reason,
  created_at: new Date(row.created_at).toISOString(),
  sender:
    row.direction === 'in'
      ? { id: row.contact_id, full_name: row.contact_name }
      : row.sender_id
        ? { id: row.sender_id, full_name: row.sender_name ?? '' }
        : null,
  company_id: row.company_id,
});

/** One message as the thread shows it. */
export async function chatMessage(db: CommonQueryMethods, messageId: string): Promise<ChatMessage | null> {
  const row = (await db.maybeOne(
    sql.unsafe`select ${messageColumns} from ${tables.chatMessages} m ${messageJoins} where m.message_id = ${messageId}`,
  )) as (MessageRow & { contact_id: string }) | null;
  return row ? toMessage(row) : null;
}

/** The contact's messages the viewer sees, oldest first (the last 500). */
export async function chatThread(db: CommonQueryMethods, viewer: ChatViewer, contactId: string): Promise<ChatMessage[]> {
  const rows = (await db.any(sql.unsafe`
    select * from (
      select ${messageColumns} from ${tables.chatMessages} m ${messageJoins}
      where m.contact_id = ${contactId} and ${visibleTo(viewer)}
      order by m.created_at desc, m.message_id desc limit 500
    ) latest order by created_at, id`)) as Array<MessageRow & { contact_id: string }>;
  return rows.map(toMessage);
}

/** The contact's entry in the contact list for the viewer. */
export async function chatContactSummary(db: CommonQueryMethods, viewer: ChatViewer, contact: ChatContactRecord): Promise<ChatContact> {
  const rows = await chatContactsWhere(db, viewer, sql.fragment`s.contact_id = ${contact.id}`);
  return rows[0] ?? { ...contact, last_message: null, last_message_at: null, unread_count: 0 };
}

/** The side of the conversation summaries the viewer reads: the back office's for admins, else its company's. */
const sideOf = (viewer: ChatViewer): string | null => (viewer.admin ? CHAT_BACK_OFFICE_SIDE : viewer.companyId);

/**
 * The viewer's conversations from the projection's summaries (one row per contact and side, kept with its latest
 * message and unread count; a company has rows only for contacts it has unlocked): one page in the index's order.
 */
async function chatContactsWhere(db: CommonQueryMethods, viewer: ChatViewer, where: FragmentSqlToken): Promise<ChatContact[]> {
  const side = sideOf(viewer);
  if (side === null) return [];
  const rows = (await db.any(sql.unsafe`
    select c.contact_id as id, c.full_name, c.phone, s.last_body as last_message, to_json(s.last_at)#>>'{}' as last_message_at,
      s.unread_count
    from ${tables.chatConversations} s
    join ${tables.contacts} c on c.contact_id = s.contact_id
    where s.side = ${side} and ${where}
    order by s.last_at desc, s.contact_id
    limit 200`)) as ChatContact[];
  return rows.map((row) => ({ ...row, last_message_at: row.last_message_at ? new Date(row.last_message_at).toISOString() : null }));
}

/** The contacts the viewer has a conversation with, the latest first. */
export const chatContacts = (db: CommonQueryMethods, viewer: ChatViewer): Promise<ChatContact[]> =>
  chatContactsWhere(db, viewer, sql.fragment`true`);

/** How many incoming messages the viewer's side has not seen (GET /api/contact-stats). */
export async function unreadChatMessages(db: CommonQueryMethods, viewer: ChatViewer): Promise<number> {
  if (!viewer.admin && !viewer.companyId) return 0;
  const scope = viewer.admin
    ? sql.fragment`true`
    : sql.fragment`exists (select 1 from ${tables.chatUnlocks} k where k.contact_id = m.contact_id and k.company_id = ${viewer.companyId})`;
  return (await db.oneFirst(sql.unsafe`
    select count(*)::int from ${tables.chatMessages} m
    where m.direction = 'in' and m.read_at is null and ${unreadFor(viewer)} and ${scope}`)) as number;
}

/** The contact whose chat the user has open. */
export async function openedChatContact(db: CommonQueryMethods, userId: string): Promise<string | null> {
  return (await db.maybeOneFirst(sql.unsafe`select contact_id from ${tables.chatOpened} where user_id = ${userId}`)) as string | null;
}

/** A message's conversation (for the delivered command's answer). */
export async function chatMessageRef(
  db: CommonQueryMethods,
  messageId: string,
): Promise<{ contactId: string; companyId: string | null } | null> {
  return (await db.maybeOne(
    sql.unsafe`select contact_id as "contactId", company_id as "companyId" from ${tables.chatMessages} where message_id = ${messageId}`,
  )) as { contactId: string; companyId: string | null } | null;
}
