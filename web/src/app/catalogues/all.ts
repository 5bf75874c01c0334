import type { Messages } from '../../lib/i18n';
import { byFile as de } from './de';
import { byFile as en } from './en';
import { byFile as pl } from './pl';

/**
 * The app's messages in every language, part by part (the shell, the shared components, each feature): for
 * the tests, which check that the languages match. The app itself loads one language (`load.ts`).
 */
export const APP_MESSAGES: readonly Messages[] = Object.entries(de).map(([file, catalogue]) => {
  const folder = file.slice(0, -'de.ts'.length);
  const english = en[`${folder}en.ts`];
  const polish = pl[`${folder}pl.ts`];
  if (!english || !polish) throw new Error(`${folder} lacks its English or Polish messages.`);
  return { de: catalogue, en: english, pl: polish };
});
