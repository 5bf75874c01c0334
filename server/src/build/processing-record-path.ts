import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the record of processing activities is committed. */
export const processingRecordPath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../docs/datenschutz/verzeichnis-verarbeitungstaetigkeiten.md',
);
