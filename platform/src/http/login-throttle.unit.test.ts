import { describe, expect, it } from 'vitest';
import { createLoginThrottle } from './login-throttle';

describe('login throttle', () => {
  it('allows five failures per key and minute, then asks to wait until the oldest one expires', () => {
    let now = 1_000_000;
    const throttle = createLoginThrottle({ now: () => now });
    for (let i = 0; i < 5; i += 1) {
      expect(throttle.retryAfter('a@b.test|1.2.3.4')).toBe(0);
      throttle.failed('a@b.test|1.2.3.4');
      now += 1000;
    }
    expect(throttle.retryAfter('a@b.test|1.2.3.4')).toBe(55);
    expect(throttle.retryAfter('a@b.test|5.6.7.8')).toBe(0);
    now += 55_000;
    expect(throttle.retryAfter('a@b.test|1.2.3.4')).toBe(0);
  });

  it('forgets the failures of a key after a successful sign-in', () => {
    const throttle = createLoginThrottle({ maxFailures: 2 });
    throttle.failed('k');
    throttle.failed('k');
    expect(throttle.retryAfter('k')).toBeGreaterThan(0);
    throttle.succeeded('k');
    expect(throttle.retryAfter('k')).toBe(0);
  });
});
