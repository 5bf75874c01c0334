import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_ANSWER_KEPT_MS, giveEarlyAnswer, takeEarlyAnswer } from './early-answers';

afterEach(() => {
  vi.useRealTimers();
});

const answer = (): Promise<Response> => Promise.resolve(new Response('{}', { status: 200 }));

describe("the page's early answers", () => {
  it('are taken once, by the address asked for', async () => {
    const given = answer();
    giveEarlyAnswer('/api/candidate-offers', given);
    expect(takeEarlyAnswer('/api/dashboard')).toBeUndefined();
    expect(await takeEarlyAnswer('/api/candidate-offers')).toBe(await given);
    expect(takeEarlyAnswer('/api/candidate-offers')).toBeUndefined();
  });

  it('are dropped when too old to stand for the page as it is', () => {
    vi.useFakeTimers();
    giveEarlyAnswer('/api/dashboard', answer());
    vi.setSystemTime(Date.now() + EARLY_ANSWER_KEPT_MS + 1);
    expect(takeEarlyAnswer('/api/dashboard')).toBeUndefined();
  });
});
