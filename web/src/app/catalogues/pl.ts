import server from 'virtual:server-messages/pl';
import type { Catalogue } from '../../lib/i18n';

/** The app's Polish messages by file: the shell's, the shared components' and every feature's (its `messages/pl.ts`). */
export const byFile: Readonly<Record<string, Catalogue>> = import.meta.glob<Catalogue>(
  ['../messages/pl.ts', '../../components/messages/pl.ts', '../../features/*/messages/pl.ts'],
  { eager: true, import: 'pl' },
);

/** The same, as the parts of one catalogue. */
export const parts: readonly Catalogue[] = Object.values(byFile);

/** The server's messages in Polish, by their English text (the build keeps only this language's; see `build/server-messages.ts`). */
export { server };
