import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { conflict, normalizeEmail, userDecider, userEmailStreamId, userStreamId, type RoleName } from '@rm/domain';
import { streamKeyOf, WrongExpectedRevisionError, type EventStore } from '@rm/eventstore';
import { eventMetadata, handleCommand, type CommandMetadata } from '../shared/handle-command';

/** argon2id (the library's default algorithm) with its recommended memory and time cost. */
export const hashPassword = (password: string): Promise<string> => hash(password);

/** False for a wrong password and for a hash that cannot be read. */
export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  verify(passwordHash, password).catch(() => false);

export interface RegisterUserInput {
  userId?: string;
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  password: string;
  roles: RoleName[];
  companyId?: string | null;
}

/** The stream that claims an address: named by its digest, never by the address (stream ids are not encrypted). */
export const emailClaimStreamId = (email: string): string => userEmailStreamId(streamKeyOf(normalizeEmail(email)));

/**
 * Registers a user. The e-mail address is claimed first in a stream of its own (expected: no stream, or
 * the revision of a claim released by an erasure), so two registrations with one address cannot both
 * succeed; then the user's own stream. The password is hashed here, never in the decider (which stays
 * pure and fast).
 */
export async function registerUser(store: EventStore, input: RegisterUserInput, metadata: CommandMetadata): Promise<string> {
  const userId = input.userId ?? randomUUID();
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const claimStream = emailClaimStreamId(email);
  const last = (await store.readStream(claimStream)).at(-1);
  if (last && last.type !== 'UserEmailReleased') throw conflict('The email has already been taken.');
  try {
    await store.append(
      claimStream,
      [{ id: randomUUID(), type: 'UserEmailClaimed', data: { userId, email }, metadata: eventMetadata(metadata) }],
      last ? last.revision : 'no_stream',
    );
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) throw conflict('The email has already been taken.');
    throw error;
  }
  await handleCommand({
    store,
    streamId: userStreamId(userId),
    decider: userDecider,
    command: {
      type: 'RegisterUser',
      data: {
        userId,
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone ?? null,
        passwordHash,
        companyId: input.companyId ?? null,
        roles: input.roles,
      },
    },
    metadata,
  });
  return userId;
}
