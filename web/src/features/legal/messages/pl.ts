import type { de } from './de';

export const pl: typeof de = {
  legal: {
    version: 'Wersja {{version}}',
    archived: 'wcześniejsza wersja',
    versions: 'Wszystkie wersje:',
    notFound: 'Ten dokument lub ta wersja nie istnieje.',
    placeholders: 'Uwaga dla operatora: dane w nawiasach kwadratowych to symbole zastępcze, które należy uzupełnić przed uruchomieniem.',
  },
};
