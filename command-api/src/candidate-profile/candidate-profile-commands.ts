import { randomUUID } from 'node:crypto';
import {
  candidateProfileDecider,
  candidateProfileStreamId,
  conflict,
  contactStreamId,
  normalizeEmail,
  REGISTRATION_CONSENT_TEXT_VERSION,
  type CandidateProfileCommand,
  type ContactRegistered,
  type ContactSourceRecorded,
  type DomainEvent,
  type PROFESSIONS,
} from '@rm/domain';
import { WrongExpectedRevisionError, type EventStore } from '@rm/eventstore';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { recordContactSource } from '../analytics/contact-source-commands';
import { decodeImage } from '../files/images';
import { runContactCommand } from '../contacts/contact-commands';
import { runPrivacyCommand } from '../privacy/privacy-commands';
import { eventMetadata, handleCommand, type CommandMetadata } from '../shared/handle-command';
import { emailClaimStreamId, registerUser } from '../users/user-commands';

export const EMAIL_TAKEN_MESSAGE = 'The email has already been taken.';

/** Runs one command on a candidate's own profile stream. */
export const runCandidateProfileCommand = (
  store: EventStore,
  contactId: string,
  command: CandidateProfileCommand,
  metadata: CommandMetadata,
) => handleCommand({ store, streamId: candidateProfileStreamId(contactId), decider: candidateProfileDecider, command, metadata });

/** A phone number in E.164, read as an international number or one of `country`; null when it is none. */
export function e164(phone: string, country: string): string | null {
  const parsed = parsePhoneNumberFromString(phone, country.toUpperCase() as CountryCode);
  return parsed?.isValid() ? parsed.number : null;
}

/** The contact's registration as the log tells it (its phone is the number before any profile change). */
export async function contactRegistration(store: EventStore, contactId: string): Promise<ContactRegistered['data'] | null> {
  const events = (await store.readStream(contactStreamId(contactId))) as unknown as DomainEvent[];
  const registered = events.find((event) => event.type === 'ContactRegistered');
  return registered?.type === 'ContactRegistered' ? registered.data : null;
}

/**
 * Moves a user's claim of an address: the new address is claimed first (refused when someone holds it),
 * the old claim released afterwards, so that the user always holds one.
 */
export async function claimEmail(store: EventStore, userId: string, email: string, metadata: CommandMetadata): Promise<void> {
  const stream = emailClaimStreamId(email);
  const last = (await store.readStream(stream)).at(-1);
  if (last?.type === 'UserEmailClaimed' && (last.data as { userId: string }).userId === userId) return;
  if (last && last.type !== 'UserEmailReleased') throw conflict(EMAIL_TAKEN_MESSAGE);
  try {
    await store.append(
      stream,
      [{ id: randomUUID(), type: 'UserEmailClaimed', data: { userId, email: normalizeEmail(email) }, metadata: eventMetadata(metadata) }],
      last ? last.revision : 'no_stream',
    );
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) throw conflict(EMAIL_TAKEN_MESSAGE);
    throw error;
  }
}

/** Releases the user's claim of an address (nothing when they do not hold it); answers the position written, if any. */
export async function releaseEmail(store: EventStore, userId: string, email: string, metadata: CommandMetadata): Promise<bigint | null> {
  const stream = emailClaimStreamId(email);
  const last = (await store.readStream(stream)).at(-1);
  if (last?.type !== 'UserEmailClaimed' || (last.data as { userId: string }).userId !== userId) return null;
  const released = await store.append(
    stream,
    [{ id: randomUUID(), type: 'UserEmailReleased', data: { userId }, metadata: eventMetadata(metadata) }],
    last.revision,
  );
  return released.position;
}

export interface RegisterCandidateInput {
  userId?: string;
  contactId?: string;
  firstName: string;
  lastName: string;
  email: string;
  /** E.164, or null. */
  phone: string | null;
  password: string;
  profession: (typeof PROFESSIONS)[number];
  place: { zipCode: string; place: string; lat: number; lng: number };
  /** The UTM parameters of the landing they came from (each null when not given); recorded when any is given. */
  source?: Pick<ContactSourceRecorded['data'], 'utmSource' | 'utmMedium' | 'utmCampaign' | 'utmContent'>;
}

/**
 * Registers a candidate: the user (address claimed first, so a taken one fails before anything else is
 * written), the contact employers find (where they live, their profession), the consent to the terms
 * and the privacy notice given on the form, and where they came from (the landing's UTM parameters), if known. Answers the ids and the last write's position.
 */
export async function registerCandidate(
  store: EventStore,
  input: RegisterCandidateInput,
  metadata: CommandMetadata,
): Promise<{ userId: string; contactId: string; position: bigint | null }> {
  const userId = input.userId ?? randomUUID();
  const contactId = input.contactId ?? randomUUID();
  const byCandidate: CommandMetadata = { ...metadata, actorId: metadata.actorId ?? userId, actorRole: metadata.actorRole ?? 'contact' };
  const at = byCandidate.occurredAt ?? new Date().toISOString();
  await registerUser(
    store,
    {
      userId,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      password: input.password,
      roles: ['contact'],
    },
    byCandidate,
  );
  const contact = await runContactCommand(
    store,
    contactId,
    {
      type: 'RegisterContact',
      data: {
        contactId,
        userId,
        firstName: input.firstName,
        lastName: input.lastName,
        email: normalizeEmail(input.email),
        phone: input.phone,
        profession: input.profession,
        zipCode: input.place.zipCode,
        city: input.place.place,
        lat: input.place.lat,
        lng: input.place.lng,
        registeredAt: at,
      },
    },
    byCandidate,
  );
  let position = contact.append?.position ?? null;
  for (const purpose of ['terms', 'privacy_notice'] as const) {
    const consent = await runPrivacyCommand(
      store,
      contactId,
      { type: 'GiveConsent', data: { contactId, purpose, textVersion: REGISTRATION_CONSENT_TEXT_VERSION, channel: 'web', at } },
      byCandidate,
    );
    position = consent.append?.position ?? position;
  }
  const source = input.source;
  if (source && Object.values(source).some((value) => value !== null)) {
    const recorded = await recordContactSource(store, { contactId, ...source, landedAt: at }, byCandidate);
    position = recorded.append?.position ?? position;
  }
  return { userId, contactId, position };
}

/** A thumbnail of an image, `width` pixels wide (never wider than the image), as JPEG. */
export async function thumbnailOf(content: Buffer, width: number): Promise<Buffer> {
  return decodeImage(content).rotate().resize({ width, withoutEnlargement: true }).jpeg({ quality: 80 }).toBuffer();
}
