import server from 'virtual:server-messages/en';
import type { Catalogue } from '../../lib/i18n';

/** The app's English messages by file: the shell's, the shared components' and every feature's (its `messages/en.ts`). */
export const byFile: Readonly<Record<string, Catalogue>> = import.meta.glob<Catalogue>(
  ['../messages/en.ts', '../../components/messages/en.ts', '../../features/*/messages/en.ts'],
  { eager: true, import: 'en' },
);

/** The same, as the parts of one catalogue. */
export const parts: readonly Catalogue[] = Object.values(byFile);

/** The server's messages in English, by their English text (the build keeps only this language's; see `build/server-messages.ts`). */
export { server };
