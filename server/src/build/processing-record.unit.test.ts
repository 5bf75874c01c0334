import { readFileSync } from 'node:fs';
import { EVENT_SCHEMAS, exportPlans } from '@rm/domain';
import { loadConfig } from '@rm/platform';
import { describe, expect, it } from 'vitest';
import { processingRecordPath } from './processing-record-path';
import { eventTypesWithPersons, PROCESSING_ACTIVITIES, renderProcessingRecord } from './processing-record';

const defaults = loadConfig({ SESSION_SECRET: 'processing-record-only-0123456789' }).retention;

describe('the record of processing activities', () => {
  it('places every event type that declares personal data or a person in an activity', () => {
    const placed = new Set(PROCESSING_ACTIVITIES.flatMap((activity) => activity.eventTypes));
    expect(eventTypesWithPersons(exportPlans(EVENT_SCHEMAS)).filter((type) => !placed.has(type))).toEqual([]);
  });

  it('places each event type once', () => {
    const types = PROCESSING_ACTIVITIES.flatMap((activity) => activity.eventTypes);
    expect(types.filter((type, index) => types.indexOf(type) !== index)).toEqual([]);
  });

  it('is committed as generated (regenerate with npm run docs:ropa)', () => {
    expect(readFileSync(processingRecordPath, 'utf8')).toBe(renderProcessingRecord(defaults));
  });

  it('states the retention defaults of the settings', () => {
    const record = renderProcessingRecord({ ...defaults, rejectedMonths: 7, accessLogMonths: 30, securityLogDays: 400 });
    expect(record).toContain('7 Monate nach der letzten Absage');
    expect(record).toContain('30 Monate (`ACCESS_LOG_RETENTION_MONTHS`)');
    expect(record).toContain('400 Tage');
  });
});
