import type { de } from './de';

export const pl: typeof de = {
  nav: { audit: 'Dziennik audytu' },
  audit: { title: 'Dziennik audytu', type: 'Typ zdarzenia', actor: 'Wykonawca', from: 'Od', till: 'Do' },
};
