import type { de } from './de';

/** Polish. */
export const pl: typeof de = {
  nav: { interviews: 'Rozmowy kwalifikacyjne' },
  interviews: {
    title: 'Rozmowy kwalifikacyjne',
    search: 'Szukaj',
    company: 'Firma',
    date: 'Termin',
    contact: 'Kontakt',
    description: 'Opis',
    author: 'Wpisane przez',
    none: 'Nie znaleziono rozmów kwalifikacyjnych.',
  },
};
