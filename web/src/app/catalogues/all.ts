import type { Catalogue, Messages } from '../../lib/i18n';

const de = import.meta.glob<Catalogue>(['../messages/de.ts', '../../components/messages/de.ts', '../../features/*/messages/de.ts'], {
  eager: true,
  import: 'de',
});
const en = import.meta.glob<Catalogue>(['../messages/en.ts', '../../components/messages/en.ts', '../../features/*/messages/en.ts'], {
  eager: true,
  import: 'en',
});
const pl = import.meta.glob<Catalogue>(['../messages/pl.ts', '../../components/messages/pl.ts', '../../features/*/messages/pl.ts'], {
  eager: true,
  import: 'pl',
});

/**
 * The app's messages in every language, part by part (the shell, the shared components, each feature): for
 * the tests, which check that the languages match. The app itself loads one language (`load.ts`).
 */
export const APP_MESSAGES: readonly Messages[] = Object.entries(de)
  .filter(([file, catalogue]) => file.endsWith('/de.ts') && catalogue !== undefined)
  .map(([file, catalogue]) => {
    const folder = file.slice(0, -'de.ts'.length);
    const english = en[`${folder}en.ts`];
    const polish = pl[`${folder}pl.ts`];
    if (!english || !polish) throw new Error(`${folder} lacks its English or Polish messages.`);
    return { de: catalogue, en: english, pl: polish };
  });
