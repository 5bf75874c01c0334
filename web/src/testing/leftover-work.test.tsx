import { cleanup, render } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { describeLeftoverWork, settleLeftoverWork, takeLeftoverWork } from './leftover-work';

/** A component that starts a timer when it mounts and, unless told to, never clears it. */
function Ticking({ ms, clears, interval = false }: { ms: number; clears: boolean; interval?: boolean }) {
  useEffect(() => {
    const handle = interval ? setInterval(() => undefined, ms) : setTimeout(() => undefined, ms);
    return clears ? () => (interval ? clearInterval(handle) : clearTimeout(handle)) : undefined;
  }, [ms, clears, interval]);
  return <p>ticking</p>;
}

describe('work a test leaves behind', () => {
  it('finds a timer still pending after the screen is unmounted, says where it started, and cancels it', async () => {
    render(<Ticking ms={60_000} clears={false} />);
    cleanup();
    await settleLeftoverWork();
    const left = takeLeftoverWork();
    expect(left).toHaveLength(1);
    expect(left[0]?.kind).toBe('setTimeout');
    expect(left[0]?.startedAt).toContain('leftover-work.test.tsx');
    expect(describeLeftoverWork(left)).toMatch(/left 1 timer\(s\) pending/);
    // Cancelled: nothing is pending any more.
    expect(takeLeftoverWork()).toEqual([]);
  });

  it('finds an interval, however soon it would run', async () => {
    render(<Ticking ms={5} clears={false} interval />);
    cleanup();
    await settleLeftoverWork();
    expect(takeLeftoverWork().map((work) => work.kind)).toEqual(['setInterval']);
  });

  it('finds nothing when the effect clears its timer', async () => {
    render(<Ticking ms={60_000} clears />);
    cleanup();
    await settleLeftoverWork();
    expect(takeLeftoverWork()).toEqual([]);
  });

  it('lets a timer due within a second fire while the page still exists', async () => {
    let fired = false;
    setTimeout(() => {
      fired = true;
    }, 30);
    await settleLeftoverWork();
    expect(fired).toBe(true);
    expect(takeLeftoverWork()).toEqual([]);
  });
});
