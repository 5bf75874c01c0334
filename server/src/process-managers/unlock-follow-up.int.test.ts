import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@rm/domain';
import {
  createPostgresEventStore,
  migrateEventStore,
  type EventMetadata,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
} from '@rm/eventstore';
import { createDatabasePool, createInProcessBus, createTestDatabase, type TestDatabase } from '@rm/platform';
import { applyBatch, prepareProjection, readCheckpoint, startProjector } from '@rm/projectors';
import type { DatabasePool } from 'slonik';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { unlockFollowUp } from './unlock-follow-up';

const companyId = randomUUID();
const employer = randomUUID();

describe('unlock follow-up reactor', () => {
  let database: TestDatabase;
  let pool: DatabasePool;
  let store: EventStore;

  /** Appends one event and returns it as recorded. */
  const append = async (streamId: string, event: DomainEvent, metadata: Partial<EventMetadata> = {}): Promise<RecordedEvent> => {
    const id = randomUUID();
    await store.append(
      streamId,
      [
        {
          id,
          type: event.type,
          data: event.data,
          metadata: {
            actorId: employer,
            actorRole: 'business',
            correlationId: randomUUID(),
            causationId: null,
            occurredAt: '2026-02-01T10:00:00.000Z',
            ...metadata,
          },
        } as NewEvent,
      ],
      'any',
    );
    const recorded = (await store.readStream(streamId)).find((candidate) => candidate.id === id);
    if (!recorded) throw new Error(`event ${id} not read back`);
    return recorded;
  };
  /** An offer in `new`, or moved on to `stage`. */
  const offer = async (stage: 'new' | 'in_process' = 'new'): Promise<string> => {
    const offerId = randomUUID();
    await append(`offer-${offerId}`, {
      type: 'OfferCreated',
      data: {
        offerId,
        contactId: randomUUID(),
        campaignId: randomUUID(),
        companyId,
        audienceId: null,
        employerId: null,
        price: 2500,
        createdAt: '2026-02-01T09:00:00.000Z',
      },
    });
    if (stage !== 'new') {
      await append(`offer-${offerId}`, {
        type: 'OfferStageChanged',
        data: { offerId, companyId, from: 'new', to: stage, hiredAt: null, unlockId: null },
      });
    }
    return offerId;
  };
  /** The unlock a command appended before it went on to move the offer. */
  const unlocked = (offerId: string | null, metadata: Partial<EventMetadata> = {}): Promise<RecordedEvent> => {
    const contactId = randomUUID();
    return append(
      `unlock-${companyId}-${contactId}`,
      {
        type: 'ContactUnlocked',
        data: { unlockId: randomUUID(), contactId, companyId, employerId: employer, campaignId: null, offerId, price: 2500 },
      },
      metadata,
    );
  };
  const offerEvents = (offerId: string): Promise<RecordedEvent[]> => store.readStream(`offer-${offerId}`);

  beforeAll(async () => {
    database = await createTestDatabase('unlock_follow_up');
    await migrateEventStore(database.url);
    pool = await createDatabasePool(database.url, { maximumPoolSize: 5 });
    store = createPostgresEventStore({ pool, connectionString: database.url, maxConnections: 2 });
    await prepareProjection(pool, unlockFollowUp(store));
  });
  afterAll(async () => {
    await store.close();
    await pool.end();
    await database.drop();
  });

  it('moves the offer of an unlock whose command stopped before moving it: the unlock’s actor, request and time, caused by the unlock', async () => {
    const offerId = await offer('in_process');
    const unlock = await unlocked(offerId, { correlationId: 'request-4711', occurredAt: '2026-02-01T10:15:00.000Z' });
    if (unlock.type !== 'ContactUnlocked') throw new Error('not an unlock');

    const result = await applyBatch(pool, unlockFollowUp(store), [unlock]);

    expect(result).toMatchObject({ applied: 1, notices: [] });
    const events = await offerEvents(offerId);
    expect(events).toHaveLength(3);
    expect(events[2]).toMatchObject({
      type: 'OfferStageChanged',
      data: { offerId, companyId, from: 'in_process', to: 'unlocked', hiredAt: null, unlockId: unlock.data.unlockId },
      metadata: {
        actorId: employer,
        actorRole: 'business',
        correlationId: 'request-4711',
        causationId: unlock.id,
        occurredAt: '2026-02-01T10:15:00.000Z',
      },
    });
  });

  it('appends nothing when the command moved the offer itself, nor when it is handed the same unlock again', async () => {
    const reactor = unlockFollowUp(store);
    const handle = (batch: RecordedEvent[]) => pool.transaction((tx) => reactor.handle(batch, tx, { schema: reactor.schema }));

    const movedByCommand = await offer();
    const unlock = await unlocked(movedByCommand);
    if (unlock.type !== 'ContactUnlocked') throw new Error('not an unlock');
    await append(`offer-${movedByCommand}`, {
      type: 'OfferStageChanged',
      data: { offerId: movedByCommand, companyId, from: 'new', to: 'unlocked', hiredAt: null, unlockId: unlock.data.unlockId },
    });
    await handle([unlock]);
    expect(await offerEvents(movedByCommand)).toHaveLength(2);

    // A batch retried after a failure hands the reactor unlocks it has acted on already.
    const notMoved = await offer();
    const again = await unlocked(notMoved);
    await handle([again]);
    await handle([again]);
    expect((await offerEvents(notMoved)).map((event) => event.type)).toEqual(['OfferCreated', 'OfferStageChanged']);
  });

  it('passes over unlocks without an offer and those naming an offer that does not exist', async () => {
    const missing = randomUUID();
    const result = await applyBatch(pool, unlockFollowUp(store), [await unlocked(null), await unlocked(missing)]);
    expect(result.applied).toBe(2);
    expect(await offerEvents(missing)).toEqual([]);
  });

  it('fails the batch on any other error, so that it is retried, and moves the offer on the retry', async () => {
    const offerId = await offer();
    const unlock = await unlocked(offerId);
    const before = await readCheckpoint(pool, 'unlock-follow-up');
    const unavailable: EventStore = {
      ...store,
      append: () => Promise.reject(new Error('connection terminated')),
    };

    await expect(applyBatch(pool, unlockFollowUp(unavailable), [unlock])).rejects.toThrow('connection terminated');
    expect(await readCheckpoint(pool, 'unlock-follow-up')).toBe(before);
    expect(await offerEvents(offerId)).toHaveLength(1);

    await applyBatch(pool, unlockFollowUp(store), [unlock]);
    expect((await offerEvents(offerId)).at(-1)).toMatchObject({ type: 'OfferStageChanged', data: { to: 'unlocked' } });
    expect(await readCheckpoint(pool, 'unlock-follow-up')).toBe(unlock.position);
  });

  it('starts at the head of the log when first deployed: unlocks from before are not acted on again', async () => {
    // A deployment of its own (another checkpoint), on a log that already has an unfinished unlock.
    const reactor = { ...unlockFollowUp(store), name: 'unlock-follow-up-new', schema: 'pm_unlock_follow_up_new' };
    const earlier = await offer();
    const before = await unlocked(earlier);
    // The head the reactor starts from is what is readable: wait until the unlock is.
    await vi.waitFor(async () => expect(await store.headPosition()).toBeGreaterThanOrEqual(before.position));
    const projector = await startProjector({ pool, databaseUrl: database.url, store, bus: createInProcessBus() }, reactor);
    try {
      const later = await offer();
      await unlocked(later);
      await vi.waitFor(async () => expect(await offerEvents(later)).toHaveLength(2), { timeout: 10_000 });
      expect(await offerEvents(earlier)).toHaveLength(1);
    } finally {
      await projector.stop();
    }
  });
});
