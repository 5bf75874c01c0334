import { hash, verify } from '@node-rs/argon2';
import { normalizeEmail, userDecider, userEmailStreamId, userStreamId, conflict, type RoleName } from '@rm/domain';
import { WrongExpectedRevisionError, type EventStore } from '@rm/eventstore';
import { randomUUID } from 'node:crypto';
import { handleCommand, type CommandMetadata } from './handle-command';

/** argon2id with the library's recommended cost. */
export const hashPassword = (password: string): Promise<string> => hash(password);
export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> => verify(passwordHash, password).catch(() => false);

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

/**
 * Registers a user. The e-mail address is claimed first in a stream of its own (expected: no stream),
 * so two registrations with one address cannot both succeed.
 */
export async function registerUser(store: EventStore, input: RegisterUserInput, metadata: CommandMetadata): Promise<string> {
  const userId = input.userId ?? randomUUID();
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  try {
    await store.append(
      userEmailStreamId(email),
      [
        {
          id: randomUUID(),
          type: 'UserEmailClaimed',
          data: { userId, email },
          metadata: { actorId: metadata.actorId, actorRole: metadata.actorRole, correlationId: metadata.correlationId ?? randomUUID(), causationId: null, occurredAt: metadata.occurredAt ?? new Date().toISOString() },
        },
      ],
      'no_stream',
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
      data: { userId, email, firstName: input.firstName, lastName: input.lastName, phone: input.phone ?? null, passwordHash, companyId: input.companyId ?? null, roles: input.roles },
    },
    metadata,
  });
  return userId;
}
