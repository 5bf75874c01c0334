/** German (the first language). */
export const de = {
  nav: { interviews: 'Vorstellungsgespräche' },
  interviews: {
    title: 'Vorstellungsgespräche',
    search: 'Suche',
    company: 'Firma',
    date: 'Termin',
    contact: 'Kontakt',
    description: 'Beschreibung',
    author: 'Eingetragen von',
    none: 'Keine Vorstellungsgespräche gefunden.',
  },
};
