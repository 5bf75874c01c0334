import { randomUUID } from 'node:crypto';
import {
  CONTACT_STATUS_IDS,
  contactStreamId,
  inactiveAt,
  inactivityNoticeStreamId,
  isInactivityNoticeDue,
  isProcessingRestricted,
  retentionDue,
  notFound,
  offerStreamId,
  privacyDecider,
  privacyStreamId,
  retentionRunStreamId,
  userDecider,
  userStreamId,
  foldEvents,
  type DomainEvent,
  type ErasureCause,
  type PrivacyCommand,
  type PrivacyEvent,
  type RetentionFacts,
  type RetentionPolicy,
  type RetentionReason,
  type UserCommand,
  type UserEvent,
} from '@rm/domain';
import { WrongExpectedRevisionError, type EventStore } from '@rm/eventstore';
import { loadContact, runContactCommand } from '../contacts/contact-commands';
import { eventMetadata, handleCommand, type CommandMetadata } from '../shared/handle-command';
import { emailClaimStreamId } from '../users/user-commands';
import type { PersonalDataPort } from './privacy-port';

const DAY_MS = 24 * 3600 * 1000;
/** The employer's base status "unqualified" of an unlocked contact (set only with reasons). */
const UNQUALIFIED_STATUS_ID = CONTACT_STATUS_IDS.unqualified;

/** Recorded on the contact when the erasure deactivates it (encrypted like any reason, and erased with it). */
export const ERASURE_DEACTIVATION_REASON = 'Personenbezogene Daten gelöscht (Art. 17 DSGVO)';

/**
 * Recorded on the contact when the retention run restricts its processing (Art. 18 DSGVO): a rejected
 * candidate is kept for the AGG defence period only, neither matched into audiences nor offered to
 * employers, until erased or active again. The run lifts only a deactivation with this reason.
 */
export const RESTRICTION_DEACTIVATION_REASON =
  'Verarbeitung eingeschränkt (Art. 18 DSGVO): nach der Absage nur zur Abwehr von Rechtsansprüchen aufbewahrt';
/** Recorded on the contact when the run lifts the restriction (a sign-in, an offer open again, a talent-pool consent). */
export const RESTRICTION_LIFTED_REASON = 'Einschränkung der Verarbeitung aufgehoben: wieder aktiv';

/** Runs one command on a candidate's privacy record. */
export const runPrivacyCommand = (store: EventStore, contactId: string, command: PrivacyCommand, metadata: CommandMetadata) =>
  handleCommand({ store, streamId: privacyStreamId(contactId), decider: privacyDecider, command, metadata });

/** The candidate's sign-in user, from their registration (the log, not a read model); 404 for an unknown contact. */
export async function contactSubjects(store: EventStore, contactId: string): Promise<{ contactId: string; userId: string | null }> {
  const events = (await store.readStream(contactStreamId(contactId))) as unknown as DomainEvent[];
  const registered = events.find((event) => event.type === 'ContactRegistered');
  if (!registered) throw notFound('Contact not found.');
  return { contactId, userId: registered.data.userId };
}

export interface ErasureInput {
  contactId: string;
  cause: ErasureCause;
  /** Why (5–500 characters, no personal data: it stays readable). */
  reason: string;
}

export interface ErasureOutcome {
  subjectIds: string[];
  erasedAt: string;
  position: bigint | null;
  filesDeleted: number;
}

/**
 * Erases a candidate (Art. 17): refuses first what the record refuses (erased already, no reason); then
 * deactivates the contact and disables it for unlocking (so no company is offered or billed for them);
 * deletes the keys of the contact and of their user, and their files; records the erasure (the event the
 * read models forget them by); frees their e-mail address and ends their sessions. Every step is safe to
 * repeat: an erasure interrupted half-way is finished by asking again.
 */
export async function erasePerson(
  store: EventStore,
  port: PersonalDataPort,
  input: ErasureInput,
  metadata: CommandMetadata,
): Promise<ErasureOutcome> {
  const { contactId, userId } = await contactSubjects(store, input.contactId);
  const subjectIds = userId ? [contactId, userId] : [contactId];
  const erasedAt = metadata.occurredAt ?? new Date().toISOString();
  const command: PrivacyCommand = {
    type: 'ErasePersonalData',
    data: { contactId, subjectIds, cause: input.cause, reason: input.reason, at: erasedAt },
  };
  const record = foldEvents(privacyDecider, (await store.readStream(privacyStreamId(contactId))) as unknown as PrivacyEvent[]);
  privacyDecider.decide(command, record);

  const { state: contact } = await loadContact(store, contactId);
  if (contact.status === 'registered' && contact.isActive)
    await runContactCommand(
      store,
      contactId,
      { type: 'ToggleContactActive', data: { contactId, reason: ERASURE_DEACTIVATION_REASON } },
      metadata,
    );
  if (contact.status === 'registered' && !contact.disabledForUnlock)
    await runContactCommand(store, contactId, { type: 'ToggleDisableForUnlock', data: { contactId } }, metadata);
  // The claim stream is named by the address: found while the address can still be read.
  const claimStream = userId ? claimStreamOf(await store.readStream(userStreamId(userId))) : null;

  await port.keys.erase(subjectIds);
  const filesDeleted = await port.files.erase(subjectIds);
  const result = await runPrivacyCommand(store, contactId, command, metadata);

  let position = result.append?.position ?? null;
  if (claimStream && userId) position = (await releaseEmailClaim(store, claimStream, userId, metadata)) ?? position;
  if (userId) await port.endSessions([userId]);
  return { subjectIds, erasedAt, position, filesDeleted };
}

/** The claim stream of a user's address, from their registration (readable only until their key is deleted). */
function claimStreamOf(userEvents: readonly DomainEvent[]): string | null {
  const registered = userEvents.find((event) => event.type === 'UserRegistered');
  return registered ? emailClaimStreamId(registered.data.email) : null;
}

/** Frees an erased user's address for a new registration; the position of the release, or null when it was not theirs (any more). */
async function releaseEmailClaim(
  store: EventStore,
  claimStream: string,
  userId: string,
  metadata: CommandMetadata,
): Promise<bigint | null> {
  const last = (await store.readStream(claimStream)).at(-1);
  if (last?.type !== 'UserEmailClaimed' || last.data.userId !== userId) return null;
  const released = await store.append(
    claimStream,
    [{ id: randomUUID(), type: 'UserEmailReleased', data: { userId }, metadata: eventMetadata(metadata) }],
    last.revision,
  );
  return released.position;
}

export interface AccountErasureInput {
  userId: string;
  /** Why (5–500 characters, no personal data: it stays readable). */
  reason: string;
}

/**
 * Erases a company user's or an admin's account (Art. 17): refuses first what the account refuses (an
 * unknown or erased account, a candidate's, the admin's own); then deletes the user's key and files,
 * records the erasure on the user's stream (the event the read models forget them by), frees the e-mail
 * address and ends their sessions. What they did stays in the log and the read models by id. Safe to
 * repeat: an erasure cut short after the key was deleted is finished by asking again.
 */
export async function eraseAccount(
  store: EventStore,
  port: PersonalDataPort,
  input: AccountErasureInput,
  metadata: CommandMetadata,
): Promise<Omit<ErasureOutcome, 'filesDeleted'>> {
  const { userId } = input;
  const erasedAt = metadata.occurredAt ?? new Date().toISOString();
  const command: UserCommand = { type: 'EraseAccount', data: { userId, actorId: metadata.actorId, reason: input.reason, at: erasedAt } };
  const events = await store.readStream(userStreamId(userId));
  userDecider.decide(command, foldEvents(userDecider, events as unknown as UserEvent[]));
  const claimStream = claimStreamOf(events);

  await port.keys.erase([userId]);
  await port.files.erase([userId]);
  const result = await handleCommand({ store, streamId: userStreamId(userId), decider: userDecider, command, metadata });
  let position = result.append?.position ?? null;
  if (claimStream) position = (await releaseEmailClaim(store, claimStream, userId, metadata)) ?? position;
  await port.endSessions([userId]);
  return { subjectIds: [userId], erasedAt, position };
}

export interface RetentionRunOutcome {
  runId: string;
  checked: number;
  erasedContactIds: string[];
  /** Notices of an erasure for inactivity sent. */
  noticesSent?: number;
  /** Candidates whose processing the run restricted (Art. 18), and those it lifted the restriction of. */
  restrictedContactIds?: string[];
  liftedContactIds?: string[];
  accessLogPurged: number;
}

type Logged = DomainEvent & { metadata: { occurredAt: string } };
const latest = (a: string | null, b: string | null): string | null => (!a ? b : !b ? a : a > b ? a : b);

/**
 * What the log says of a candidate for the retention rule: their offers and how each ended (rejected on
 * the admin board, declined by the candidate, or the employer's status 5 on the unlocked contact), their
 * last activity (registration, any event of their offers and unlocks, the last sign-in), the talent-pool
 * consent and the notice of an erasure for inactivity.
 */
async function retentionFactsFromLog(store: EventStore, port: PersonalDataPort, contactId: string, policy: RetentionPolicy) {
  const person = await port.person(contactId);
  const streams = person?.streams ?? [];
  const contactEvents = (await store.readStream(contactStreamId(contactId))) as unknown as Logged[];
  let lastActivityAt: string | null = contactEvents.find((event) => event.type === 'ContactRegistered')?.metadata.occurredAt ?? null;
  /** Per offer: when it ended in a rejection (null: open, accepted or hired). */
  const offers = new Map<string, string | null>();
  for (const stream of streams.filter((id) => id.startsWith(offerStreamId('')))) {
    const events = (await store.readStream(stream)) as unknown as Logged[];
    const created = events.find((event) => event.type === 'OfferCreated');
    if (created?.type !== 'OfferCreated' || created.data.contactId !== contactId) continue;
    let rejectedAt: string | null = null;
    for (const event of events) {
      lastActivityAt = latest(lastActivityAt, event.metadata.occurredAt);
      if (event.type === 'OfferRejected') rejectedAt = event.metadata.occurredAt;
      if (event.type === 'OfferStageChanged') rejectedAt = event.data.to === 'unqualified' ? event.metadata.occurredAt : rejectedAt;
    }
    const last = events.filter((event) => event.type === 'OfferStageChanged').at(-1);
    // A declined offer an admin moved on afterwards (into the company's process) is open again.
    if (
      last?.type === 'OfferStageChanged' &&
      last.data.to !== 'unqualified' &&
      last.data.to !== 'new' &&
      last.metadata.occurredAt > (rejectedAt ?? '')
    )
      rejectedAt = null;
    offers.set(created.data.offerId, rejectedAt);
  }
  for (const stream of streams.filter((id) => id.startsWith('unlock-'))) {
    const events = (await store.readStream(stream)) as unknown as Logged[];
    let offerId: string | null = null;
    let statusId: number | null = null;
    let statusAt: string | null = null;
    for (const event of events) {
      lastActivityAt = latest(lastActivityAt, event.metadata.occurredAt);
      if (event.type === 'ContactUnlocked' && event.data.contactId === contactId) offerId = event.data.offerId;
      if (event.type === 'UnlockedContactStatusChanged' && event.data.contactId === contactId) {
        statusId = event.data.statusId;
        statusAt = event.metadata.occurredAt;
      }
    }
    // Status 5 (unqualified, with reasons): the employer rejected the candidate; the offer ends with it.
    if (offerId && offers.has(offerId) && statusId === UNQUALIFIED_STATUS_ID)
      offers.set(offerId, latest(offers.get(offerId) ?? null, statusAt));
  }
  const lastSignInAt = person?.userId && port.lastSignInAt ? await port.lastSignInAt(person.userId) : null;
  lastActivityAt = latest(lastActivityAt, lastSignInAt);
  const rejections = [...offers.values()].filter((at): at is string => at !== null);
  const record = foldEvents(privacyDecider, (await store.readStream(privacyStreamId(contactId))) as unknown as PrivacyEvent[]);
  const pool = record.consents.talent_pool;
  const facts: RetentionFacts = {
    offers: offers.size,
    rejectedOffers: rejections.length,
    lastRejectedAt: rejections.reduce<string | null>((a, b) => latest(a, b), null),
    talentPoolConsentAt: pool?.given ? pool.at : null,
    lastActivityAt,
    lastSignInAt,
    inactivityNoticeAt: null,
  };
  const inactive = inactiveAt(facts, policy);
  if (inactive) {
    const notice = (await store.readStream(inactivityNoticeStreamId(contactId, inactive))).at(-1) as unknown as Logged | undefined;
    facts.inactivityNoticeAt = notice?.type === 'InactivityNoticeSent' ? notice.data.sentAt : null;
  }
  return { facts, erased: record.erasedAt !== null };
}

const ERASURE_REASONS: Record<RetentionReason, (policy: RetentionPolicy) => string> = {
  rejected: (policy) => `Aufbewahrungsfrist abgelaufen (${policy.rejectedMonths} Monate nach der letzten Absage)`,
  talent_pool: (policy) => `Aufbewahrungsfrist abgelaufen (Talentpool: ${policy.talentPoolMonths} Monate nach der Einwilligung)`,
  inactive: (policy) => `Aufbewahrungsfrist abgelaufen (${policy.inactiveMonths} Monate ohne Aktivität, nach Ankündigung)`,
};

type RetentionLogFacts = Awaited<ReturnType<typeof retentionFactsFromLog>>;

/**
 * One run of the retention rule: the candidates the read model names are checked again against the log
 * (their offers' stages, the talent-pool consent) and erased when due; the run is recorded with the ids
 * and counts (no personal data), which the audit log shows. Access-log rows past their months go too.
 */
export async function runRetention(
  store: EventStore,
  port: PersonalDataPort,
  options: { now: Date; policy: RetentionPolicy; accessLogMonths: number; runId?: string },
): Promise<RetentionRunOutcome> {
  const runId = options.runId ?? randomUUID();
  const metadata: CommandMetadata = { actorId: null, actorRole: 'system', correlationId: runId, occurredAt: options.now.toISOString() };
  const candidates = await port.retentionCandidates(options.now, options.policy);
  const erasedContactIds: string[] = [];
  /** What the log said of each candidate checked here; the restriction pass reuses it. */
  const checked = new Map<string, RetentionLogFacts>();
  let noticesSent = 0;
  for (const contactId of candidates) {
    const logged = await retentionFactsFromLog(store, port, contactId, options.policy);
    checked.set(contactId, logged);
    const { facts, erased } = logged;
    if (erased) continue;
    const due = retentionDue(facts, options.policy);
    if (due && due.at.getTime() <= options.now.getTime()) {
      await erasePerson(store, port, { contactId, cause: 'retention', reason: ERASURE_REASONS[due.reason](options.policy) }, metadata);
      erasedContactIds.push(contactId);
      continue;
    }
    const inactive = inactiveAt(facts, options.policy);
    if (inactive && isInactivityNoticeDue(facts, options.now, options.policy)) {
      const erasesAt = new Date(Math.max(inactive.getTime(), options.now.getTime() + options.policy.inactivityNoticeDays * DAY_MS));
      const sent = await store
        .append(
          inactivityNoticeStreamId(contactId, inactive),
          [
            {
              id: randomUUID(),
              type: 'InactivityNoticeSent',
              data: { contactId, inactiveAt: inactive.toISOString(), erasesAt: erasesAt.toISOString(), sentAt: options.now.toISOString() },
              metadata: eventMetadata(metadata),
            },
          ],
          'no_stream',
        )
        .then(
          () => true,
          (error: unknown) => {
            if (error instanceof WrongExpectedRevisionError) return false;
            throw error;
          },
        );
      if (sent) noticesSent += 1;
    }
  }
  const restrictions = await restrictProcessing(store, port, options.policy, metadata, new Set(erasedContactIds), checked);
  const accessLogPurged = await port.purgeAccessLog(options.now, options.accessLogMonths);
  await store.append(
    retentionRunStreamId(runId),
    [
      {
        id: randomUUID(),
        type: 'RetentionRunCompleted',
        data: {
          runId,
          erasedContactIds,
          checkedCount: candidates.length,
          erasedCount: erasedContactIds.length,
          rejectedMonths: options.policy.rejectedMonths,
          talentPoolMonths: options.policy.talentPoolMonths,
          inactiveMonths: options.policy.inactiveMonths,
          noticesSentCount: noticesSent,
          restrictedCount: restrictions.restricted.length,
          restrictionsLiftedCount: restrictions.lifted.length,
          ranAt: options.now.toISOString(),
        },
        metadata: eventMetadata(metadata),
      },
    ],
    'no_stream',
  );
  return {
    runId,
    checked: candidates.length,
    erasedContactIds,
    noticesSent,
    restrictedContactIds: restrictions.restricted,
    liftedContactIds: restrictions.lifted,
    accessLogPurged,
  };
}

/** The reason of the contact's last deactivation, if it is inactive (null when active or never deactivated). */
async function deactivationReason(store: EventStore, contactId: string): Promise<string | null> {
  const events = (await store.readStream(contactStreamId(contactId))) as unknown as DomainEvent[];
  for (let index = events.length - 1; index >= 0; index -= 1) {
    const event = events[index];
    if (event?.type === 'ContactActivated') return null;
    if (event?.type === 'ContactDeactivated') return event.data.reason;
  }
  return null;
}

/**
 * The Art. 18 restriction during the AGG defence period: a candidate the rejection rule keeps (every offer
 * ended in a rejection, no sign-in since, no talent-pool consent: `isProcessingRestricted`) is deactivated
 * with `RESTRICTION_DEACTIVATION_REASON`, which takes them out of every audience, count and list of
 * eligible contacts; one who is active again is activated, but only where the run itself deactivated them
 * (an admin's deactivation stays). Candidates erased in this run are left out.
 */
async function restrictProcessing(
  store: EventStore,
  port: PersonalDataPort,
  policy: RetentionPolicy,
  metadata: CommandMetadata,
  erasedNow: ReadonlySet<string>,
  checked: ReadonlyMap<string, RetentionLogFacts>,
): Promise<{ restricted: string[]; lifted: string[] }> {
  const restricted: string[] = [];
  const lifted: string[] = [];
  for (const contactId of await port.restrictionCandidates(RESTRICTION_DEACTIVATION_REASON)) {
    if (erasedNow.has(contactId)) continue;
    const { facts, erased } = checked.get(contactId) ?? (await retentionFactsFromLog(store, port, contactId, policy));
    if (erased) continue;
    const { state: contact } = await loadContact(store, contactId);
    if (contact.status !== 'registered') continue;
    const restrict = isProcessingRestricted(facts);
    if (restrict && contact.isActive) {
      await runContactCommand(
        store,
        contactId,
        { type: 'ToggleContactActive', data: { contactId, reason: RESTRICTION_DEACTIVATION_REASON } },
        metadata,
      );
      restricted.push(contactId);
    } else if (!restrict && !contact.isActive && (await deactivationReason(store, contactId)) === RESTRICTION_DEACTIVATION_REASON) {
      await runContactCommand(
        store,
        contactId,
        { type: 'ToggleContactActive', data: { contactId, reason: RESTRICTION_LIFTED_REASON } },
        metadata,
      );
      lifted.push(contactId);
    }
  }
  return { restricted, lifted };
}
