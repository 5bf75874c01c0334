import { conflict, EVENT_SCHEMAS, erasedValueFor, personalDataPlan, type PersonalField } from '@rm/domain';
import type { EventStore, NewEvent, RecordedEvent } from '../port';
import { decryptValue, encryptValue, isCiphertext } from './field-cipher';
import type { KeyStore } from './key-store';

/** The message of an append that would write personal data about an erased person (409). */
export const ERASED_SUBJECT_MESSAGE = "This person's personal data has been erased.";

export interface PersonalDataStoreOptions {
  keys: KeyStore;
  /** Personal fields per event type (default: the declarations of every stored event type). */
  plan?: ReadonlyMap<string, readonly PersonalField[]>;
}

type Data = Record<string, unknown>;

const valueAt = (data: unknown, path: readonly string[]): unknown => {
  let current: unknown = data;
  for (const name of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Data)[name];
  }
  return current;
};

/** A copy of `data` with the value at `path` replaced (objects along the path copied, the rest shared). */
function withValueAt(data: Data, path: readonly string[], value: unknown): Data {
  const [head, ...rest] = path;
  if (head === undefined) return data;
  if (rest.length === 0) return { ...data, [head]: value };
  const inner = data[head];
  if (inner === null || typeof inner !== 'object') return data;
  return { ...data, [head]: withValueAt(inner as Data, rest, value) };
}

/** Binds a ciphertext to its person and field. */
const contextOf = (subjectId: string, field: PersonalField): string => `${subjectId}:${field.path.join('.')}`;

/** Every (field, subject) of an event whose value is there to encrypt or decrypt. */
function* personalValues(
  fields: readonly PersonalField[],
  data: unknown,
): Generator<{ field: PersonalField; subjectId: string | null; value: unknown }> {
  for (const field of fields) {
    const value = valueAt(data, field.path);
    if (value === undefined || value === null) continue;
    const subject = valueAt(data, field.subjectPath);
    yield { field, subjectId: typeof subject === 'string' ? subject : null, value };
  }
}

/** Encryption and decryption of the declared personal fields of events, batch by batch (one key lookup per batch). */
export interface FieldCrypto {
  /** The events with every personal field encrypted; 409 (a DomainError) for a person who was erased. */
  encrypt<E extends { type: string; data: unknown }>(events: readonly E[]): Promise<E[]>;
  /** The events with every personal field decrypted, or read as its erased value. */
  decrypt<E extends { id: string; type: string; data: unknown }>(events: E[]): Promise<E[]>;
}

export function createFieldCrypto(options: PersonalDataStoreOptions): FieldCrypto {
  const plan = options.plan ?? personalDataPlan(EVENT_SCHEMAS);
  const { keys } = options;

  async function encrypt<E extends { type: string; data: unknown }>(events: readonly E[]): Promise<E[]> {
    const subjects = new Set<string>();
    for (const event of events) {
      const fields = plan.get(event.type);
      if (!fields) continue;
      for (const { field, subjectId, value } of personalValues(fields, event.data)) {
        if (isCiphertext(value)) continue;
        if (!subjectId)
          throw new Error(`${event.type}.${field.path.join('.')}: personal data without a person (${field.subjectPath.join('.')})`);
        subjects.add(subjectId);
      }
    }
    if (subjects.size === 0) return [...events];
    const found = await keys.keysForWriting([...subjects]);
    return events.map((event) => {
      const fields = plan.get(event.type);
      if (!fields) return event;
      let data = event.data as Data;
      for (const { field, subjectId, value } of personalValues(fields, event.data)) {
        if (isCiphertext(value) || !subjectId) continue;
        const key = found.get(subjectId);
        if (!key) throw conflict(ERASED_SUBJECT_MESSAGE);
        data = withValueAt(data, field.path, encryptValue(key, value, contextOf(subjectId, field)));
      }
      return { ...event, data };
    });
  }

  /** Subjects with plain values and no key: those erased are the ones to hide. */
  async function erasedAmong(events: ReadonlyArray<{ type: string; data: unknown }>, found: Map<string, Buffer>): Promise<Set<string>> {
    const plainWithoutKey = new Set<string>();
    for (const event of events) {
      const fields = plan.get(event.type);
      if (!fields) continue;
      for (const { subjectId, value } of personalValues(fields, event.data))
        if (subjectId && !isCiphertext(value) && !found.has(subjectId)) plainWithoutKey.add(subjectId);
    }
    return plainWithoutKey.size === 0 ? new Set() : keys.erased([...plainWithoutKey]);
  }

  async function decrypt<E extends { id: string; type: string; data: unknown }>(events: E[]): Promise<E[]> {
    const subjects = new Set<string>();
    for (const event of events) {
      const fields = plan.get(event.type);
      if (!fields) continue;
      for (const { subjectId } of personalValues(fields, event.data)) if (subjectId) subjects.add(subjectId);
    }
    if (subjects.size === 0) return events;
    const found = await keys.keysForReading([...subjects]);
    // Plain values (stored before encryption) are shown as stored unless their person was erased.
    const erased = await erasedAmong(events, found);
    return events.map((event) => {
      const fields = plan.get(event.type);
      if (!fields) return event;
      let data = event.data as Data;
      for (const { field, subjectId, value } of personalValues(fields, event.data)) {
        if (!subjectId) continue;
        const key = found.get(subjectId);
        let plain: unknown;
        if (!isCiphertext(value)) plain = erased.has(subjectId) ? erasedValueFor(field, subjectId) : value;
        else if (!key) plain = erasedValueFor(field, subjectId);
        else {
          try {
            plain = decryptValue(key, value, contextOf(subjectId, field));
          } catch (error) {
            throw new Error(`event ${event.id} (${event.type}.${field.path.join('.')}): the ciphertext does not decrypt`, { cause: error });
          }
        }
        data = withValueAt(data, field.path, plain);
      }
      return { ...event, data };
    });
  }

  return { encrypt, decrypt };
}

/** How long a live subscription waits before decrypting a batch again after the key lookup failed. */
const DECRYPT_RETRY_MS = 500;

/**
 * The event store as the product uses it: every declared personal field (see `Personal` in the domain)
 * is encrypted with its person's key on the way in and decrypted on the way out, so that the store
 * (PostgreSQL or EventStoreDB) keeps only ciphertext for them, and deciders, projections, rebuilds and
 * exports all read through the same decryption. A field whose person was erased reads as the declared
 * erased value ('Gelöschte Person', null, …); so does a plain value stored before encryption, once its
 * person is erased. Keys are looked up once per read or append (one query for the whole batch, none for
 * a batch without personal data), never cached: an erasure counts from the moment it commits, in every
 * process.
 */
export function withPersonalData(store: EventStore, options: PersonalDataStoreOptions): EventStore {
  const crypto = createFieldCrypto(options);
  return {
    async append(streamId, events, expected) {
      return store.append(streamId, await crypto.encrypt<NewEvent>(events), expected);
    },
    async readStream(streamId) {
      return crypto.decrypt(await store.readStream(streamId));
    },
    async readAll(fromPosition, limit, readOptions) {
      return crypto.decrypt(await store.readAll(fromPosition, limit, readOptions));
    },
    subscribeToAll(fromPosition, handler, subscribeOptions = {}) {
      let stopped = false;
      const inner = store.subscribeToAll(
        fromPosition,
        async (batch: RecordedEvent[]) => {
          // A failed key lookup is a read failure like any other: retried, never the end of the subscription.
          let plain: RecordedEvent[] | null = null;
          while (plain === null) {
            try {
              plain = await crypto.decrypt(batch);
            } catch (error) {
              if (stopped || (error instanceof Error && error.message.includes('does not decrypt'))) throw error;
              subscribeOptions.onError?.(error);
              await new Promise((resolve) => setTimeout(resolve, DECRYPT_RETRY_MS));
            }
          }
          if (!stopped) await handler(plain);
        },
        subscribeOptions,
      );
      return {
        async stop() {
          stopped = true;
          await inner.stop();
        },
      };
    },
    headPosition: () => store.headPosition(),
    async close() {
      await store.close();
      await options.keys.close();
    },
  };
}
