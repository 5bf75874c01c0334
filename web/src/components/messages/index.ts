import type { Messages } from '../../lib/i18n';
import { de } from './de';
import { en } from './en';
import { pl } from './pl';

/**
 * The shared components' messages (page frame, unlock dialog, audit trail) and the names every screen
 * shares: stages, statuses, roles, the API's field names, errors, languages.
 */
export const messages: Messages = { de, en, pl };
