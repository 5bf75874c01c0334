import { describe, expect, it } from 'vitest';
import { foldEvents } from '../shared/decider';
import { contactSourceDecider } from './contact-source-decider';
import type { ContactSourceRecorded } from './contact-source-events';

const landing = (utmCampaign: string): ContactSourceRecorded['data'] => ({
  contactId: '00000000-0000-4000-8000-000000000001',
  utmSource: 'facebook',
  utmMedium: 'cpc',
  utmCampaign,
  utmContent: 'video_a',
  landedAt: '2026-03-01T10:00:00.000Z',
});

describe('contact source', () => {
  it('records the first landing', () => {
    const events = contactSourceDecider.decide(
      { type: 'RecordContactSource', data: landing('spring') },
      contactSourceDecider.initialState(),
    );
    expect(events).toEqual([{ type: 'ContactSourceRecorded', data: landing('spring') }]);
  });

  it('ignores a later landing (first touch wins)', () => {
    const state = foldEvents(contactSourceDecider, [{ type: 'ContactSourceRecorded', data: landing('spring') }]);
    expect(contactSourceDecider.decide({ type: 'RecordContactSource', data: landing('summer') }, state)).toEqual([]);
  });
});
