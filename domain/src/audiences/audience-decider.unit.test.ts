import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import { audienceDecider, audienceOptimizationDecider } from './audience-decider';
import type { AudienceEvent } from './audience-events';

const created: AudienceEvent = {
  type: 'AudienceCreated',
  data: {
    audienceId: '00000000-0000-4000-8000-000000000061',
    companyId: '00000000-0000-4000-8000-000000000062',
    name: 'Pflege Hamburg',
    profession: 'nursing',
    zipCode: '20095',
    lat: 53.55,
    lng: 9.99,
    rangeKm: 40,
  },
};
const spec = deciderSpec(audienceDecider);

describe('audience decider', () => {
  it('creates an audience', () => {
    spec.given([]).when({ type: 'CreateAudience', data: created.data }).then([created]);
  });

  it('refuses to create the same audience twice', () => {
    spec.given([created]).when({ type: 'CreateAudience', data: created.data }).thenThrows('conflict');
  });

  it('needs a range above 0 km', () => {
    spec
      .given([])
      .when({ type: 'CreateAudience', data: { ...created.data, rangeKm: 0 } })
      .thenThrows('invalid', { field: 'range' });
    spec
      .given([])
      .when({ type: 'CreateAudience', data: { ...created.data, rangeKm: Number.NaN } })
      .thenThrows('invalid', { field: 'range' });
  });
});

describe('changing an audience', () => {
  const updated = { ...created.data, name: 'Pflege Hamburg Nord', rangeKm: 25 };

  it('records the change, keeping the company', () => {
    spec
      .given([created])
      .when({ type: 'UpdateAudience', data: { ...updated, companyId: '00000000-0000-4000-8000-000000000099' } })
      .then([{ type: 'AudienceUpdated', data: updated }]);
  });

  it('records nothing when nothing changed, and refuses an unknown audience', () => {
    spec.given([created]).when({ type: 'UpdateAudience', data: created.data }).then([]);
    spec.given([]).when({ type: 'UpdateAudience', data: updated }).thenThrows('not_found');
  });

  it('keeps meta filters, and an update with other filters is a change', () => {
    const filtered = { ...created.data, filters: { languages: ['de' as const], age_from: 25 } };
    spec
      .given([created])
      .when({ type: 'UpdateAudience', data: filtered })
      .then([{ type: 'AudienceUpdated', data: filtered }]);
    spec
      .given([{ type: 'AudienceUpdated', data: filtered }])
      .when({ type: 'UpdateAudience', data: filtered })
      .then([]);
  });

  it('records nothing for the same filters after a reload that ordered their keys differently (jsonb)', () => {
    const filters = {
      languages: ['de' as const, 'pl' as const],
      age_from: 25,
      educations: ['first_aid' as const],
      educations_operator: 'and' as const,
    };
    const reloaded = Object.fromEntries(Object.entries(filters).reverse()) as typeof filters;
    expect(JSON.stringify(reloaded)).not.toBe(JSON.stringify(filters));
    spec
      .given([{ type: 'AudienceUpdated', data: { ...created.data, filters: reloaded } }])
      .when({ type: 'UpdateAudience', data: { ...created.data, filters } })
      .then([]);
    spec
      .given([{ type: 'AudienceUpdated', data: { ...created.data, filters: reloaded } }])
      .when({ type: 'UpdateAudience', data: { ...created.data, filters: { ...filters, languages: ['de' as const] } } })
      .then([{ type: 'AudienceUpdated', data: { ...created.data, filters: { ...filters, languages: ['de' as const] } } }]);
  });

  it('refuses a highest age below the lowest', () => {
    spec
      .given([])
      .when({ type: 'CreateAudience', data: { ...created.data, filters: { age_from: 40, age_to: 30 } } })
      .thenThrows('invalid');
  });

  it('resets offers of a known audience only', () => {
    const now = '2026-11-24T10:00:00.000Z';
    spec
      .given([created])
      .when({ type: 'ResetAudienceOffers', data: { audienceId: created.data.audienceId, which: 'non_viewed', now } })
      .then([{ type: 'AudienceOffersReset', data: { audienceId: created.data.audienceId, which: 'non_viewed', resetAt: now } }]);
    spec
      .given([])
      .when({ type: 'ResetAudienceOffers', data: { audienceId: created.data.audienceId, which: 'all', now } })
      .thenThrows('not_found');
  });
});

describe('audience optimisation decider', () => {
  const optimization = deciderSpec(audienceOptimizationDecider);
  it('saves the lists trimmed, sorted and once each; the same lists again change nothing', () => {
    const saved: AudienceEvent = {
      type: 'AudienceOptimizationSaved',
      data: { experiences: ['hospital', 'pediatrics'], qualifications: ['nurse'], savedBy: null },
    };
    optimization
      .given([])
      .when({
        type: 'SaveAudienceOptimization',
        data: { experiences: ['pediatrics', ' hospital', 'hospital'], qualifications: ['nurse'], savedBy: null },
      })
      .then([saved]);
    optimization
      .given([saved])
      .when({
        type: 'SaveAudienceOptimization',
        data: { experiences: ['hospital', 'pediatrics'], qualifications: ['nurse'], savedBy: null },
      })
      .then([]);
  });
});
