import { createHash, randomUUID } from 'node:crypto';
import {
  REFERENCE_KIND_RULES,
  referenceItemDecider,
  referenceItemStreamId,
  referenceKeyDecider,
  referenceKeyStreamId,
  uniqueKeyOf,
  type ReferenceFields,
  type ReferenceItemState,
  type ReferenceKind,
} from '@rm/domain';
import { handleCommand, type CommandMetadata } from '../shared/handle-command';
import type { CommandStore } from '../shared/state-cache';

const now = (metadata: CommandMetadata): string => metadata.occurredAt ?? new Date().toISOString();

export interface ReferenceOutcome {
  itemId: string;
  state: ReferenceItemState;
  /** Global position of the last event written; null when nothing changed. */
  position: bigint | null;
}

/** A key as its stream is named: long keys (a waiting list's name) by their digest, so that the stream id stays short. */
const keyStream = (kind: ReferenceKind, key: string): string =>
  referenceKeyStreamId(kind, key.length <= 100 ? key : `sha256-${createHash('sha256').update(key).digest('hex')}`);

const claimKey = (store: CommandStore, kind: ReferenceKind, key: string, itemId: string, metadata: CommandMetadata) =>
  handleCommand({
    store,
    streamId: keyStream(kind, key),
    decider: referenceKeyDecider,
    command: { type: 'ClaimReferenceKey', data: { kind, key, itemId, field: REFERENCE_KIND_RULES[kind].unique?.field ?? 'key' } },
    metadata,
  });

const releaseKey = (store: CommandStore, kind: ReferenceKind, key: string, itemId: string, metadata: CommandMetadata) =>
  handleCommand({
    store,
    streamId: keyStream(kind, key),
    decider: referenceKeyDecider,
    command: { type: 'ReleaseReferenceKey', data: { kind, key, itemId } },
    metadata,
  });

/** The fields the item would have after `input`, as the decider forms them (for the key to claim). */
const intended = (kind: ReferenceKind, input: ReferenceFields, previous: ReferenceFields | null, metadata: CommandMetadata) =>
  REFERENCE_KIND_RULES[kind].fromInput(input, previous, now(metadata));

/**
 * Creates an item of a kind. A kind with a unique key claims it first on the key's own stream (expected:
 * free), so two items with one key fail on the write, not on a racy read; if the item cannot be created
 * after all, the claim is released again.
 */
export async function createReferenceItem(
  store: CommandStore,
  kind: ReferenceKind,
  input: ReferenceFields,
  metadata: CommandMetadata,
  itemId: string = randomUUID(),
): Promise<ReferenceOutcome> {
  const key = uniqueKeyOf(kind, intended(kind, input, null, metadata));
  if (key !== null) await claimKey(store, kind, key, itemId, metadata);
  try {
    const result = await handleCommand({
      store,
      streamId: referenceItemStreamId(itemId),
      decider: referenceItemDecider,
      command: { type: 'CreateReferenceItem', data: { itemId, kind, input, now: now(metadata) } },
      metadata,
    });
    return { itemId, state: result.state, position: result.append?.position ?? null };
  } catch (error) {
    if (key !== null) await releaseKey(store, kind, key, itemId, metadata);
    throw error;
  }
}

/** Reads an item's stream: its state now, for the key it holds. */
async function loadItem(store: CommandStore, itemId: string): Promise<ReferenceItemState> {
  const events = await store.readStream(referenceItemStreamId(itemId));
  return events.reduce((state, event) => referenceItemDecider.evolve(state, event as never), referenceItemDecider.initialState());
}

/**
 * Changes an item. When its unique key changes, the new key is claimed before the change and the old one
 * released after it.
 */
export async function changeReferenceItem(
  store: CommandStore,
  kind: ReferenceKind,
  itemId: string,
  input: ReferenceFields,
  metadata: CommandMetadata,
): Promise<ReferenceOutcome> {
  const before = await loadItem(store, itemId);
  const heldKey = before.status === 'active' && before.kind === kind ? uniqueKeyOf(kind, before.fields) : null;
  const nextKey =
    before.status === 'active' && before.kind === kind ? uniqueKeyOf(kind, intended(kind, input, before.fields, metadata)) : null;
  const newKey = nextKey !== null && nextKey !== heldKey ? nextKey : null;
  if (newKey !== null) await claimKey(store, kind, newKey, itemId, metadata);
  let result;
  try {
    result = await handleCommand({
      store,
      streamId: referenceItemStreamId(itemId),
      decider: referenceItemDecider,
      command: { type: 'ChangeReferenceItem', data: { itemId, kind, input, now: now(metadata) } },
      metadata,
    });
  } catch (error) {
    if (newKey !== null) await releaseKey(store, kind, newKey, itemId, metadata);
    throw error;
  }
  let position = result.append?.position ?? null;
  if (newKey !== null && heldKey !== null) {
    const released = await releaseKey(store, kind, heldKey, itemId, { ...metadata, causationId: result.eventIds[0] ?? null });
    position = released.append?.position ?? position;
  }
  return { itemId, state: result.state, position };
}

/** Deletes an item (an event), then frees its unique key. */
export async function deleteReferenceItem(
  store: CommandStore,
  kind: ReferenceKind,
  itemId: string,
  metadata: CommandMetadata,
): Promise<ReferenceOutcome> {
  const before = await loadItem(store, itemId);
  const result = await handleCommand({
    store,
    streamId: referenceItemStreamId(itemId),
    decider: referenceItemDecider,
    command: { type: 'DeleteReferenceItem', data: { itemId, kind } },
    metadata,
  });
  let position = result.append?.position ?? null;
  const heldKey = before.status === 'active' ? uniqueKeyOf(kind, before.fields) : null;
  if (heldKey !== null) {
    const released = await releaseKey(store, kind, heldKey, itemId, { ...metadata, causationId: result.eventIds[0] ?? null });
    position = released.append?.position ?? position;
  }
  return { itemId, state: result.state, position };
}
