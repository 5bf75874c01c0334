import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Bus } from './port';

/** Test-only: the behaviour every bus adapter shares. */
/** `skip`: why the adapter cannot be tested here (its server does not answer); every test is skipped with it. */
export function busContract(name: string, makeBus: () => Promise<Bus>, options: { skip?: string } = {}): void {
  const skip = options.skip;
  describe(`${name} bus`, () => {
    let bus: Bus;
    let prefix: string;
    beforeAll(async () => {
      if (skip === undefined) bus = await makeBus();
    });
    afterAll(async () => {
      if (skip === undefined) await bus.close();
    });
    beforeEach((context) => {
      if (skip !== undefined) context.skip(skip);
    });

    const collect = (pattern: string): { received: Array<{ subject: string; message: unknown }>; stop: () => void } => {
      const received: Array<{ subject: string; message: unknown }> = [];
      const sub = bus.subscribe(pattern, (message, subject) => received.push({ subject, message }));
      return { received, stop: () => sub.unsubscribe() };
    };
    const settle = async (): Promise<void> => {
      await bus.flush();
      await new Promise((resolve) => setTimeout(resolve, 100));
    };
    const unique = (): string => `test${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

    it('delivers a JSON message to a subscriber', async () => {
      prefix = unique();
      const { received, stop } = collect(`${prefix}.offer-board.changed`);
      const message = { offerId: 'o1', from: 'new', to: 'in_process', nested: { n: 1, list: [1, 'a', null] } };
      bus.publish(`${prefix}.offer-board.changed`, message);
      await settle();
      stop();
      expect(received).toEqual([{ subject: `${prefix}.offer-board.changed`, message }]);
    });

    it('matches * to one token and > to the rest, and nothing else', async () => {
      prefix = unique();
      const star = collect(`${prefix}.*.changed`);
      const tail = collect(`${prefix}.>`);
      bus.publish(`${prefix}.offers.changed`, 1);
      bus.publish(`${prefix}.offers.deep.changed`, 2);
      bus.publish(`${prefix}`, 3);
      bus.publish(`other.offers.changed`, 4);
      await settle();
      star.stop();
      tail.stop();
      expect(star.received.map((r) => r.message)).toEqual([1]);
      expect(tail.received.map((r) => r.message)).toEqual([1, 2]);
    });

    it('stops delivering after unsubscribe and serves several subscribers', async () => {
      prefix = unique();
      const a = collect(`${prefix}.x`);
      const b = collect(`${prefix}.x`);
      bus.publish(`${prefix}.x`, 'first');
      await settle();
      a.stop();
      bus.publish(`${prefix}.x`, 'second');
      await settle();
      b.stop();
      expect(a.received.map((r) => r.message)).toEqual(['first']);
      expect(b.received.map((r) => r.message)).toEqual(['first', 'second']);
    });

    it('keeps the order of 1,000 messages on one subject', async () => {
      prefix = unique();
      const { received, stop } = collect(`${prefix}.seq`);
      for (let i = 0; i < 1000; i += 1) bus.publish(`${prefix}.seq`, i);
      const deadline = Date.now() + 5000;
      while (received.length < 1000 && Date.now() < deadline) await settle();
      stop();
      expect(received.map((r) => r.message)).toEqual(Array.from({ length: 1000 }, (_, i) => i));
    });
  });
}
