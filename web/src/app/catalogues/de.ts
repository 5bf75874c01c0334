import server from 'virtual:server-messages/de';
import type { Catalogue } from '../../lib/i18n';

/** The app's German messages by file: the shell's, the shared components' and every feature's (its `messages/de.ts`). */
export const byFile: Readonly<Record<string, Catalogue>> = import.meta.glob<Catalogue>(
  ['../messages/de.ts', '../../components/messages/de.ts', '../../features/*/messages/de.ts'],
  { eager: true, import: 'de' },
);

/** The same, as the parts of one catalogue. */
export const parts: readonly Catalogue[] = Object.values(byFile);

/** The server's messages in German, by their English text (the build keeps only this language's; see `build/server-messages.ts`). */
export { server };
