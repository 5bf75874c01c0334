import { describe, expect, it } from 'vitest';
import { emptyProfile, hasActiveFilters, matchesAudienceFilters, type FilterableContact } from './contact-profile';

const year = 2026;
const nurse: FilterableContact = {
  ...emptyProfile(),
  gender: 'female',
  birth_year: 1990,
  languages: ['de', 'pl'],
  work_experience: 5,
  employment_types: ['full_time'],
  driver_licence: true,
  educations: ['nursing_exam', 'first_aid'],
  experiences: ['hospital'],
  profession_groups: ['nurse'],
  shifts: ['early', 'night'],
  willingness_to_move: false,
};

describe('audience meta filters', () => {
  it('lets everyone through when no filter asks anything', () => {
    expect(matchesAudienceFilters(nurse, {}, year)).toBe(true);
    expect(matchesAudienceFilters({ ...emptyProfile(), gender: null, birth_year: null }, {}, year)).toBe(true);
    expect(hasActiveFilters({})).toBe(false);
    expect(hasActiveFilters({ languages: [], educations_operator: 'and', driver_licence: false, gender: null })).toBe(false);
    expect(hasActiveFilters({ languages: ['de'] })).toBe(true);
  });

  it('reckons ages from the birth year, both ends included (36 in 2026)', () => {
    expect(matchesAudienceFilters(nurse, { age_from: 36, age_to: 36 }, year)).toBe(true);
    expect(matchesAudienceFilters(nurse, { age_from: 37 }, year)).toBe(false);
    expect(matchesAudienceFilters(nurse, { age_to: 35 }, year)).toBe(false);
    expect(matchesAudienceFilters({ ...nurse, birth_year: null }, { age_from: 18 }, year)).toBe(false);
  });

  it('treats work experience as a minimum and an unknown experience as none', () => {
    expect(matchesAudienceFilters(nurse, { work_experience: 5 }, year)).toBe(true);
    expect(matchesAudienceFilters(nurse, { work_experience: 6 }, year)).toBe(false);
    expect(matchesAudienceFilters({ ...nurse, work_experience: null }, { work_experience: 1 }, year)).toBe(false);
  });

  it('asks for any listed value, and for all of them with the and operator', () => {
    expect(matchesAudienceFilters(nurse, { educations: ['nursing_exam', 'care_exam'] }, year)).toBe(true);
    expect(matchesAudienceFilters(nurse, { educations: ['nursing_exam', 'care_exam'], educations_operator: 'and' }, year)).toBe(false);
    expect(matchesAudienceFilters(nurse, { educations: ['nursing_exam', 'first_aid'], educations_operator: 'and' }, year)).toBe(true);
    expect(matchesAudienceFilters(nurse, { experiences: ['psychiatry'], experiences_operator: 'or' }, year)).toBe(false);
    expect(matchesAudienceFilters(nurse, { languages: ['en'] }, year)).toBe(false);
    expect(matchesAudienceFilters(nurse, { shifts: ['late', 'night'], profession_groups: ['nurse', 'caregiver'] }, year)).toBe(true);
  });

  it('checks gender, driver licence and willingness to move only when asked', () => {
    expect(matchesAudienceFilters(nurse, { gender: 'male' }, year)).toBe(false);
    expect(matchesAudienceFilters(nurse, { driver_licence: true, gender: 'female' }, year)).toBe(true);
    expect(matchesAudienceFilters(nurse, { willingness_to_move: true }, year)).toBe(false);
    expect(matchesAudienceFilters(nurse, { willingness_to_move: false, driver_licence: null }, year)).toBe(true);
  });
});
