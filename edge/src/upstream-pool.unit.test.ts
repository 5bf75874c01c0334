import { describe, expect, it } from 'vitest';
import { createUpstreamPool } from './upstream-pool';

const A = 'http://127.0.0.1:3101';
const B = 'http://127.0.0.1:3102';
const C = 'http://127.0.0.1:3103';
const none = new Set<string>();

describe('upstream pool', () => {
  it('takes the instances in turn', () => {
    const pool = createUpstreamPool('query-api', [A, B, C]);
    expect([1, 2, 3, 4, 5].map(() => pool.next(none))).toEqual([A, B, C, A, B]);
  });

  it('skips the instances a request already tried, and says when none is left', () => {
    const pool = createUpstreamPool('command-api', [A, B]);
    expect(pool.next(new Set([A]))).toBe(B);
    expect(pool.next(new Set([A, B]))).toBeNull();
  });

  it('passes over an instance marked down until its pause is over', () => {
    let clock = 0;
    const pool = createUpstreamPool('command-api', [A, B, C], { downForMs: 1000, now: () => clock });
    pool.markDown(B);
    expect([1, 2, 3, 4].map(() => pool.next(none))).toEqual([A, C, A, C]);
    clock = 1001;
    expect([1, 2, 3].map(() => pool.next(none))).toEqual([A, B, C]);
  });

  it('still tries instances marked down when no live one is left, the soonest back first', () => {
    let clock = 0;
    const pool = createUpstreamPool('command-api', [A, B], { downForMs: 1000, now: () => clock });
    pool.markDown(A);
    clock = 10;
    pool.markDown(B);
    expect(pool.next(none)).toBe(A);
    expect(pool.next(new Set([A]))).toBe(B);
  });

  it('needs at least one instance', () => {
    expect(() => createUpstreamPool('query-api', [])).toThrow('No query-api instances given.');
  });
});
