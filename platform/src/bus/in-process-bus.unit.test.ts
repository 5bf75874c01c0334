import { describe, expect, it } from 'vitest';
import { busContract } from './bus-contract';
import { createInProcessBus } from './in-process-bus';
import { subjectMatches } from './subject-match';

busContract('in-process', () => Promise.resolve(createInProcessBus()));

describe('in-process bus', () => {
  it('never runs subscriber code inside publish, and hands out copies', async () => {
    const bus = createInProcessBus();
    const seen: unknown[] = [];
    bus.subscribe('a', (m) => seen.push(m));
    const message = { n: 1 };
    bus.publish('a', message);
    expect(seen).toEqual([]);
    message.n = 2;
    await Promise.resolve();
    expect(seen).toEqual([{ n: 1 }]);
  });

  it('matches subjects as NATS does', () => {
    expect(subjectMatches('a.*.c', 'a.b.c')).toBe(true);
    expect(subjectMatches('a.*', 'a.b.c')).toBe(false);
    expect(subjectMatches('a.>', 'a')).toBe(false);
    expect(subjectMatches('a.>', 'a.b.c')).toBe(true);
    expect(subjectMatches('a.b', 'a.b')).toBe(true);
    expect(subjectMatches('a.b', 'a.c')).toBe(false);
  });
});
