import { sql, type DatabaseTransactionConnection } from 'slonik';
import { runStatements, table } from '../shared/sql-rows';

/** Schema of the chat read model: messages per contact, the companies that unlocked each contact, the open chats, and each side's conversation summary. */
export const CHAT_SCHEMA = 'rm_chat';

/** Qualified table names for readers of the chat read model. */
export const chatTables = {
  messages: `${CHAT_SCHEMA}.messages`,
  unlocks: `${CHAT_SCHEMA}.unlocks`,
  opened: `${CHAT_SCHEMA}.opened`,
  conversations: `${CHAT_SCHEMA}.conversations`,
} as const;

/** The side of a conversation summary the back office reads (a company's side is its id). */
export const BACK_OFFICE_SIDE = 'admin';

export async function createChatTables(connection: DatabaseTransactionConnection, schema: string): Promise<void> {
  const messages = table(schema, 'messages');
  await runStatements(connection, [
    // company_id null: the back office's conversation. read_at: when its side saw an incoming message.
    sql.fragment`create table if not exists ${messages} (
      message_id uuid primary key,
      contact_id uuid not null,
      company_id uuid,
      direction text not null,
      body text not null,
      status text not null,
      failed_reason text,
      sender_id uuid,
      created_at timestamptz not null,
      read_at timestamptz
    )`,
    sql.fragment`create index if not exists messages_contact on ${messages} (contact_id, created_at, message_id)`,
    sql.fragment`create index if not exists messages_unread on ${messages} (company_id, contact_id) where direction = 'in' and read_at is null`,
    sql.fragment`create table if not exists ${table(schema, 'unlocks')} (
      company_id uuid not null,
      contact_id uuid not null,
      primary key (contact_id, company_id)
    )`,
    sql.fragment`create table if not exists ${table(schema, 'opened')} (user_id uuid primary key, contact_id uuid not null, company_id uuid)`,
    sql.fragment`create index if not exists opened_contact on ${table(schema, 'opened')} (contact_id)`,
    // One row per contact and side that has a message the side sees: side 'admin' (every message of the contact; unread: the
    // back office's) or a company id (its own and the back office's messages, while it has the contact unlocked; unread: its own).
    sql.fragment`create table if not exists ${table(schema, 'conversations')} (
      side text not null,
      contact_id uuid not null,
      last_message_id uuid not null,
      last_body text not null,
      last_at timestamptz not null,
      unread_count int not null,
      primary key (side, contact_id)
    )`,
  ]);
}

/** The index the contact list reads its page from, in its order (built after a rebuild's replay). */
export async function createChatReaderIndexes(connection: DatabaseTransactionConnection, schema: string): Promise<void> {
  await runStatements(connection, [
    sql.fragment`create index if not exists conversations_latest on ${table(schema, 'conversations')} (side, last_at desc, contact_id)`,
  ]);
}
