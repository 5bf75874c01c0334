import type { Catalogue } from '../../lib/i18n';

/** The app's German messages: the shell's, the shared components' and every feature's (its `messages/de.ts`). */
export const parts: readonly Catalogue[] = Object.values(
  import.meta.glob<Catalogue>(['../messages/de.ts', '../../components/messages/de.ts', '../../features/*/messages/de.ts'], {
    eager: true,
    import: 'de',
  }),
);
