import type { de } from './de';

export const en: typeof de = {
  nav: { audit: 'Audit log' },
  audit: { title: 'Audit log', type: 'Event type', actor: 'Actor', from: 'From', till: 'Till' },
};
