import { runContactCommand, type CommandMetadata } from '@rm/command-api';
import { EDUCATIONS, EMPLOYMENT_TYPES, EXPERIENCES, GENDERS, LANGUAGES, PROFESSION_GROUPS, SHIFTS, type ContactProfile } from '@rm/domain';
import type { EventStore } from '@rm/eventstore';
import type { DemoPlan } from './demo-plan';
import { seededRandom, type Random } from './random';

const someOf = <T extends string>(random: Random, values: readonly T[], most: number): T[] => {
  const chosen = new Set<T>();
  const count = random.int(0, most);
  for (let i = 0; i < count; i += 1) chosen.add(random.pick(values));
  return values.filter((value) => chosen.has(value));
};

/**
 * Every demo contact gets a profile an admin filled in (gender, birth year, languages, experience, …),
 * so that the audience filters count something; every fifteenth active contact got an incentive.
 * Deterministic: the same plan gives the same profiles.
 */
export async function seedContactProfiles(
  store: EventStore,
  plan: DemoPlan,
  asAdmin: (fraction: number) => CommandMetadata,
  at: (fraction: number) => string,
): Promise<{ profiles: number; incentives: number }> {
  const random = seededRandom(18_1801);
  let incentives = 0;
  for (const [i, contact] of plan.contacts.entries()) {
    const profile: ContactProfile = {
      languages: ['de' as const, ...someOf(random, LANGUAGES, 2)].filter((value, index, all) => all.indexOf(value) === index),
      work_experience: random.chance(0.9) ? random.int(0, 30) : null,
      employment_types: someOf(random, EMPLOYMENT_TYPES, 2),
      driver_licence: random.chance(contact.profession === 'driver' ? 0.95 : 0.6),
      educations: someOf(random, EDUCATIONS, 3),
      experiences: someOf(random, EXPERIENCES, 3),
      profession_groups: contact.profession === 'driver' ? [] : someOf(random, PROFESSION_GROUPS, 2),
      shifts: someOf(random, SHIFTS, 3),
      willingness_to_move: random.chance(0.25),
    };
    const fraction = 0.65 + (0.1 * i) / Math.max(1, plan.contacts.length);
    await runContactCommand(
      store,
      contact.contactId,
      {
        type: 'EditContact',
        data: {
          contactId: contact.contactId,
          firstName: contact.firstName,
          lastName: contact.lastName,
          email: contact.email,
          phone: contact.phone,
          gender: random.pick(GENDERS),
          birthYear: random.int(1966, 2006),
          profile,
        },
      },
      asAdmin(fraction),
    );
    if (contact.active && i % 15 === 0) {
      incentives += 1;
      await runContactCommand(
        store,
        contact.contactId,
        {
          type: 'GiveIncentive',
          data: {
            contactId: contact.contactId,
            incentiveId: random.uuid(),
            amount: random.pick([50, 100, 150, 250]),
            note: random.pick(['Erster Arbeitstag', 'Empfehlung einer Kollegin', 'Probezeit bestanden']),
            givenBy: null,
            givenAt: at(fraction + 0.01),
          },
        },
        asAdmin(fraction + 0.01),
      );
    }
  }
  return { profiles: plan.contacts.length, incentives };
}
