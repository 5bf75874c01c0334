import type { de } from './de';

/** English. */
export const en: typeof de = {
  nav: { interviews: 'Interviews' },
  interviews: {
    title: 'Interviews',
    search: 'Search',
    company: 'Company',
    date: 'Date',
    contact: 'Contact',
    description: 'Description',
    author: 'Entered by',
    none: 'No interviews found.',
  },
};
