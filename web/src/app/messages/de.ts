/** German (the first language). */
export const de = {
  nav: { logout: 'Abmelden', menu: 'Menü', label: 'Hauptnavigation' },
};
