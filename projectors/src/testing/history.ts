import { randomUUID } from 'node:crypto';
import { OFFER_STAGES, PROFESSIONS, type DomainEvent, type OfferStage } from '@rm/domain';
import type { NewEvent } from '@rm/eventstore';

/** One append of a generated history: events for one stream, in the order they would happen. */
export interface HistoryAppend {
  streamId: string;
  events: NewEvent[];
}

export interface HistoryOptions {
  /** Roughly how many events to produce (at least this many). */
  events: number;
  companies?: number;
  /** Start of the history; appends are one second apart. */
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

const CITIES = [
  { city: 'Berlin', zipCode: '10115', lat: 52.532, lng: 13.384 },
  { city: 'Hamburg', zipCode: '20095', lat: 53.551, lng: 10.0 },
  { city: 'München', zipCode: '80331', lat: 48.137, lng: 11.575 },
  { city: 'Köln', zipCode: '50667', lat: 50.938, lng: 6.96 },
  { city: 'Leipzig', zipCode: '04109', lat: 51.34, lng: 12.375 },
] as const;

/**
 * A realistic event history for tests and measurements: an admin, companies with account managers and
 * employers, audiences around German cities and campaigns going through approval (some rejected first),
 * contacts registering (some with a user), call status, activation, unlock availability and phone
 * verification changes, offers created and moved through the pipeline, unlocks (which move offers to
 * `unlocked`), opened, hire decisions and deletions. Every stream's revisions are consistent.
 */
export function generateHistory(options: HistoryOptions): HistoryAppend[] {
  const random = options.seed === undefined ? Math.random : prng(options.seed);
  const uuid =
    options.seed === undefined
      ? randomUUID
      : (): string => {
          const hex = (n: number): string => Array.from({ length: n }, () => Math.floor(random() * 16).toString(16)).join('');
          return `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
        };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const chance = (p: number): boolean => random() < p;
  let clock = (options.start ?? new Date('2026-01-01T08:00:00Z')).getTime();
  const now = (): string => new Date(clock).toISOString();
  const appends: HistoryAppend[] = [];
  let count = 0;

  const admin = uuid();
  const emit = (streamId: string, events: DomainEvent[], actorId: string | null = admin, actorRole: string | null = 'admin'): void => {
    clock += 1000;
    const occurredAt = now();
    const correlationId = uuid();
    appends.push({
      streamId,
      events: events.map((event) => ({
        id: uuid(),
        ...event,
        metadata: { actorId, actorRole: actorId ? actorRole : null, correlationId, causationId: null, occurredAt },
      })),
    });
    count += events.length;
  };

  emit(`user-${admin}`, [
    {
      type: 'UserRegistered',
      data: {
        userId: admin,
        email: `Admin-${admin.slice(0, 8)}@History.test`,
        firstName: 'Ada',
        lastName: 'Admin',
        phone: null,
        passwordHash: 'hash:admin',
        companyId: null,
      },
    },
    { type: 'UserRoleGranted', data: { userId: admin, role: 'admin' } },
  ]);
  const managers = [admin];
  for (let m = 0; m < 2; m += 1) {
    const manager = uuid();
    managers.push(manager);
    emit(`user-${manager}`, [
      {
        type: 'UserRegistered',
        data: {
          userId: manager,
          email: `manager-${manager.slice(0, 8)}@history.test`,
          firstName: 'Max',
          lastName: `Manager ${m + 1}`,
          phone: null,
          passwordHash: 'hash:manager',
          companyId: null,
        },
      },
      { type: 'UserRoleGranted', data: { userId: manager, role: 'admin' } },
    ]);
  }

  interface Company {
    companyId: string;
    campaigns: Array<{ campaignId: string; audienceId: string }>;
    employers: string[];
  }
  const companies: Company[] = [];
  for (let i = 0; i < (options.companies ?? 20); i += 1) {
    const company: Company = { companyId: uuid(), campaigns: [], employers: [] };
    companies.push(company);
    const place = pick(CITIES);
    emit(`company-${company.companyId}`, [
      {
        type: 'CompanyRegistered',
        data: {
          companyId: company.companyId,
          name: `Spedition ${i + 1} GmbH`,
          country: 'DE',
          zipCode: place.zipCode,
          city: place.city,
          isPartner: chance(0.2),
        },
      },
      { type: 'CompanyAccountManagerAssigned', data: { companyId: company.companyId, accountManagerId: pick(managers) } },
    ]);
    const employer = uuid();
    company.employers.push(employer);
    emit(`user-${employer}`, [
      {
        type: 'UserRegistered',
        data: {
          userId: employer,
          email: `chef-${employer.slice(0, 8)}@history.test`,
          firstName: 'Erika',
          lastName: `Chefin ${i + 1}`,
          phone: '+49 30 1234567',
          passwordHash: 'hash:employer',
          companyId: company.companyId,
        },
      },
      { type: 'UserRoleGranted', data: { userId: employer, role: 'business-owner' } },
    ]);
    emit(`company-${company.companyId}`, [{ type: 'EmployerAttached', data: { companyId: company.companyId, employerId: employer } }]);
    for (let c = 0; c < 3; c += 1) {
      const audienceId = uuid();
      const campaignId = uuid();
      const centre = pick(CITIES);
      emit(`audience-${audienceId}`, [
        {
          type: 'AudienceCreated',
          data: {
            audienceId,
            companyId: company.companyId,
            name: `Zielgruppe ${centre.city} ${c + 1}`,
            profession: pick(PROFESSIONS),
            zipCode: centre.zipCode,
            lat: centre.lat,
            lng: centre.lng,
            rangeKm: pick([10, 30, 50]),
          },
        },
      ]);
      emit(`campaign-${campaignId}`, [
        {
          type: 'CampaignCreated',
          data: {
            campaignId,
            companyId: company.companyId,
            audienceId,
            name: `Kampagne ${centre.city} ${i + 1}.${c + 1}`,
            costPerUnlock: 2500,
            budget: 500_000,
            createdBy: admin,
          },
        },
        { type: 'CampaignSubmittedForApproval', data: { campaignId, companyId: company.companyId } },
      ]);
      if (chance(0.2)) {
        emit(`campaign-${campaignId}`, [
          {
            type: 'CampaignRejected',
            data: { campaignId, companyId: company.companyId, rejectedReason: 'Budget zu klein', userShouldBeNotified: true },
          },
        ]);
        emit(`campaign-${campaignId}`, [{ type: 'CampaignSubmittedForApproval', data: { campaignId, companyId: company.companyId } }]);
      }
      if (c < 2) {
        emit(`campaign-${campaignId}`, [
          {
            type: 'CampaignApproved',
            data: {
              campaignId,
              companyId: company.companyId,
              resetRejectedOffers: false,
              userShouldBeNotified: true,
              audienceCandidatesCount: 0,
            },
          },
        ]);
      }
      company.campaigns.push({ campaignId, audienceId });
    }
  }

  const unlocked = new Set<string>();
  while (count < options.events) {
    const contactId = uuid();
    const contactStream = `contact-${contactId}`;
    const place = pick(CITIES);
    const userId = chance(0.2) ? uuid() : null;
    if (userId) {
      emit(
        `user-${userId}`,
        [
          {
            type: 'UserRegistered',
            data: {
              userId,
              email: `fahrer-${userId.slice(0, 8)}@history.test`,
              firstName: 'Kim',
              lastName: `Fahrer ${count}`,
              phone: '+49 151 0000000',
              passwordHash: 'hash:contact',
              companyId: null,
            },
          },
        ],
        null,
      );
    }
    emit(
      contactStream,
      [
        {
          type: 'ContactRegistered',
          data: {
            contactId,
            userId,
            firstName: 'Kim',
            lastName: `Muster ${count}`,
            email: chance(0.7) ? `kim-${contactId.slice(0, 8)}@history.test` : null,
            phone: '+49 151 0000000',
            profession: pick(PROFESSIONS),
            zipCode: place.zipCode,
            city: place.city,
            lat: place.lat + (random() - 0.5) * 0.8,
            lng: place.lng + (random() - 0.5) * 1.2,
            registeredAt: now(),
          },
        },
      ],
      userId,
      'contact',
    );
    if (chance(0.3)) emit(contactStream, [{ type: 'ContactCallStatusChanged', data: { contactId, callMade: true } }]);
    if (chance(0.1))
      emit(contactStream, [{ type: 'ContactPhoneVerified', data: { contactId, verifiedAt: now(), method: 'without_code' } }]);
    if (chance(0.05)) emit(contactStream, [{ type: 'ContactDisabledForUnlock', data: { contactId } }]);
    if (chance(0.05)) {
      emit(contactStream, [{ type: 'ContactDeactivated', data: { contactId, reason: 'Kein Interesse' } }]);
      if (chance(0.5)) emit(contactStream, [{ type: 'ContactActivated', data: { contactId, reason: 'Wieder aktiv' } }]);
    }
    if (chance(0.05)) emit(contactStream, [{ type: 'ContactRecruitmentInterestSet', data: { contactId, interested: chance(0.5) } }]);

    const offers = 1 + Math.floor(random() * 3);
    for (let o = 0; o < offers; o += 1) {
      const company = pick(companies);
      const { campaignId, audienceId } = pick(company.campaigns);
      const offerId = uuid();
      const offerStream = `offer-${offerId}`;
      const unlockStream = `unlock-${company.companyId}-${contactId}`;
      emit(offerStream, [
        {
          type: 'OfferCreated',
          data: {
            offerId,
            contactId,
            campaignId,
            companyId: company.companyId,
            audienceId,
            employerId: chance(0.5) ? (company.employers[0] ?? null) : null,
            price: 2500,
            createdAt: now(),
          },
        },
      ]);
      let stage: OfferStage = 'new';
      const steps = Math.floor(random() * 5);
      for (let s = 0; s < steps; s += 1) {
        const pair = `${company.companyId}-${contactId}`;
        const next = pick(OFFER_STAGES.filter((candidate) => candidate !== stage && (candidate !== 'unlocked' || !unlocked.has(pair))));
        if (next === 'unlocked') {
          unlocked.add(pair);
          const unlockId = uuid();
          emit(unlockStream, [
            {
              type: 'ContactUnlocked',
              data: {
                unlockId,
                contactId,
                companyId: company.companyId,
                employerId: company.employers[0] ?? null,
                campaignId,
                offerId,
                price: 2500,
              },
            },
          ]);
          emit(offerStream, [
            {
              type: 'OfferStageChanged',
              data: { offerId, companyId: company.companyId, from: stage, to: 'unlocked', hiredAt: null, unlockId },
            },
          ]);
          const ref = { unlockId, contactId, companyId: company.companyId };
          if (chance(0.6)) emit(unlockStream, [{ type: 'UnlockedContactOpened', data: ref }], company.employers[0] ?? null, 'business');
          if (chance(0.3)) emit(unlockStream, [{ type: 'UnlockHireConfirmedByAdmin', data: ref }]);
          else if (chance(0.1)) emit(unlockStream, [{ type: 'UnlockHireRejectedByAdmin', data: ref }]);
          if (chance(0.05)) emit(unlockStream, [{ type: 'UnlockDeleted', data: ref }]);
          stage = 'unlocked';
          break;
        }
        emit(offerStream, [
          {
            type: 'OfferStageChanged',
            data: {
              offerId,
              companyId: company.companyId,
              from: stage,
              to: next,
              hiredAt: next === 'hired' ? now() : null,
              unlockId: null,
            },
          },
        ]);
        stage = next;
      }
      if (chance(0.1)) emit(offerStream, [{ type: 'OfferStepTracked', data: { offerId, step: 'offer_viewed' } }], null);
      // About one offer in twelve that was never unlocked is turned down by its candidate.
      const draw = hashOf(offerId);
      if (stage !== 'unlocked' && draw % 12 === 0) {
        const reason = REJECTION_REASONS[draw % REJECTION_REASONS.length] ?? 'other';
        emit(
          offerStream,
          [
            {
              type: 'OfferRejected',
              data: {
                offerId,
                contactId,
                companyId: company.companyId,
                campaignId,
                reason,
                text: reason === 'other' ? 'Ich habe mich anders entschieden.' : null,
                rejectedAt: now(),
              },
            },
          ],
          null,
          'contact',
        );
      }
    }
  }
  // Reference data, kept by the admin last (so that the ids drawn before stay what they were).
  // Identifiers of their own per history, so that a second history in the same store claims other keys.
  const statuses = ['not_started', 'in_progress', 'done'].map((name) => ({ itemId: uuid(), identifier: `${name}_${uuid().slice(0, 8)}` }));
  for (const { itemId, identifier } of statuses) {
    emit(`reference-key-task-statuses-${identifier}`, [
      { type: 'ReferenceKeyClaimed', data: { kind: 'task-statuses', key: identifier, itemId } },
    ]);
    emit(`reference-item-${itemId}`, [
      {
        type: 'ReferenceItemCreated',
        data: { itemId, kind: 'task-statuses', fields: { name: identifier, identifier, status_color: 'default' } },
      },
    ]);
  }
  const [first, , last] = statuses;
  if (first)
    emit(`reference-item-${first.itemId}`, [
      {
        type: 'ReferenceItemChanged',
        data: { itemId: first.itemId, kind: 'task-statuses', changes: { name: 'Nicht begonnen' }, before: { name: first.identifier } },
      },
    ]);
  if (last)
    emit(`reference-item-${last.itemId}`, [
      { type: 'ReferenceItemDeleted', data: { itemId: last.itemId, kind: 'task-statuses', label: last.identifier } },
    ]);
  // The employer workspace of each company: SEPA (approved for some), a definition (one deleted), a
  // testimonial, a package, a template (one deleted), active-sourcing messages, a document and an image.
  for (const [i, company] of companies.entries()) {
    const { companyId } = company;
    const owner = company.employers[0] ?? admin;
    const stream = `employer-${companyId}`;
    const contactId = unlockedContact(appends) ?? uuid();
    const definitionId = uuid();
    const templateId = uuid();
    emit(
      stream,
      [
        {
          type: 'SepaDetailsSaved',
          data: {
            companyId,
            userId: owner,
            bankAccountOwner: `Spedition ${i + 1} GmbH`,
            iban: 'DE89370400440532013000',
            swiftBic: 'COBADEFFXXX',
            signerName: 'Erika Chefin',
            acceptedTermsAt: now(),
          },
        },
        { type: 'DefinitionSaved', data: { companyId, definitionId, name: 'Fachkraft', description: 'Examiniert' } },
        { type: 'DefinitionSaved', data: { companyId, definitionId: uuid(), name: 'Hilfskraft', description: '' } },
        { type: 'DefinitionDeleted', data: { companyId, definitionId, userId: owner, reason: 'veraltet' } },
        {
          type: 'TestimonialSaved',
          data: {
            companyId,
            testimonialId: uuid(),
            userId: owner,
            bodyProblem: 'Keine Fahrer.',
            bodyCollaboration: 'Schnell.',
            bodyResults: 'Zwei Einstellungen.',
            bodyConclusion: 'Gut.',
          },
        },
        {
          type: 'PackageChosen',
          data: { companyId, packageKey: 'professional', messages: 50, campaigns: 1, months: 3, monthlyPrice: 737.5, periodPrice: 2212.5 },
        },
        { type: 'MessageTemplateSaved', data: { companyId, templateId, name: 'Erstkontakt', body: 'Hallo!' } },
        { type: 'MessageTemplateSaved', data: { companyId, templateId: uuid(), name: 'Nachfassen', body: 'Noch Interesse?' } },
        { type: 'MessageTemplateDeleted', data: { companyId, templateId } },
        {
          type: 'ActiveSourcingMessageSent',
          data: { companyId, messageId: uuid(), contactId, senderId: owner, templateId: null, message: 'Hallo!', sentAt: now() },
        },
        {
          type: 'ContactDocumentAdded',
          data: { companyId, contactId, documentId: uuid(), name: 'Lebenslauf.pdf', contentType: 'application/pdf', size: 1024 },
        },
        {
          type: 'ImageUploaded',
          data: { companyId, mediaId: uuid(), userId: owner, name: 'logo.png', contentType: 'image/png', size: 512 },
        },
        { type: 'ActiveSourcingAccessSet', data: { companyId, unlimited: i % 2 === 0 } },
      ],
      owner,
      'business-owner',
    );
    if (i % 2 === 0) emit(`company-${companyId}`, [{ type: 'CompanySepaApproved', data: { companyId, signedAt: now() } }]);
    // The company's CRM timeline: a note, a call that is edited and starred, an e-mail that is deleted.
    const [note, call, email] = [uuid(), uuid(), uuid()];
    const entry = (entryId: string, entryType: 'note' | 'call' | 'email', text: string) => ({
      entryId,
      companyId,
      model: 'company' as const,
      modelId: companyId,
      contactId: null,
      subjectId: owner,
      entryType,
      text,
      title: entryType === 'email' ? 'Angebot' : null,
      outcome: entryType === 'call' ? 'reached' : null,
      meetingDate: null,
      meetingTime: null,
      performedAt: now(),
    });
    emit(
      `timeline-${note}`,
      [{ type: 'TimelineEntryCreated', data: { ...entry(note, 'note', 'Rahmenvertrag besprochen.'), authorId: owner } }],
      owner,
      'business-owner',
    );
    emit(
      `timeline-${call}`,
      [
        { type: 'TimelineEntryCreated', data: { ...entry(call, 'call', 'Rückruf vereinbart.'), authorId: owner } },
        { type: 'TimelineEntryUpdated', data: entry(call, 'call', 'Rückruf am Montag.') },
        {
          type: 'TimelineEntryStarred',
          data: { entryId: call, companyId, model: 'company', modelId: companyId, contactId: null, starred: true },
        },
      ],
      owner,
      'business-owner',
    );
    emit(
      `timeline-${email}`,
      [
        { type: 'TimelineEntryCreated', data: { ...entry(email, 'email', 'Unterlagen anbei.'), authorId: owner } },
        { type: 'TimelineEntryDeleted', data: { entryId: email, companyId, model: 'company', modelId: companyId, contactId: null } },
      ],
      owner,
      'business-owner',
    );
  }
  // A comment thread on the first company: a comment, a reply that is edited, and a comment that is removed.
  const commentedCompany = companies[0]?.companyId;
  if (commentedCompany) {
    const ref = (commentId: string) => ({
      commentId,
      model: 'company' as const,
      modelId: commentedCompany,
      companyId: commentedCompany,
      subjectId: admin,
    });
    const [first, reply, removed] = [uuid(), uuid(), uuid()];
    emit(`comment-${first}`, [
      {
        type: 'CommentPosted',
        data: { ...ref(first), parentId: null, parentAuthorId: null, authorId: admin, body: 'Vertrag verlängert.' },
      },
    ]);
    emit(`comment-${reply}`, [
      { type: 'CommentPosted', data: { ...ref(reply), parentId: first, parentAuthorId: admin, authorId: admin, body: 'Bis Ende 2027.' } },
      { type: 'CommentEdited', data: { ...ref(reply), body: 'Bis Ende 2028.' } },
    ]);
    emit(`comment-${removed}`, [
      { type: 'CommentPosted', data: { ...ref(removed), parentId: null, parentAuthorId: null, authorId: admin, body: 'Doppelt.' } },
      { type: 'CommentRemoved', data: ref(removed) },
    ]);
  }
  // A company user the owner limited to the unlocked contacts and tasks, then gave the timeline too.
  const limitedCompany = companies[0]?.companyId;
  if (limitedCompany) {
    const member = uuid();
    const permissions = (list: string[]) => ({
      type: 'CompanyUserPermissionsSet' as const,
      data: { userId: member, companyId: limitedCompany, permissions: list },
    });
    emit(`company-user-permissions-${member}`, [
      permissions(['tasks', 'unlocked-contacts']),
      permissions(['tasks', 'timeline', 'unlocked-contacts']),
    ]);
  }
  // The data-protection officer's register: a breach notified late, and a candidate's request answered.
  const breach = {
    detectedAt: now(),
    description: 'Fehlversand einer Kontaktliste',
    dataCategories: 'Kontaktdaten',
    personsAffected: 12,
    risk: 'risk' as const,
    authorityNotifiedAt: null,
    personsNotifiedAt: null,
  };
  const breachId = uuid();
  emit(`privacy-breach-${breachId}`, [
    { type: 'BreachRecorded', data: { breachId, ...breach } },
    { type: 'BreachChanged', data: { breachId, ...breach, authorityNotifiedAt: now() } },
  ]);
  const request = {
    kind: 'access' as const,
    receivedAt: now(),
    reference: 'DSA-2026-1',
    contactId: unlockedContact(appends),
    extended: false,
    doneAt: null,
  };
  const requestId = uuid();
  emit(`privacy-request-${requestId}`, [
    { type: 'DataSubjectRequestRecorded', data: { requestId, ...request } },
    { type: 'DataSubjectRequestChanged', data: { requestId, ...request, doneAt: now() } },
  ]);
  emit(`tracked-event-${uuid()}`, [{ type: 'UserEventTracked', data: { trackingId: uuid(), userId: admin, name: 'history_viewed' } }]);
  return appends;
}

const REJECTION_REASONS = ['salary_too_low', 'too_far', 'shift_model', 'found_other_job', 'not_looking', 'other'] as const;

/** A contact that was unlocked somewhere in the history (documents and messages name one), if any. */
function unlockedContact(appends: readonly HistoryAppend[]): string | null {
  for (const append of appends)
    for (const event of append.events) if (event.type === 'ContactUnlocked') return String((event.data as { contactId: string }).contactId);
  return null;
}

/** A small deterministic number from an id (FNV-1a), independent of the history's random sequence. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/** The expected revision for each append when writing a generated history into an empty store. */
export function expectedRevisions(appends: readonly HistoryAppend[]): Array<number | 'no_stream'> {
  const last = new Map<string, number>();
  return appends.map((append) => {
    const previous = last.get(append.streamId);
    last.set(append.streamId, (previous ?? -1) + append.events.length);
    return previous === undefined ? 'no_stream' : previous;
  });
}
