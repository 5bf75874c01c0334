import type { ChatMessage } from '@rm/domain';

/** How long a message learned from a push or an answer is kept for threads the read model has not caught up with. */
export const LIVE_MESSAGE_KEEP_MS = 60_000;

/** Messages this tab knows of before the chat read model may hold them, per contact, by id. */
const live = new Map<string, Map<string, { message: ChatMessage; at: number }>>();

const byTime = (a: ChatMessage, b: ChatMessage): number => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id);

/** Remembers a message of the contact's thread learned ahead of the read model (a push, the send's answer). */
export function rememberLiveMessage(contactId: string, message: ChatMessage, now = Date.now()): void {
  const known = live.get(contactId) ?? new Map<string, { message: ChatMessage; at: number }>();
  known.set(message.id, { message, at: now });
  live.set(contactId, known);
}

/**
 * The thread with every message known ahead of the read model that it does not hold yet, once each (by id):
 * what the read model holds wins (its status is newer), and a message it holds is forgotten here.
 */
export function withLiveMessages(contactId: string, messages: readonly ChatMessage[], now = Date.now()): ChatMessage[] {
  const known = live.get(contactId);
  if (!known || known.size === 0) return [...messages];
  const held = new Set(messages.map((message) => message.id));
  const missing: ChatMessage[] = [];
  for (const [id, entry] of known) {
    if (held.has(id) || now - entry.at > LIVE_MESSAGE_KEEP_MS) known.delete(id);
    else missing.push(entry.message);
  }
  if (known.size === 0) live.delete(contactId);
  return missing.length === 0 ? [...messages] : [...messages, ...missing].sort(byTime);
}

/** Adds a message to a cached thread unless it is there already (by id). */
export function addToThread(messages: ChatMessage[], message: ChatMessage): void {
  if (messages.some((m) => m.id === message.id)) return;
  messages.push(message);
  messages.sort(byTime);
}
