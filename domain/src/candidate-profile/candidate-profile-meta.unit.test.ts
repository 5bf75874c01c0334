import { describe, expect, it } from 'vitest';
import { profileMetaFrom, sectionOfField } from './candidate-profile-meta';
import { birthdayOf, customOptions, deleteAccountProblems } from './candidate-profile-rules';
import type { ProfileMetaInput } from './candidate-profile-schemas';

const input = (overrides: Partial<ProfileMetaInput> = {}): ProfileMetaInput => ({
  gdpr: true,
  variant: 'default',
  country: 'DE',
  address: null,
  weeks_until_exit: null,
  birthday_day: null,
  birthday_month: null,
  birthday_year: null,
  work_experience: null,
  working_since: null,
  notes: '',
  job_motivation: '',
  wishes: '',
  job_seeking_status: null,
  satisfaction_with_current_employer: null,
  languages: [],
  locations_wanted: [],
  work_area: null,
  custom_work_area: null,
  educations: [],
  custom_educations: [],
  profession_groups: [],
  custom_profession_group: null,
  experiences: [],
  custom_experiences: [],
  experiences_wanted: [],
  custom_experiences_wanted: [],
  qualifications_wanted: [],
  ...overrides,
});
const today = '2026-11-24';

describe('profile meta rules', () => {
  it('sets the birthday only when day, month and year are chosen, and only a real date', () => {
    expect(birthdayOf({ day: 1, month: 2, year: 1990 })).toBe('1990-02-01');
    expect(birthdayOf({ day: null, month: 2, year: 1990 })).toBeNull();
    expect(birthdayOf({ day: 29, month: 2, year: 2023 })).toBe('invalid');
    expect(profileMetaFrom(input({ birthday_month: 5, birthday_year: 1980 }), today).meta).toMatchObject({
      birthday: null,
      birthday_month: null,
    });
    expect(profileMetaFrom(input({ birthday_day: 24, birthday_month: 11, birthday_year: 2011 }), today).problems).toEqual({
      birthday: 'You must be at least 16 years old.',
    });
    expect(profileMetaFrom(input({ birthday_day: 24, birthday_month: 11, birthday_year: 2010 }), today).problems).toEqual({});
  });

  it('drops empty custom options and refuses repeated ones', () => {
    expect(customOptions([' Wundpflege ', '', '  '])).toEqual(['Wundpflege']);
    expect(customOptions(['Wundpflege', 'wundpflege'])).toBeNull();
    expect(profileMetaFrom(input({ custom_educations: ['A', 'a'] }), today).problems).toEqual({
      custom_educations: 'Option existiert bereits.',
    });
  });

  it('asks for the consent, a described "other" work area and a year of the last 60', () => {
    const { problems } = profileMetaFrom(input({ gdpr: false, work_area: 'other', working_since: 1965 }), today);
    expect(Object.keys(problems).sort()).toEqual(['custom_work_area', 'gdpr', 'working_since']);
    expect(profileMetaFrom(input({ work_area: 'hospital', custom_work_area: 'x' }), today).meta.custom_work_area).toBeNull();
  });

  it('names the wizard section of every field', () => {
    expect(sectionOfField('birthday')).toBe('person');
    expect(sectionOfField('custom_experiences')).toBe('qualification');
    expect(sectionOfField('languages.2')).toBe('person');
    expect(sectionOfField('gdpr')).toBe('finish');
    expect(sectionOfField('work_area')).toBe('wishes');
  });

  it("asks the deletion for 'löschen', a reason, and 25 characters when the reason needs text", () => {
    expect(deleteAccountProblems({ key: 'löschen', reasonId: 'r', text: '', reasonRequiresText: false })).toEqual({});
    expect(Object.keys(deleteAccountProblems({ key: 'Löschen!', reasonId: null, text: '', reasonRequiresText: false }))).toEqual([
      'key',
      'reason_id',
    ]);
    expect(deleteAccountProblems({ key: 'löschen', reasonId: 'r', text: ' '.repeat(30), reasonRequiresText: true })).toHaveProperty('text');
    expect(deleteAccountProblems({ key: 'löschen', reasonId: 'r', text: 'x'.repeat(25), reasonRequiresText: true })).toEqual({});
  });
});
