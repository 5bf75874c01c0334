import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WrongExpectedRevisionError, type EventStore, type NewEvent, type RecordedEvent } from './port';

/** Test-only: one behavioural contract every EventStore adapter must satisfy. */
export function eventStoreContract(
  name: string,
  makeStore: () => Promise<{ store: EventStore; cleanup: () => Promise<void> }>,
  /** Why the adapter cannot be tested here (its server is missing): every test is skipped with this reason. */
  options: { skip?: string } = {},
): void {
  const skip = options.skip;
  describe(`${name} event store contract`, () => {
    let store: EventStore;
    let cleanup: (() => Promise<void>) | undefined;
    beforeAll(async () => {
      if (skip === undefined) ({ store, cleanup } = await makeStore());
    });
    afterAll(async () => {
      await cleanup?.();
    });
    beforeEach((context) => {
      if (skip !== undefined) context.skip(skip);
    });

    const stream = (): string => `offer-${randomUUID()}`;
    // "Readable now" may trail the last commit while other transactions on the server are in flight.
    const readable = async (position: bigint): Promise<void> => {
      const deadline = Date.now() + 10_000;
      while ((await store.headPosition()) < position && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    };
    const event = (step: string, actorId: string | null = null): NewEvent => ({
      id: randomUUID(),
      type: 'OfferStepTracked',
      data: { offerId: randomUUID(), step },
      metadata: { actorId, actorRole: 'admin', correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString() },
    });

    it('appends and reads a stream back in order with 0-based revisions', async () => {
      const id = stream();
      const result = await store.append(id, [event('a'), event('b'), event('c')], 'no_stream');
      expect(result.nextExpectedRevision).toBe(2);
      const read = await store.readStream(id);
      expect(read.map((e) => (e.data as { step: string }).step)).toEqual(['a', 'b', 'c']);
      expect(read.map((e) => e.revision)).toEqual([0, 1, 2]);
      expect(read.every((e) => e.streamId === id)).toBe(true);
      expect(read[2]?.position).toBe(result.position);
    });

    it('round-trips metadata', async () => {
      const id = stream();
      const original = event('m', randomUUID());
      await store.append(id, [original], 'no_stream');
      const [read] = await store.readStream(id);
      expect(read?.metadata).toEqual(original.metadata);
      expect(read?.id).toBe(original.id);
    });

    it('refuses no_stream on an existing stream with the actual revision', async () => {
      const id = stream();
      await store.append(id, [event('a'), event('b')], 'no_stream');
      const failure = await store.append(id, [event('c')], 'no_stream').catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(WrongExpectedRevisionError);
      expect((failure as WrongExpectedRevisionError).actual).toBe(1);
    });

    it('refuses a wrong expected revision and a stale writer', async () => {
      const id = stream();
      await store.append(id, [event('a')], 'no_stream');
      await expect(store.append(id, [event('b')], 5)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await store.append(id, [event('b')], 0);
      const stale = await store.append(id, [event('c')], 0).catch((e: unknown) => e);
      expect(stale).toBeInstanceOf(WrongExpectedRevisionError);
      expect((stale as WrongExpectedRevisionError).actual).toBe(1);
      await expect(store.append(stream(), [event('x')], 0)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    });

    it("appends with 'any' whatever the stream's state", async () => {
      const id = stream();
      await store.append(id, [event('a')], 'any');
      const result = await store.append(id, [event('b')], 'any');
      expect(result.nextExpectedRevision).toBe(1);
    });

    it('treats a retried append (same ids) as a no-op with the same result', async () => {
      const id = stream();
      const events = [event('a'), event('b')];
      const first = await store.append(id, events, 'no_stream');
      const again = await store.append(id, events, 'no_stream');
      expect(again).toEqual(first);
      expect(await store.readStream(id)).toHaveLength(2);
    });

    it('reads all events in global order from a position, with a limit', async () => {
      const before = await store.headPosition();
      const a = stream();
      const b = stream();
      await store.append(a, [event('1')], 'no_stream');
      await store.append(b, [event('2')], 'no_stream');
      const last = await store.append(a, [event('3')], 0);
      await readable(last.position);
      const all = (await store.readAll(before, 1000)).filter((e) => e.streamId === a || e.streamId === b);
      expect(all.map((e) => (e.data as { step: string }).step)).toEqual(['1', '2', '3']);
      const positions = all.map((e) => e.position);
      expect([...positions].sort((x, y) => (x < y ? -1 : 1))).toEqual(positions);
      expect(await store.readAll(before, 2)).toHaveLength(2);
      expect(await store.readAll(last.position, 10)).toEqual([]);
      const first = all[0];
      expect(
        first &&
          (await store.readAll(first.position, 1000))
            .filter((e) => e.streamId === a || e.streamId === b)
            .map((e) => (e.data as { step: string }).step),
      ).toEqual(['2', '3']);
      expect(await store.headPosition()).toBeGreaterThanOrEqual(last.position);
    });

    it('reads only the events of the given types, the limit counting those', async () => {
      const before = await store.headPosition();
      const a = stream();
      const opened = (): NewEvent => ({
        id: randomUUID(),
        type: 'UnlockedContactOpened',
        data: { unlockId: randomUUID(), contactId: randomUUID(), companyId: randomUUID() },
        metadata: {
          actorId: null,
          actorRole: 'admin',
          correlationId: randomUUID(),
          causationId: null,
          occurredAt: new Date().toISOString(),
        },
      });
      await store.append(a, [event('1'), opened(), opened(), event('2'), opened(), event('3')], 'no_stream');
      const last = await store.append(a, [opened()], 5);
      await readable(last.position);
      const steps = (events: readonly RecordedEvent[]): string[] =>
        events.filter((e) => e.streamId === a).map((e) => (e.type === 'OfferStepTracked' ? e.data.step : e.type));
      expect(steps(await store.readAll(before, 1000, { types: ['OfferStepTracked'] }))).toEqual(['1', '2', '3']);
      const two = await store.readAll(before, 2, { types: ['OfferStepTracked'] });
      expect(steps(two)).toEqual(['1', '2']);
      const next = two.at(-1);
      expect(next && steps(await store.readAll(next.position, 1000, { types: ['OfferStepTracked'] }))).toEqual(['3']);
      expect(steps(await store.readAll(before, 1000, { types: ['UnlockedContactOpened', 'OfferStepTracked'] }))).toHaveLength(7);
      expect(await store.readAll(before, 1000, { types: [] })).toEqual([]);
    });

    it('subscribes: catches up, then delivers live appends; stop ends delivery', async () => {
      const from = await store.headPosition();
      const id = stream();
      await store.append(id, [event('old')], 'no_stream');
      const received: RecordedEvent[] = [];
      let notify: () => void = () => undefined;
      const subscription = store.subscribeToAll(from, (batch) => {
        received.push(...batch.filter((e) => e.streamId === id));
        notify();
        return Promise.resolve();
      });
      const waitFor = async (count: number): Promise<void> => {
        const deadline = Date.now() + 10_000;
        while (received.length < count && Date.now() < deadline) {
          await new Promise<void>((resolve) => {
            notify = resolve;
            setTimeout(resolve, 100);
          });
        }
      };
      await waitFor(1);
      await store.append(id, [event('live')], 0);
      await waitFor(2);
      expect(received.map((e) => (e.data as { step: string }).step)).toEqual(['old', 'live']);
      await subscription.stop();
      await store.append(id, [event('after-stop')], 1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(received).toHaveLength(2);
    });
  });
}
