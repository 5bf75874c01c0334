import { writeFileSync } from 'node:fs';
import { loadConfig } from '@rm/platform';
import { processingRecordPath } from './processing-record-path';
import { renderProcessingRecord } from './processing-record';

/** `npm run docs:ropa`: writes the record of processing activities from the declarations and the retention defaults. */
writeFileSync(processingRecordPath, renderProcessingRecord(defaultRetention()));

function defaultRetention() {
  return loadConfig({ SESSION_SECRET: 'processing-record-only-0123456789', STREAM_KEY_SECRET: 'processing-record-only-0123456789' })
    .retention;
}
