export const de = {
  legal: {
    version: 'Version {{version}}',
    archived: 'frühere Fassung',
    versions: 'Alle Fassungen:',
    notFound: 'Dieses Dokument oder diese Fassung gibt es nicht.',
    placeholders:
      'Hinweis für den Betreiber: Die Angaben in eckigen Klammern sind Platzhalter und müssen vor dem Livegang ausgefüllt werden.',
  },
};
