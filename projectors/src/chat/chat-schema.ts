import { sql, type DatabaseTransactionConnection } from 'slonik';
import { runStatements, table } from '../shared/sql-rows';

/** Schema of the chat read model: messages per contact, the companies that unlocked each contact, the open chats. */
export const CHAT_SCHEMA = 'rm_chat';

/** Qualified table names for readers of the chat read model. */
export const chatTables = {
  messages: `${CHAT_SCHEMA}.messages`,
  unlocks: `${CHAT_SCHEMA}.unlocks`,
  opened: `${CHAT_SCHEMA}.opened`,
} as const;

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
  ]);
}
