import { randomUUID } from 'node:crypto';
import { chatMessageDecider, chatStreamId, offerDecider, offerStreamId, type ChatMessageCommand, type OfferCommand } from '@rm/domain';
import { createPostgresEventStore, migrateEventStore, WrongExpectedRevisionError, type EventStore } from '@rm/eventstore';
import { createDatabasePool, createTestDatabase, type TestDatabase } from '@rm/platform';
import type { DatabasePool } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOffer } from '../offers/offer-commands';
import { handleCommand, type CommandMetadata } from './handle-command';
import { withStateCache, type CommandStore } from './state-cache';

let database: TestDatabase;
let pool: DatabasePool;
let store: EventStore;

beforeAll(async () => {
  database = await createTestDatabase('command');
  await migrateEventStore(database.url);
  pool = await createDatabasePool(database.url);
  store = createPostgresEventStore({ pool, connectionString: database.url });
});
afterAll(async () => {
  await store.close();
  await pool.end();
  await database.drop();
});

const metadata: CommandMetadata = {
  actorId: randomUUID(),
  actorRole: 'admin',
  correlationId: 'request-1',
  requestIp: '10.0.0.1',
  occurredAt: '2025-01-02T03:04:05.000Z',
};

async function newOffer(): Promise<string> {
  const offerId = randomUUID();
  await createOffer(
    store,
    {
      offerId,
      contactId: randomUUID(),
      campaignId: randomUUID(),
      companyId: randomUUID(),
      audienceId: null,
      employerId: null,
      price: 1000,
    },
    metadata,
  );
  return offerId;
}

// Moves an admin may make on an offer never unlocked (the stage rules: domain/src/offers/offer-transitions.ts).
const moveTo = (offerId: string, stage: 'new' | 'in_process' | 'unqualified'): OfferCommand => ({
  type: 'ChangeOfferStage',
  data: { offerId, stage, actor: 'admin', now: '2025-01-02T03:04:05.000Z' },
});

describe('handleCommand', () => {
  it('appends to a new stream with no_stream, with ids and the metadata of the command', async () => {
    const offerId = await newOffer();
    const [created] = await store.readStream(offerStreamId(offerId));
    expect(created?.revision).toBe(0);
    expect(created?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created?.metadata).toEqual({ ...metadata, causationId: null });
    await expect(
      createOffer(
        store,
        {
          offerId,
          contactId: randomUUID(),
          campaignId: randomUUID(),
          companyId: randomUUID(),
          audienceId: null,
          employerId: null,
          price: 1,
        },
        metadata,
      ),
    ).rejects.toMatchObject({
      code: 'conflict',
    });
  });

  it('folds the stream, decides and appends at the revision it read; answers the new state', async () => {
    const offerId = await newOffer();
    const result = await handleCommand({
      store,
      streamId: offerStreamId(offerId),
      decider: offerDecider,
      command: moveTo(offerId, 'in_process'),
      metadata,
    });
    expect(result.events.map((e) => e.type)).toEqual(['OfferStageChanged']);
    expect(result.eventIds).toHaveLength(1);
    expect(result.state).toMatchObject({ status: 'open', stage: 'in_process' });
    expect(result.append?.nextExpectedRevision).toBe(1);
    const unchanged = await handleCommand({
      store,
      streamId: offerStreamId(offerId),
      decider: offerDecider,
      command: moveTo(offerId, 'in_process'),
      metadata,
    });
    expect(unchanged).toMatchObject({ events: [], eventIds: [], append: null });
  });

  it('decides once more on the fresh state when a concurrent writer won the race', async () => {
    const offerId = await newOffer();
    const racing = racingStore(offerStreamId(offerId), 1, () =>
      handleCommand({ store, streamId: offerStreamId(offerId), decider: offerDecider, command: moveTo(offerId, 'unqualified'), metadata }),
    );
    const result = await handleCommand({
      store: racing,
      streamId: offerStreamId(offerId),
      decider: offerDecider,
      command: moveTo(offerId, 'in_process'),
      metadata,
    });
    expect(result.state).toMatchObject({ stage: 'in_process' });
    expect(result.events[0]?.data).toMatchObject({ from: 'unqualified', to: 'in_process' });
    const stream = await store.readStream(offerStreamId(offerId));
    expect(stream.map((e) => (e.type === 'OfferStageChanged' ? `${e.data.from}>${e.data.to}` : e.type))).toEqual([
      'OfferCreated',
      'new>unqualified',
      'unqualified>in_process',
    ]);
  });

  it('reports the race when re-deciding is not safe, and a second lost race', async () => {
    const offerId = await newOffer();
    const once = racingStore(offerStreamId(offerId), 1, () =>
      handleCommand({ store, streamId: offerStreamId(offerId), decider: offerDecider, command: moveTo(offerId, 'in_process'), metadata }),
    );
    await expect(
      handleCommand({
        store: once,
        streamId: offerStreamId(offerId),
        decider: offerDecider,
        command: moveTo(offerId, 'unqualified'),
        metadata,
        retryOnConflict: false,
      }),
    ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    let stage: 'in_process' | 'new' = 'in_process';
    const always = racingStore(offerStreamId(offerId), Infinity, () => {
      stage = stage === 'in_process' ? 'new' : 'in_process';
      return handleCommand({ store, streamId: offerStreamId(offerId), decider: offerDecider, command: moveTo(offerId, stage), metadata });
    });
    await expect(
      handleCommand({
        store: always,
        streamId: offerStreamId(offerId),
        decider: offerDecider,
        command: moveTo(offerId, 'unqualified'),
        metadata,
      }),
    ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
  });
});

/** The store, with a competing writer that appends to the stream right after each of the first `times` reads of it. */
function racingStore(streamId: string, times: number, competitor: () => Promise<unknown>): EventStore {
  let races = 0;
  return {
    append: (id, events, expected) => store.append(id, events, expected),
    async readStream(id) {
      const events = await store.readStream(id);
      if (id === streamId && races < times) {
        races += 1;
        await competitor();
      }
      return events;
    },
    readAll: (from, limit) => store.readAll(from, limit),
    subscribeToAll: (from, handler, options) => store.subscribeToAll(from, handler, options),
    headPosition: () => store.headPosition(),
    close: () => Promise.resolve(),
  };
}

describe('handleCommand with a state cache', () => {
  /** The cached store, counting the streams it reads. */
  const counting = (): { cached: CommandStore; reads: () => number } => {
    let reads = 0;
    const cached = withStateCache({ ...store, readStream: (streamId) => ((reads += 1), store.readStream(streamId)) });
    return { cached, reads: () => reads };
  };

  it('starts the next command on a stream it appended to from the remembered state, without reading the stream', async () => {
    const offerId = await newOffer();
    const { cached, reads } = counting();
    await handleCommand({
      store: cached,
      streamId: offerStreamId(offerId),
      decider: offerDecider,
      command: moveTo(offerId, 'in_process'),
      metadata,
    });
    expect(reads()).toBe(1);
    const second = await handleCommand({
      store: cached,
      streamId: offerStreamId(offerId),
      decider: offerDecider,
      command: moveTo(offerId, 'unqualified'),
      metadata,
    });
    expect(reads()).toBe(1);
    expect(second.append?.nextExpectedRevision).toBe(2);
    expect((await store.readStream(offerStreamId(offerId))).map((e) => e.revision)).toEqual([0, 1, 2]);
  });

  it('reads the stream when another writer appended since (its append fails on the remembered revision)', async () => {
    const offerId = await newOffer();
    const { cached, reads } = counting();
    await handleCommand({
      store: cached,
      streamId: offerStreamId(offerId),
      decider: offerDecider,
      command: moveTo(offerId, 'in_process'),
      metadata,
    });
    // Another instance moves the offer meanwhile.
    await handleCommand({
      store,
      streamId: offerStreamId(offerId),
      decider: offerDecider,
      command: moveTo(offerId, 'unqualified'),
      metadata,
    });
    const result = await handleCommand({
      store: cached,
      streamId: offerStreamId(offerId),
      decider: offerDecider,
      command: moveTo(offerId, 'new'),
      metadata,
    });
    expect(reads()).toBe(2);
    expect(result.state).toMatchObject({ stage: 'new' });
    const stages = (await store.readStream(offerStreamId(offerId))).map((e) => (e.data as { to?: string }).to ?? 'created');
    expect(stages).toEqual(['created', 'in_process', 'unqualified', 'new']);
  });

  it('never answers "nothing to do" from a remembered state that is stale', async () => {
    const offerId = await newOffer();
    const { cached } = counting();
    await handleCommand({
      store: cached,
      streamId: offerStreamId(offerId),
      decider: offerDecider,
      command: moveTo(offerId, 'in_process'),
      metadata,
    });
    await handleCommand({
      store,
      streamId: offerStreamId(offerId),
      decider: offerDecider,
      command: moveTo(offerId, 'unqualified'),
      metadata,
    });
    // Remembered: in_process. Really: unqualified. Moving to in_process is a change.
    const result = await handleCommand({
      store: cached,
      streamId: offerStreamId(offerId),
      decider: offerDecider,
      command: moveTo(offerId, 'in_process'),
      metadata,
    });
    expect(result.events.map((e) => e.type)).toEqual(['OfferStageChanged']);
    expect((await store.readStream(offerStreamId(offerId))).at(-1)?.data).toMatchObject({ from: 'unqualified', to: 'in_process' });
  });
});

describe('handleCommand expecting a new stream', () => {
  /** The store without a state cache (another process's view), counting the streams it reads. */
  const counting = (): { plain: CommandStore; reads: () => number } => {
    let reads = 0;
    return { plain: { ...store, readStream: (streamId) => ((reads += 1), store.readStream(streamId)) }, reads: () => reads };
  };
  const send = (messageId: string, message: string, sender: string): ChatMessageCommand => ({
    type: 'SendChatMessage',
    data: { messageId, contactId: sender, companyId: null, senderId: sender, message, phone: '+49 170 1' },
  });
  const sendOn = (commandStore: CommandStore, command: ChatMessageCommand) =>
    handleCommand({
      store: commandStore,
      streamId: chatStreamId(command.data.messageId),
      decider: chatMessageDecider,
      command,
      metadata,
      expectNewStream: true,
    });

  it('appends a new stream without reading it first', async () => {
    const { plain, reads } = counting();
    const messageId = randomUUID();
    const result = await sendOn(plain, send(messageId, 'Hallo', randomUUID()));
    expect(result.events.map((e) => e.type)).toEqual(['ChatMessageSent']);
    expect(reads()).toBe(0);
    expect(await store.readStream(chatStreamId(messageId))).toHaveLength(1);
  });

  it('answers a retry on a stream that exists from the stream as read (nothing appended twice); another text is refused', async () => {
    const { plain, reads } = counting();
    const messageId = randomUUID();
    const sender = randomUUID();
    await sendOn(store, send(messageId, 'Einmal', sender));
    const again = await sendOn(plain, send(messageId, 'Einmal', sender));
    expect(again.events).toEqual([]);
    expect(again.state).toMatchObject({ status: 'out', message: 'Einmal' });
    expect(reads()).toBe(1);
    await expect(sendOn(plain, send(messageId, 'Etwas anderes', sender))).rejects.toMatchObject({ code: 'conflict' });
    expect(await store.readStream(chatStreamId(messageId))).toHaveLength(1);
  });
});
