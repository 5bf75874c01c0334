import { randomUUID } from 'node:crypto';
import { runCandidateProfileCommand, type CommandMetadata } from '@rm/command-api';
import type { EventStore } from '@rm/eventstore';
import type { DemoPlan } from './demo-plan';

/**
 * The demo candidate (candidate@demo.test) with a filled profile and profile meta, saved through the
 * candidate's own commands, so that their profile screens and the wizard show data.
 */
export async function seedCandidateProfile(store: EventStore, plan: DemoPlan, now: Date): Promise<void> {
  const candidate = plan.users.find((user) => user.email === 'candidate@demo.test');
  const contact = plan.contacts.find((entry) => candidate && entry.userId === candidate.userId);
  if (!candidate || !contact) return;
  const { contactId } = contact;
  const userId = candidate.userId;
  const asCandidate = (minutesAgo: number): CommandMetadata => ({
    actorId: userId,
    actorRole: 'contact',
    occurredAt: new Date(now.getTime() - minutesAgo * 60_000).toISOString(),
    correlationId: randomUUID(),
  });
  await runCandidateProfileCommand(
    store,
    contactId,
    {
      type: 'ChangeProfile',
      data: {
        contactId,
        userId,
        firstName: candidate.firstName,
        lastName: candidate.lastName,
        email: candidate.email,
        phone: '+491512345678',
        country: 'DE',
        language: 'de',
        registeredPhone: '+491512345678',
        at: asCandidate(60).occurredAt ?? now.toISOString(),
      },
    },
    asCandidate(60),
  );
  await runCandidateProfileCommand(
    store,
    contactId,
    { type: 'SaveProfileStep', data: { contactId, userId, step: 4, address: 'Invalidenstraße 117, 10115 Berlin' } },
    asCandidate(50),
  );
  await runCandidateProfileCommand(
    store,
    contactId,
    {
      type: 'SaveProfileMeta',
      data: {
        contactId,
        userId,
        variant: 'default',
        meta: {
          gdpr: true,
          country: 'DE',
          address: 'Invalidenstraße 117, 10115 Berlin',
          weeks_until_exit: 4,
          birthday_day: 14,
          birthday_month: 3,
          birthday_year: 1991,
          birthday: '1991-03-14',
          work_experience: 9,
          working_since: 2016,
          notes: 'Am liebsten Frühdienst, keine Nachtdienste.',
          job_motivation: 'Mehr Zeit für die Bewohner und ein verlässlicher Dienstplan.',
          wishes: 'Feste freie Wochenenden, Tarifvertrag.',
          job_seeking_status: 'actively_looking',
          satisfaction_with_current_employer: 2,
          languages: ['de', 'pl', 'en'],
          locations_wanted: ['10115', '10117', '10405'],
          work_area: 'inpatient_care',
          custom_work_area: null,
          educations: ['geriatric_nurse', 'practical_instructor'],
          custom_educations: ['Basiskurs Palliative Care'],
          profession_groups: ['caregiver'],
          custom_profession_group: null,
          experiences: ['dementia', 'wound_care'],
          custom_experiences: ['Gerontopsychiatrie'],
          experiences_wanted: ['palliative'],
          custom_experiences_wanted: [],
          qualifications_wanted: ['wound_manager'],
        },
      },
    },
    asCandidate(45),
  );
}
