import type { ServerMessages } from '../shared/server-messages';

/** What active sourcing says to people (see `ServerMessages`). */
export const ACTIVE_SOURCING_MESSAGES: ServerMessages = {
  'Message sent.': { de: 'Nachricht gesendet.', en: 'Message sent.', pl: 'Wiadomość wysłana.' },
  'Template created.': { de: 'Vorlage erstellt.', en: 'Template created.', pl: 'Szablon utworzony.' },
  'Template updated.': { de: 'Vorlage aktualisiert.', en: 'Template updated.', pl: 'Szablon zaktualizowany.' },
  'Template deleted.': { de: 'Vorlage gelöscht.', en: 'Template deleted.', pl: 'Szablon usunięty.' },
  'Documents uploaded successfully': {
    de: 'Dokumente erfolgreich hochgeladen',
    en: 'Documents uploaded successfully',
    pl: 'Dokumenty zostały przesłane',
  },
  'Document deleted successfully': {
    de: 'Dokument erfolgreich gelöscht',
    en: 'Document deleted successfully',
    pl: 'Dokument został usunięty',
  },
  'This file type is not allowed: upload a PDF, an image or a Word document.': {
    de: 'Dieser Dateityp ist nicht erlaubt: Bitte laden Sie ein PDF, ein Bild oder ein Word-Dokument hoch.',
    en: 'This file type is not allowed: upload a PDF, an image or a Word document.',
    pl: 'Ten typ pliku jest niedozwolony: prześlij PDF, obraz lub dokument Word.',
  },
  'A document must not be larger than 10 MB.': {
    de: 'Ein Dokument darf höchstens 10 MB groß sein.',
    en: 'A document must not be larger than 10 MB.',
    pl: 'Dokument nie może być większy niż 10 MB.',
  },
  'The request must be sent as multipart/form-data.': {
    de: 'Die Anfrage muss als multipart/form-data gesendet werden.',
    en: 'The request must be sent as multipart/form-data.',
    pl: 'Żądanie musi zostać wysłane jako multipart/form-data.',
  },
};
