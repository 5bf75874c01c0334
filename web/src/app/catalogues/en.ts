import type { Catalogue } from '../../lib/i18n';

/** The app's English messages: the shell's, the shared components' and every feature's (its `messages/en.ts`). */
export const parts: readonly Catalogue[] = Object.values(
  import.meta.glob<Catalogue>(['../messages/en.ts', '../../components/messages/en.ts', '../../features/*/messages/en.ts'], {
    eager: true,
    import: 'en',
  }),
);
