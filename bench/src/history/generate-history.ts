import type { DomainEvent, OfferStage } from '@rm/domain';
import { streamKeyOf, type EventMetadata, type NewEvent } from '@rm/eventstore';

export interface GeneratedAppend {
  streamId: string;
  events: NewEvent[];
}

export interface HistoryOptions {
  /** How many events to produce (the last append may overshoot by a few). */
  events: number;
  /** Same seed, same history: ids, names and choices. */
  seed: number;
  start?: Date;
}

/** xorshift128: fast, seedable, good enough to pick choices and ids. */
function generator(seed: number): { next: () => number; uuid: () => string } {
  let a = seed >>> 0 || 1;
  let b = 0x9e3779b9;
  let c = 0x85ebca6b;
  let d = 0xc2b2ae35;
  const u32 = (): number => {
    const t = a ^ (a << 11);
    a = b;
    b = c;
    c = d;
    d = (d ^ (d >>> 19) ^ (t ^ (t >>> 8))) >>> 0;
    return d;
  };
  for (let i = 0; i < 16; i += 1) u32();
  const hex = (n: number, width: number): string => n.toString(16).padStart(width, '0');
  return {
    next: () => u32() / 4294967296,
    uuid: () => {
      const x = u32();
      const y = u32();
      const z = u32();
      const w = u32();
      return `${hex(x, 8)}-${hex(y >>> 16, 4)}-4${hex(y & 0xfff, 3)}-${hex(0x8000 | ((z >>> 16) & 0x3fff), 4)}-${hex(z & 0xffff, 4)}${hex(w, 8)}`;
    },
  };
}

const FIRST_NAMES = [
  'Anna',
  'Ben',
  'Clara',
  'David',
  'Elif',
  'Finn',
  'Greta',
  'Hannah',
  'Ivan',
  'Jana',
  'Kemal',
  'Lena',
  'Mia',
  'Noah',
  'Olga',
  'Paul',
  'Sofia',
  'Tim',
  'Ugur',
  'Zoe',
];
const LAST_NAMES = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Koch',
  'Yilmaz',
  'Nowak',
  'Kaya',
  'Richter',
  'Klein',
];
const CITIES = [
  { zipCode: '10115', city: 'Berlin', lat: 52.532, lng: 13.385 },
  { zipCode: '20095', city: 'Hamburg', lat: 53.551, lng: 10.0 },
  { zipCode: '50667', city: 'Köln', lat: 50.938, lng: 6.957 },
  { zipCode: '80331', city: 'München', lat: 48.137, lng: 11.575 },
  { zipCode: '04109', city: 'Leipzig', lat: 51.34, lng: 12.373 },
  { zipCode: '70173', city: 'Stuttgart', lat: 48.778, lng: 9.18 },
] as const;
const PROFESSIONS = ['care', 'nursing', 'driver'] as const;
const STEPS = ['profile_viewed', 'phone_revealed', 'cv_downloaded', 'message_sent'];

interface Company {
  companyId: string;
  employerId: string;
  approved: Campaign[];
}
interface Campaign {
  campaignId: string;
  companyId: string;
  audienceId: string;
  costPerUnlock: number;
}
interface ActiveOffer {
  offerId: string;
  contactId: string;
  company: Company;
  campaign: Campaign;
  stage: OfferStage;
  unlockId: string | null;
}

/**
 * A realistic event history of the marketplace, in the order it would have happened: admins and
 * account managers; companies with an employer, audiences and campaigns that go through approval
 * (most approved, some rejected and resubmitted, some left pending); contacts registering and getting
 * offers for approved campaigns; offers moving through the pipeline (dragged forwards and sometimes
 * back), unlocks that move them to `unlocked`, unlocked contacts opened, hires confirmed or rejected by
 * an admin, call-status toggles and tracked steps. Thousands of offers are in flight at once, so the
 * streams interleave as they would in production. Every event is a valid domain event; revisions are
 * left to the writer.
 */
export function* generateHistory(options: HistoryOptions): Generator<GeneratedAppend> {
  const random = generator(options.seed);
  const chance = (p: number): boolean => random.next() < p;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random.next() * items.length)] as T;
  let clock = (options.start ?? new Date('2024-01-01T07:00:00Z')).getTime();
  let produced = 0;

  const append = (streamId: string, actor: { id: string | null; role: string | null }, events: DomainEvent[]): GeneratedAppend => {
    clock += 1000 + Math.floor(random.next() * 30_000);
    const metadata: EventMetadata = {
      actorId: actor.id,
      actorRole: actor.role,
      correlationId: random.uuid(),
      causationId: null,
      occurredAt: new Date(clock).toISOString(),
    };
    produced += events.length;
    return { streamId, events: events.map((event) => ({ id: random.uuid(), ...event, metadata })) };
  };
  const now = (): string => new Date(clock).toISOString();
  const system = { id: null, role: 'system' };

  function* user(role: 'admin' | 'business', companyId: string | null): Generator<GeneratedAppend, string> {
    const userId = random.uuid();
    const firstName = pick(FIRST_NAMES);
    const lastName = pick(LAST_NAMES);
    const email = `${firstName}.${lastName}.${userId.slice(0, 8)}@example.test`.toLowerCase();
    yield append(`user-email-${streamKeyOf(email)}`, system, [{ type: 'UserEmailClaimed', data: { userId, email } }]);
    yield append(`user-${userId}`, system, [
      {
        type: 'UserRegistered',
        data: {
          userId,
          email,
          firstName,
          lastName,
          phone: null,
          passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$generated$history',
          companyId,
        },
      },
      { type: 'UserRoleGranted', data: { userId, role } },
    ]);
    return userId;
  }

  const admins: string[] = [];
  for (let i = 0; i < 5; i += 1) admins.push(yield* user('admin', null));
  const adminActor = (): { id: string; role: string } => ({ id: pick(admins), role: 'admin' });

  const companies: Company[] = [];
  /** Companies with at least one approved campaign: those that get offers. */
  const hiring: Company[] = [];
  const pending: Campaign[] = [];

  function* campaign(company: Company): Generator<GeneratedAppend> {
    const city = pick(CITIES);
    const audienceId = random.uuid();
    const campaignId = random.uuid();
    const costPerUnlock = pick([1500, 2500, 3900, 4900]);
    const actor = { id: company.employerId, role: 'business' };
    yield append(`audience-${audienceId}`, actor, [
      {
        type: 'AudienceCreated',
        data: {
          audienceId,
          companyId: company.companyId,
          name: `${pick(PROFESSIONS)} ${city.city}`,
          profession: pick(PROFESSIONS),
          zipCode: city.zipCode,
          lat: city.lat,
          lng: city.lng,
          rangeKm: pick([10, 25, 50]),
        },
      },
    ]);
    yield append(`campaign-${campaignId}`, actor, [
      {
        type: 'CampaignCreated',
        data: {
          campaignId,
          companyId: company.companyId,
          audienceId,
          name: `${city.city} ${1 + Math.floor(random.next() * 99)}`,
          costPerUnlock,
          budget: costPerUnlock * 200,
          createdBy: company.employerId,
        },
      },
      { type: 'CampaignSubmittedForApproval', data: { campaignId, companyId: company.companyId } },
    ]);
    pending.push({ campaignId, companyId: company.companyId, audienceId, costPerUnlock });
  }

  function* decideApproval(): Generator<GeneratedAppend> {
    const index = Math.floor(random.next() * pending.length);
    const next = pending[index];
    if (!next) return;
    pending.splice(index, 1);
    const company = companies.find((c) => c.companyId === next.companyId);
    if (!company) return;
    if (chance(0.85)) {
      yield append(`campaign-${next.campaignId}`, adminActor(), [
        {
          type: 'CampaignApproved',
          data: {
            campaignId: next.campaignId,
            companyId: next.companyId,
            resetRejectedOffers: false,
            userShouldBeNotified: true,
            audienceCandidatesCount: 20 + Math.floor(random.next() * 500),
          },
        },
      ]);
      company.approved.push(next);
      if (company.approved.length === 1) hiring.push(company);
    } else {
      yield append(`campaign-${next.campaignId}`, adminActor(), [
        {
          type: 'CampaignRejected',
          data: {
            campaignId: next.campaignId,
            companyId: next.companyId,
            rejectedReason: 'Zielgruppe zu groß',
            userShouldBeNotified: true,
          },
        },
      ]);
      yield append(`campaign-${next.campaignId}`, { id: company.employerId, role: 'business' }, [
        { type: 'CampaignSubmittedForApproval', data: { campaignId: next.campaignId, companyId: next.companyId } },
      ]);
      pending.push(next);
    }
  }

  const companyCount = Math.max(10, Math.round(options.events / 5000));
  for (let i = 0; i < companyCount; i += 1) {
    const companyId = random.uuid();
    const city = pick(CITIES);
    yield append(`company-${companyId}`, system, [
      {
        type: 'CompanyRegistered',
        data: {
          companyId,
          name: `${pick(LAST_NAMES)} ${pick(['Pflege', 'Logistik', 'Transporte', 'Betreuung'])} GmbH ${i + 1}`,
          country: 'DE',
          zipCode: city.zipCode,
          city: city.city,
          isPartner: chance(0.2),
        },
      },
      { type: 'CompanyAccountManagerAssigned', data: { companyId, accountManagerId: pick(admins) } },
    ]);
    const employerId = yield* user('business', companyId);
    yield append(`company-${companyId}`, system, [{ type: 'EmployerAttached', data: { companyId, employerId } }]);
    const company: Company = { companyId, employerId, approved: [] };
    companies.push(company);
    const campaigns = 1 + Math.floor(random.next() * 3);
    for (let c = 0; c < campaigns; c += 1) yield* campaign(company);
    if (pending.length > 0) yield* decideApproval();
  }
  while (companies.some((c) => c.approved.length === 0) && pending.length > 0) yield* decideApproval();

  const active: ActiveOffer[] = [];
  const recentContacts: string[] = [];
  const callMade = new Map<string, boolean>();
  const unlockedPairs = new Set<string>();
  const activeTarget = Math.max(200, Math.min(20_000, Math.round(options.events / 100)));

  function* registerContact(): Generator<GeneratedAppend> {
    const contactId = random.uuid();
    const city = pick(CITIES);
    yield append(`contact-${contactId}`, { id: null, role: 'contact' }, [
      {
        type: 'ContactRegistered',
        data: {
          contactId,
          userId: null,
          firstName: pick(FIRST_NAMES),
          lastName: pick(LAST_NAMES),
          email: null,
          phone: `+49 15${Math.floor(random.next() * 10)} ${Math.floor(1_000_000 + random.next() * 8_999_999)}`,
          profession: pick(PROFESSIONS),
          zipCode: city.zipCode,
          city: city.city,
          lat: city.lat + (random.next() - 0.5) / 5,
          lng: city.lng + (random.next() - 0.5) / 5,
          registeredAt: now(),
        },
      },
    ]);
    recentContacts.push(contactId);
    if (recentContacts.length > 5000) recentContacts.shift();
    const offers = 1 + Math.floor(random.next() * 3);
    for (let o = 0; o < offers; o += 1) {
      const company = pick(hiring);
      const chosen = pick(company.approved);
      const offerId = random.uuid();
      yield append(`offer-${offerId}`, system, [
        {
          type: 'OfferCreated',
          data: {
            offerId,
            contactId,
            campaignId: chosen.campaignId,
            companyId: company.companyId,
            audienceId: chosen.audienceId,
            employerId: company.employerId,
            price: chosen.costPerUnlock,
            createdAt: now(),
          },
        },
      ]);
      active.push({ offerId, contactId, company, campaign: chosen, stage: 'new', unlockId: null });
    }
  }

  const move = (
    offer: ActiveOffer,
    to: OfferStage,
    actor: { id: string | null; role: string | null },
    unlockId: string | null = null,
  ): GeneratedAppend => {
    const from = offer.stage;
    offer.stage = to;
    return append(`offer-${offer.offerId}`, actor, [
      {
        type: 'OfferStageChanged',
        data: { offerId: offer.offerId, companyId: offer.company.companyId, from, to, hiredAt: to === 'hired' ? now() : null, unlockId },
      },
    ]);
  };

  function* advance(index: number): Generator<GeneratedAppend> {
    const offer = active[index];
    if (!offer) return;
    const business = { id: offer.company.employerId, role: 'business' };
    const retire = (): void => {
      active[index] = active[active.length - 1] as ActiveOffer;
      active.pop();
    };
    const unlockStream = `unlock-${offer.company.companyId}-${offer.contactId}`;
    const unlockRef = (unlockId: string): { unlockId: string; contactId: string; companyId: string } => ({
      unlockId,
      contactId: offer.contactId,
      companyId: offer.company.companyId,
    });
    switch (offer.stage) {
      case 'new':
        yield move(offer, chance(0.75) ? 'in_process' : 'unqualified', adminActor());
        break;
      case 'in_process': {
        const pair = `${offer.company.companyId}|${offer.contactId}`;
        const r = random.next();
        if (r < 0.6 && !unlockedPairs.has(pair)) {
          unlockedPairs.add(pair);
          const unlockId = random.uuid();
          offer.unlockId = unlockId;
          yield append(unlockStream, business, [
            {
              type: 'ContactUnlocked',
              data: {
                unlockId,
                contactId: offer.contactId,
                companyId: offer.company.companyId,
                employerId: offer.company.employerId,
                campaignId: offer.campaign.campaignId,
                offerId: offer.offerId,
                price: offer.campaign.costPerUnlock,
              },
            },
          ]);
          yield move(offer, 'unlocked', business, unlockId);
        } else if (r < 0.85) yield move(offer, 'unqualified', adminActor());
        else yield move(offer, 'new', adminActor());
        break;
      }
      case 'unlocked':
        if (offer.unlockId && chance(0.7))
          yield append(unlockStream, business, [{ type: 'UnlockedContactOpened', data: unlockRef(offer.unlockId) }]);
        yield move(offer, chance(0.75) ? 'in_company_process' : 'unqualified', business);
        break;
      case 'in_company_process':
        yield move(offer, chance(0.6) ? 'gets_hired' : 'unqualified', business);
        break;
      case 'gets_hired':
        if (chance(0.75)) {
          yield move(offer, 'hired', business);
          if (offer.unlockId) {
            yield append(unlockStream, adminActor(), [
              chance(0.85)
                ? { type: 'UnlockHireConfirmedByAdmin', data: unlockRef(offer.unlockId) }
                : { type: 'UnlockHireRejectedByAdmin', data: unlockRef(offer.unlockId) },
            ]);
          }
          retire();
        } else yield move(offer, 'in_company_process', business);
        break;
      case 'hired':
        retire();
        break;
      case 'unqualified':
        if (chance(0.1)) yield move(offer, 'in_process', adminActor());
        else retire();
        break;
      default:
        retire();
    }
  }

  while (produced < options.events) {
    const r = random.next();
    if (active.length < activeTarget || r < 0.18) yield* registerContact();
    else if (r < 0.26) {
      const contactId = pick(recentContacts);
      const next = !(callMade.get(contactId) ?? false);
      callMade.set(contactId, next);
      yield append(`contact-${contactId}`, adminActor(), [{ type: 'ContactCallStatusChanged', data: { contactId, callMade: next } }]);
    } else if (r < 0.3) {
      const offer = pick(active);
      yield append(`offer-${offer.offerId}`, { id: offer.company.employerId, role: 'business' }, [
        { type: 'OfferStepTracked', data: { offerId: offer.offerId, step: pick(STEPS) } },
      ]);
    } else if (r < 0.301) yield* campaign(pick(companies));
    else if (r < 0.3015 && pending.length > 0) yield* decideApproval();
    else yield* advance(Math.floor(random.next() * active.length));
  }
}
