import type { de } from './de';

export const en: typeof de = {
  nav: { logout: 'Sign out', menu: 'Menu', label: 'Main navigation' },
};
