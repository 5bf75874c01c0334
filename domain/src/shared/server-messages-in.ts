import type { ServerMessages, ServerMessageTranslations } from './server-messages';

/**
 * The messages in one language, by their English text (what a client that shows one language loads). A module
 * of its own: a bundle that takes it does not take the general messages beside it in `server-messages.ts`.
 */
export const serverMessagesIn = (messages: ServerMessages, language: keyof ServerMessageTranslations): Record<string, string> =>
  Object.fromEntries(Object.entries(messages).map(([english, translations]) => [english, translations[language]]));
