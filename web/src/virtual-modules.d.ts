/** The server's messages in one language, by their English text (`build/server-messages.ts`). */
declare module 'virtual:server-messages/*' {
  const messages: Readonly<Record<string, string>>;
  export default messages;
}
