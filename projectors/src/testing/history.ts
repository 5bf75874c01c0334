import { randomUUID } from 'node:crypto';
import { OFFER_STAGES, type DomainEvent, type OfferStage } from '@rm/domain';
import type { NewEvent } from '@rm/eventstore';

export interface HistoryAppend {
  streamId: string;
  events: NewEvent[];
}

interface Options {
  /** Roughly how many events to produce. */
  events: number;
  companies?: number;
  /** Start of the history; events are one second apart. */
  start?: Date;
  /** Deterministic ids and choices when set. */
  seed?: number;
}

function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A realistic event history for tests and benchmarks: companies with account managers, audiences and
 * campaigns going through approval, contacts registering, offers created and moved through the
 * pipeline, unlocks (which move offers to `unlocked`), hire decisions and call-status toggles.
 * Returned as appends (stream + events) in the order they would happen.
 */
export function generateHistory(options: Options): HistoryAppend[] {
  const random = options.seed === undefined ? Math.random : prng(options.seed);
  const uuid = options.seed === undefined ? randomUUID : (): string => {
    const hex = (n: number): string => Array.from({ length: n }, () => Math.floor(random() * 16).toString(16)).join('');
    return `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  let clock = (options.start ?? new Date('2026-01-01T08:00:00Z')).getTime();
  const admin = uuid();
  const appends: HistoryAppend[] = [];
  let count = 0;
  const revisions = new Map<string, number>();
  const unlocked = new Set<string>();

  const emit = (streamId: string, events: DomainEvent[], actorId: string | null = admin): void => {
    clock += 1000;
    const occurredAt = new Date(clock).toISOString();
    const correlationId = uuid();
    appends.push({
      streamId,
      events: events.map((event) => ({ id: uuid(), ...event, metadata: { actorId, actorRole: actorId ? 'admin' : null, correlationId, causationId: null, occurredAt } })),
    });
    revisions.set(streamId, (revisions.get(streamId) ?? -1) + events.length);
    count += events.length;
  };

  emit(`user-${admin}`, [
    { type: 'UserRegistered', data: { userId: admin, email: `admin-${admin.slice(0, 8)}@history.test`, firstName: 'Ada', lastName: 'Admin', phone: null, passwordHash: 'not-a-real-hash', companyId: null } },
    { type: 'UserRoleGranted', data: { userId: admin, role: 'admin' } },
  ]);

  const companies = Array.from({ length: options.companies ?? 20 }, (_, i) => ({ companyId: uuid(), name: `Firma ${i + 1}`, campaigns: [] as string[] }));
  for (const company of companies) {
    emit(`company-${company.companyId}`, [
      { type: 'CompanyRegistered', data: { companyId: company.companyId, name: company.name, country: 'DE', zipCode: '10115', city: 'Berlin', isPartner: false } },
      { type: 'CompanyAccountManagerAssigned', data: { companyId: company.companyId, accountManagerId: admin } },
    ]);
    for (let c = 0; c < 3; c += 1) {
      const audienceId = uuid();
      const campaignId = uuid();
      emit(`audience-${audienceId}`, [
        { type: 'AudienceCreated', data: { audienceId, companyId: company.companyId, name: `Zielgruppe ${c + 1}`, profession: 'driver', zipCode: '10115', lat: 52.53, lng: 13.38, rangeKm: 50 } },
      ]);
      emit(`campaign-${campaignId}`, [
        { type: 'CampaignCreated', data: { campaignId, companyId: company.companyId, audienceId, name: `${company.name} Kampagne ${c + 1}`, costPerUnlock: 2500, budget: 500000, createdBy: admin } },
        { type: 'CampaignSubmittedForApproval', data: { campaignId, companyId: company.companyId } },
      ]);
      emit(`campaign-${campaignId}`, [
        { type: 'CampaignApproved', data: { campaignId, companyId: company.companyId, resetRejectedOffers: false, userShouldBeNotified: true, audienceCandidatesCount: 120 } },
      ]);
      company.campaigns.push(campaignId);
    }
  }

  while (count < options.events) {
    const contactId = uuid();
    emit(`contact-${contactId}`, [
      { type: 'ContactRegistered', data: { contactId, userId: null, firstName: 'Kim', lastName: `Muster ${count}`, email: null, phone: '+49 151 0000000', profession: 'driver', zipCode: '10115', city: 'Berlin', lat: 52.53 + random() / 10, lng: 13.38 + random() / 10, registeredAt: new Date(clock).toISOString() } },
    ], null);
    if (random() < 0.3) emit(`contact-${contactId}`, [{ type: 'ContactCallStatusChanged', data: { contactId, callMade: true } }]);
    const offers = 1 + Math.floor(random() * 3);
    for (let o = 0; o < offers && count < options.events; o += 1) {
      const company = pick(companies);
      const campaignId = pick(company.campaigns);
      const offerId = uuid();
      const stream = `offer-${offerId}`;
      emit(stream, [{ type: 'OfferCreated', data: { offerId, contactId, campaignId, companyId: company.companyId, audienceId: null, employerId: null, price: 2500, createdAt: new Date(clock).toISOString() } }]);
      let stage: OfferStage = 'new';
      const steps = Math.floor(random() * 5);
      for (let s = 0; s < steps; s += 1) {
        const pair = `${company.companyId}-${contactId}`;
        const next = pick(OFFER_STAGES.filter((candidate) => candidate !== stage && (candidate !== 'unlocked' || !unlocked.has(pair))));
        if (next === 'unlocked') {
          unlocked.add(pair);
          const unlockId = uuid();
          emit(`unlock-${company.companyId}-${contactId}`, [{ type: 'ContactUnlocked', data: { unlockId, contactId, companyId: company.companyId, employerId: null, campaignId, offerId, price: 2500 } }]);
          emit(stream, [{ type: 'OfferStageChanged', data: { offerId, companyId: company.companyId, from: stage, to: 'unlocked', hiredAt: null, unlockId } }]);
          if (random() < 0.3) emit(`unlock-${company.companyId}-${contactId}`, [{ type: 'UnlockHireConfirmedByAdmin', data: { unlockId, contactId, companyId: company.companyId } }]);
          stage = 'unlocked';
          break;
        }
        emit(stream, [{ type: 'OfferStageChanged', data: { offerId, companyId: company.companyId, from: stage, to: next, hiredAt: next === 'hired' ? new Date(clock).toISOString() : null, unlockId: null } }]);
        stage = next;
      }
    }
  }
  return appends;
}

/** The expected revision for each append when replaying a generated history into an empty store. */
export function expectedRevisions(appends: readonly HistoryAppend[]): Array<number | 'no_stream'> {
  const last = new Map<string, number>();
  return appends.map((append) => {
    const previous = last.get(append.streamId);
    last.set(append.streamId, (previous ?? -1) + append.events.length);
    return previous === undefined ? 'no_stream' : previous;
  });
}
