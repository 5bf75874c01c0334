import type { ServerMessages } from '../shared/server-messages';

/** What the image upload says to people (see `ServerMessages`). */
export const FILE_MESSAGES: ServerMessages = {
  'Image Uploaded!': { de: 'Bild hochgeladen!', en: 'Image Uploaded!', pl: 'Obraz przesłany!' },
  'Invalid file type! Please select an image file.': {
    de: 'Ungültiger Dateityp! Bitte wählen Sie eine Bilddatei aus.',
    en: 'Invalid file type! Please select an image file.',
    pl: 'Nieprawidłowy typ pliku! Wybierz plik graficzny.',
  },
  'The image must not be larger than 2 MB.': {
    de: 'Das Bild darf höchstens 2 MB groß sein.',
    en: 'The image must not be larger than 2 MB.',
    pl: 'Obraz nie może być większy niż 2 MB.',
  },
  'Please select an image.': { de: 'Bitte wählen Sie ein Bild aus.', en: 'Please select an image.', pl: 'Wybierz obraz.' },
  'Media not found.': { de: 'Datei nicht gefunden.', en: 'Media not found.', pl: 'Nie znaleziono pliku.' },
  'The image has too many pixels (at most 40 megapixels).': {
    de: 'Das Bild hat zu viele Pixel (höchstens 40 Megapixel).',
    en: 'The image has too many pixels (at most 40 megapixels).',
    pl: 'Obraz ma zbyt wiele pikseli (maksymalnie 40 megapikseli).',
  },
  'The image could not be read.': {
    de: 'Das Bild konnte nicht gelesen werden.',
    en: 'The image could not be read.',
    pl: 'Nie udało się odczytać obrazu.',
  },
};
