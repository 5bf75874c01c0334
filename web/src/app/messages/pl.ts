import type { de } from './de';

export const pl: typeof de = {
  nav: { logout: 'Wyloguj', menu: 'Menu', label: 'Nawigacja główna' },
};
