import type { OfferStage } from '@rm/domain';
import { distanceKm, type PostalCode } from './postal-codes';
import { COMPANIES, FIRST_NAMES, LAST_NAMES } from './names';
import type { Random } from './random';

type Profession = 'care' | 'nursing' | 'driver';

export interface DemoUser {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: Array<'admin' | 'business' | 'business-owner' | 'contact'>;
  companyId: string | null;
  /** Only the named demo accounts can sign in (with the shared demo password). */
  canSignIn: boolean;
}
export interface DemoCompany {
  companyId: string;
  name: string;
  place: PostalCode;
  profession: Profession;
  accountManagerId: string | null;
  employerIds: string[];
}
export interface DemoAudience {
  audienceId: string;
  companyId: string;
  name: string;
  profession: Profession;
  center: PostalCode;
  rangeKm: number;
}
export type CampaignFate = 'approved' | 'pending' | 'rejected' | 'draft';
export interface DemoCampaign {
  campaignId: string;
  companyId: string;
  audience: DemoAudience;
  name: string;
  costPerUnlock: number;
  budget: number;
  /** Its unlocks spend the whole budget: the campaign ends the seeding blocked (an admin can de-block it). */
  exhausted?: boolean;
  fate: CampaignFate;
}
export interface DemoContact {
  contactId: string;
  userId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  profession: Profession;
  place: PostalCode;
  active: boolean;
  disabledForUnlock: boolean;
  phoneVerified: boolean;
  callMade: boolean;
}
export interface DemoOffer {
  offerId: string;
  contact: DemoContact;
  campaign: DemoCampaign;
  employerId: string | null;
  /** Stages the offer walks through after `new`; `unlocked` goes through the unlock command. */
  path: OfferStage[];
  /** The candidate's rejection (an offer rejection reason's identifier and their words), if they turned it down. */
  rejection: { reason: string; text: string | null } | null;
}
export interface DemoPlan {
  users: DemoUser[];
  companies: DemoCompany[];
  audiences: DemoAudience[];
  campaigns: DemoCampaign[];
  contacts: DemoContact[];
  offers: DemoOffer[];
  /** The instant the demo history starts; events are spread over the 90 days after it. */
  startsAt: Date;
}

const STAGE_PATHS: Array<{ weight: number; path: OfferStage[] }> = [
  { weight: 30, path: [] },
  { weight: 18, path: ['in_process'] },
  { weight: 14, path: ['in_process', 'unlocked'] },
  { weight: 10, path: ['in_process', 'unlocked', 'in_company_process'] },
  { weight: 7, path: ['in_process', 'unlocked', 'in_company_process', 'gets_hired'] },
  { weight: 6, path: ['in_process', 'unlocked', 'in_company_process', 'gets_hired', 'hired'] },
  { weight: 9, path: ['unqualified'] },
  { weight: 6, path: ['in_process', 'unqualified'] },
];

function pickPath(random: Random): OfferStage[] {
  const total = STAGE_PATHS.reduce((sum, p) => sum + p.weight, 0);
  let roll = random.next() * total;
  for (const option of STAGE_PATHS) {
    roll -= option.weight;
    if (roll < 0) return option.path;
  }
  return [];
}

const asciiEmailPart = (value: string): string =>
  value
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/ı/g, 'i')
    .replace(/[^a-z0-9]/g, '');

/** Why demo candidates turn offers down (the demo offer rejection reasons' identifiers), and what some say. */
const REJECTIONS: ReadonlyArray<{ reason: string; text: string | null }> = [
  { reason: 'salary_too_low', text: null },
  { reason: 'too_far', text: null },
  { reason: 'too_far', text: null },
  { reason: 'shift_model', text: null },
  { reason: 'found_other_job', text: null },
  { reason: 'not_looking', text: null },
  { reason: 'other', text: 'Ich möchte erst meine Weiterbildung abschließen.' },
  { reason: 'other', text: 'Die Stelle passt leider nicht zu meiner Familiensituation.' },
];

/** The rejection of an offer, decided from its id (no draw from the plan's random sequence). */
function rejectionOf(offerId: string): { reason: string; text: string | null } | null {
  const draw = Number.parseInt(offerId.replace(/-/g, '').slice(0, 8), 16);
  return draw % 7 === 0 ? (REJECTIONS[Math.floor(draw / 7) % REJECTIONS.length] ?? null) : null;
}

/**
 * The demo world: 10 companies with employers, 30 campaigns with audiences, 2,000 contacts at real
 * German postal codes and offers spread over every stage. Pure: the same seed gives the same plan.
 */
export function planDemoData(random: Random, postalCodes: readonly PostalCode[], options: { contacts?: number; now: Date }): DemoPlan {
  const byZip = new Map(postalCodes.map((p) => [p.zipCode, p]));
  const place = (zip: string): PostalCode => {
    const found = byZip.get(zip);
    if (!found) throw new Error(`postal code ${zip} missing from the data`);
    return found;
  };
  const startsAt = new Date(options.now.getTime() - 90 * 24 * 3600 * 1000);

  const admin: DemoUser = {
    userId: random.uuid(),
    email: 'admin@demo.test',
    firstName: 'Anna',
    lastName: 'Admin',
    roles: ['admin'],
    companyId: null,
    canSignIn: true,
  };
  const sales: DemoUser = {
    userId: random.uuid(),
    email: 'sales@demo.test',
    firstName: 'Sven',
    lastName: 'Sales',
    roles: ['admin'],
    companyId: null,
    canSignIn: true,
  };
  const users: DemoUser[] = [admin, sales];

  const companies: DemoCompany[] = COMPANIES.map((c, index) => ({
    companyId: random.uuid(),
    name: c.name,
    place: place(c.zipCode),
    profession: c.profession,
    accountManagerId: index < 5 ? sales.userId : index < 8 ? admin.userId : null,
    employerIds: [],
  }));

  companies.forEach((company, index) => {
    const people =
      index === 0
        ? [
            {
              email: 'owner@demo.test',
              firstName: 'Olga',
              lastName: 'Owner',
              roles: ['business-owner', 'business'] as DemoUser['roles'],
              canSignIn: true,
            },
            {
              email: 'employer@demo.test',
              firstName: 'Erik',
              lastName: 'Employer',
              roles: ['business'] as DemoUser['roles'],
              canSignIn: true,
            },
          ]
        : [0, 1].map((n): Omit<DemoUser, 'userId' | 'companyId'> => {
            const firstName = random.pick(FIRST_NAMES);
            const lastName = random.pick(LAST_NAMES);
            return {
              email: `${asciiEmailPart(firstName)}.${asciiEmailPart(lastName)}.${index}${n}@employer.demo.test`,
              firstName,
              lastName,
              roles: n === 0 ? ['business-owner', 'business'] : ['business'],
              canSignIn: false,
            };
          });
    for (const person of people) {
      const user: DemoUser = { userId: random.uuid(), companyId: company.companyId, ...person };
      users.push(user);
      company.employerIds.push(user.userId);
    }
  });

  // Contacts: most live near a company (so audiences have candidates), the rest anywhere in Germany.
  const contactCount = options.contacts ?? 2000;
  const contacts: DemoContact[] = [];
  const nearCompany = companies.map((company) => postalCodes.filter((p) => distanceKm(p, company.place) <= 60));
  const professions: Profession[] = ['driver', 'driver', 'driver', 'care', 'care', 'nursing', 'nursing', 'driver', 'care', 'nursing'];
  for (let i = 0; i < contactCount; i += 1) {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const home = random.chance(0.6) ? random.pick(random.pick(nearCompany)) : random.pick(postalCodes);
    contacts.push({
      contactId: random.uuid(),
      userId: null,
      firstName,
      lastName,
      email: `${asciiEmailPart(firstName)}.${asciiEmailPart(lastName)}.${i}@kandidat.demo.test`,
      phone: `+49 15${random.int(1, 9)} ${random.int(1000000, 9999999)}`,
      profession: random.pick(professions),
      place: home,
      active: !random.chance(0.03),
      disabledForUnlock: random.chance(0.02),
      phoneVerified: random.chance(0.4),
      callMade: random.chance(0.3),
    });
  }
  const candidate: DemoUser = {
    userId: random.uuid(),
    email: 'candidate@demo.test',
    firstName: 'Clara',
    lastName: 'Kandidat',
    roles: ['contact'],
    companyId: null,
    canSignIn: true,
  };
  users.push(candidate);
  contacts.push({
    contactId: random.uuid(),
    userId: candidate.userId,
    firstName: candidate.firstName,
    lastName: candidate.lastName,
    email: candidate.email,
    phone: '+49 151 2345678',
    profession: 'care',
    place: place('10115'),
    active: true,
    disabledForUnlock: false,
    // Unverified: accepting an offer asks for the one-time code first.
    phoneVerified: false,
    callMade: false,
  });

  // Three campaigns per company. Fates give the approvals list rows under and at/above the threshold.
  const audiences: DemoAudience[] = [];
  const campaigns: DemoCampaign[] = [];
  const center = place('34117'); // Kassel: a nationwide audience reaches most of Germany.
  companies.forEach((company, companyIndex) => {
    for (let n = 0; n < 3; n += 1) {
      const nationwide = n === 2 && companyIndex % 3 === 0;
      const audience: DemoAudience = {
        audienceId: random.uuid(),
        companyId: company.companyId,
        name: nationwide ? 'Fahrer bundesweit' : `${company.place.place} ${[25, 40, 60][n] ?? 40} km`,
        profession: nationwide ? 'driver' : company.profession,
        center: nationwide ? center : company.place,
        rangeKm: nationwide ? 450 : ([25, 40, 60][n] ?? 40),
      };
      audiences.push(audience);
      const fate: CampaignFate =
        n === 0
          ? 'approved'
          : n === 1
            ? companyIndex % 4 === 1
              ? 'pending'
              : companyIndex % 4 === 3
                ? 'rejected'
                : 'approved'
            : nationwide
              ? 'pending'
              : companyIndex % 2 === 0
                ? 'draft'
                : 'approved';
      campaigns.push({
        campaignId: random.uuid(),
        companyId: company.companyId,
        audience,
        name: `${audience.name} – ${['Frühjahr', 'Sommer', 'Herbst'][n] ?? 'Kampagne'} ${options.now.getFullYear()}`,
        costPerUnlock: random.pick([1500, 2500, 3500, 4900, 6000]),
        budget: random.pick([100000, 250000, 500000]),
        fate,
      });
    }
  });

  // Offers: approved campaigns offer to matching contacts in range.
  const offers: DemoOffer[] = [];
  const candidateContact = contacts[contacts.length - 1];
  const unlockedPairs = new Set<string>();
  for (const campaign of campaigns) {
    if (campaign.fate !== 'approved') continue;
    const company = companies.find((c) => c.companyId === campaign.companyId);
    const matching = contacts.filter(
      (c) =>
        c.profession === campaign.audience.profession &&
        c.active &&
        distanceKm(c.place, campaign.audience.center) <= campaign.audience.rangeKm,
    );
    const chosen = matching.filter(() => random.chance(0.9)).slice(0, 90);
    if (
      candidateContact &&
      campaign.audience.profession === 'care' &&
      !chosen.includes(candidateContact) &&
      distanceKm(candidateContact.place, campaign.audience.center) <= campaign.audience.rangeKm
    ) {
      chosen.push(candidateContact);
    }
    for (const contact of chosen) {
      let path = pickPath(random);
      const pair = `${campaign.companyId}|${contact.contactId}`;
      // A contact is unlocked once per company: later offers of that company stay before `unlocked`.
      if (path.includes('unlocked') && (contact.disabledForUnlock || unlockedPairs.has(pair))) path = ['in_process'];
      if (path.includes('unlocked')) unlockedPairs.add(pair);
      const offerId = random.uuid();
      offers.push({
        offerId,
        contact,
        campaign,
        employerId: company ? random.pick(company.employerIds) : null,
        path,
        // The demo candidate keeps their offers open (to accept them); of the others, about one offer in
        // seven that never reached an unlock is turned down.
        rejection: contact === candidateContact || path.includes('unlocked') ? null : rejectionOf(offerId),
      });
    }
  }

  // One campaign spends its whole budget on its unlocks, so that it is blocked and an admin can de-block it:
  // one of a company managed by sales (whose screens show it), not the demo employer's (whose seeds unlock more).
  const demoCompanyId = users.find((user) => user.email === 'employer@demo.test')?.companyId;
  const unlocksOf = (campaign: DemoCampaign): number =>
    offers.filter((offer) => offer.campaign === campaign && offer.path.includes('unlocked')).length;
  const exhausted = campaigns.find(
    (campaign) =>
      campaign.fate === 'approved' &&
      campaign.companyId !== demoCompanyId &&
      companies.find((company) => company.companyId === campaign.companyId)?.accountManagerId === sales.userId &&
      unlocksOf(campaign) > 0,
  );
  if (exhausted) {
    exhausted.budget = exhausted.costPerUnlock * unlocksOf(exhausted);
    exhausted.exhausted = true;
  }

  return { users, companies, audiences, campaigns, contacts, offers, startsAt };
}
