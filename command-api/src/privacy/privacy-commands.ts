import { randomUUID } from 'node:crypto';
import {
  contactStreamId,
  isRetentionDue,
  notFound,
  offerStreamId,
  privacyDecider,
  privacyStreamId,
  retentionRunStreamId,
  userStreamId,
  foldEvents,
  type DomainEvent,
  type ErasureCause,
  type PrivacyCommand,
  type PrivacyEvent,
  type RetentionPolicy,
} from '@rm/domain';
import type { EventStore } from '@rm/eventstore';
import { loadContact, runContactCommand } from '../contacts/contact-commands';
import { eventMetadata, handleCommand, type CommandMetadata } from '../shared/handle-command';
import { emailClaimStreamId } from '../users/user-commands';
import type { PersonalDataPort } from './privacy-port';

/** Recorded on the contact when the erasure deactivates it (encrypted like any reason, and erased with it). */
export const ERASURE_DEACTIVATION_REASON = 'Personenbezogene Daten gelöscht (Art. 17 DSGVO)';

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
  let claimStream: string | null = null;
  if (userId) {
    const user = (await store.readStream(userStreamId(userId))) as unknown as DomainEvent[];
    const registered = user.find((event) => event.type === 'UserRegistered');
    if (registered) claimStream = emailClaimStreamId(registered.data.email);
  }

  await port.keys.erase(subjectIds);
  const filesDeleted = await port.files.erase(subjectIds);
  const result = await runPrivacyCommand(store, contactId, command, metadata);

  let position = result.append?.position ?? null;
  if (claimStream && userId) {
    const last = (await store.readStream(claimStream)).at(-1);
    if (last?.type === 'UserEmailClaimed' && last.data.userId === userId) {
      const released = await store.append(
        claimStream,
        [{ id: randomUUID(), type: 'UserEmailReleased', data: { userId }, metadata: eventMetadata(metadata) }],
        last.revision,
      );
      position = released.position;
    }
  }
  if (userId) await port.endSessions([userId]);
  return { subjectIds, erasedAt, position, filesDeleted };
}

export interface RetentionRunOutcome {
  runId: string;
  checked: number;
  erasedContactIds: string[];
  accessLogPurged: number;
}

/** What the log says of a candidate's offers and talent-pool consent, for the retention rule. */
async function retentionFactsFromLog(store: EventStore, port: PersonalDataPort, contactId: string) {
  const person = await port.person(contactId);
  const offerStreams = (person?.streams ?? []).filter((stream) => stream.startsWith(offerStreamId('')));
  let offers = 0;
  let rejectedOffers = 0;
  let lastRejectedAt: string | null = null;
  for (const stream of offerStreams) {
    const events = (await store.readStream(stream)) as unknown as Array<DomainEvent & { metadata: { occurredAt: string } }>;
    const created = events.find((event) => event.type === 'OfferCreated');
    if (!created || created.data.contactId !== contactId) continue;
    offers += 1;
    const last = events.filter((event) => event.type === 'OfferStageChanged').at(-1);
    if (last?.type === 'OfferStageChanged' && last.data.to === 'unqualified') {
      rejectedOffers += 1;
      if (!lastRejectedAt || last.metadata.occurredAt > lastRejectedAt) lastRejectedAt = last.metadata.occurredAt;
    }
  }
  const record = foldEvents(privacyDecider, (await store.readStream(privacyStreamId(contactId))) as unknown as PrivacyEvent[]);
  const pool = record.consents.talent_pool;
  return {
    facts: { offers, rejectedOffers, lastRejectedAt, talentPoolConsentAt: pool?.given ? pool.at : null },
    erased: record.erasedAt !== null,
  };
}

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
  for (const contactId of candidates) {
    const { facts, erased } = await retentionFactsFromLog(store, port, contactId);
    if (erased || !isRetentionDue(facts, options.now, options.policy)) continue;
    await erasePerson(
      store,
      port,
      {
        contactId,
        cause: 'retention',
        reason: facts.talentPoolConsentAt
          ? `Aufbewahrungsfrist abgelaufen (Talentpool: ${options.policy.talentPoolMonths} Monate nach der Einwilligung)`
          : `Aufbewahrungsfrist abgelaufen (${options.policy.rejectedMonths} Monate nach der letzten Absage)`,
      },
      metadata,
    );
    erasedContactIds.push(contactId);
  }
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
          ranAt: options.now.toISOString(),
        },
        metadata: eventMetadata(metadata),
      },
    ],
    'no_stream',
  );
  return { runId, checked: candidates.length, erasedContactIds, accessLogPurged };
}
