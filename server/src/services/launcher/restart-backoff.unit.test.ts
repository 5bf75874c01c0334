import { describe, expect, it } from 'vitest';
import { createRestartBackoff } from './restart-backoff';

describe('the restart back-off', () => {
  it('waits 1 s, doubling up to 30 s, while the instance keeps failing', () => {
    const backoff = createRestartBackoff();
    expect(Array.from({ length: 8 }, () => backoff.next(0))).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('starts from the first wait again once the instance stayed healthy for a minute', () => {
    const backoff = createRestartBackoff();
    expect([backoff.next(0), backoff.next(59_999), backoff.next(0)]).toEqual([1000, 2000, 4000]);
    expect([backoff.next(60_000), backoff.next(5000)]).toEqual([1000, 2000]);
  });

  it('takes its waits from the policy', () => {
    const backoff = createRestartBackoff({ initialDelayMs: 100, maxDelayMs: 300, resetAfterMs: 1000 });
    expect([backoff.next(0), backoff.next(0), backoff.next(0), backoff.next(1000)]).toEqual([100, 200, 300, 100]);
  });
});
