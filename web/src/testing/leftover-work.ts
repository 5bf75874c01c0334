/**
 * Work a component test leaves behind: the timers and intervals it started that are still pending once its
 * screen is unmounted. They are Node's timers (jsdom's animation frames end with its window, these do not),
 * so such a callback, when it fires after the file's environment is torn down (as it may on a loaded
 * machine), throws `ReferenceError: window is not defined` and fails the whole run as an unhandled error,
 * not the test that started it.
 *
 * `watchLeftoverWork()` records every pending one with where it was started; `settleLeftoverWork()` lets
 * the ones about to fire fire (a library's debounce, a download's clean-up) while the page still exists;
 * `takeLeftoverWork()` cancels what is still pending, so that none can fire after the test, and returns it
 * for the setup to fail the test that left it.
 */

type Kind = 'setTimeout' | 'setInterval';

export interface LeftoverWork {
  kind: Kind;
  /** Where it was started: the first frames of its stack outside this module and the runner. */
  startedAt: string;
}

interface Pending extends LeftoverWork {
  /** The test that started it (0: the file's own code, outside any test). */
  test: number;
  /** When a timeout fires (an interval never settles). */
  dueAt: number;
  cancel(): void;
}

/** A timeout due this soon after the test is let fire rather than called left behind. */
export const SETTLE_MS = 1000;

const pending = new Map<unknown, Pending>();

/** The key of a handle: Node's timer objects and the numbers they turn into name the same timer. */
const keyOf = (handle: unknown): unknown =>
  typeof handle === 'object' && handle !== null && Symbol.toPrimitive in handle ? Number(handle) : handle;

/**
 * Where a timer was started, or null when jsdom started it for itself (its animation-frame clock, a
 * selection's events): jsdom ends those when its window closes, and they never reach the page's code.
 */
function startedAt(): string | null {
  const frames = (new Error().stack ?? '')
    .split('\n')
    .slice(1)
    .filter((frame) => !frame.includes('/leftover-work.ts:') && !frame.includes('node:internal') && !frame.includes('/vitest/'));
  if (frames[0]?.includes('/node_modules/jsdom/')) return null;
  return frames
    .slice(0, 6)
    .map((frame) => frame.trim())
    .join('\n    ');
}

let watching = false;
let currentTest = 0;
let realSetTimeout: typeof setTimeout = setTimeout;

/** From now on, what is started belongs to a new test. */
export function beginTest(): void {
  currentTest += 1;
}

/** Wraps the global timer functions once per test file (each file has its own environment). */
export function watchLeftoverWork(): void {
  if (watching) return;
  watching = true;
  const global = globalThis;
  realSetTimeout = global.setTimeout;
  const realClearTimeout = global.clearTimeout;
  const realSetInterval = global.setInterval;
  const realClearInterval = global.clearInterval;

  const track = (kind: Kind, handle: unknown, dueAt: number, cancel: () => void): void => {
    const where = startedAt();
    if (where !== null) pending.set(keyOf(handle), { kind, startedAt: where, test: currentTest, dueAt, cancel });
  };

  global.setTimeout = ((callback: unknown, delay?: number, ...args: unknown[]) => {
    if (typeof callback !== 'function') return realSetTimeout(callback as () => void, delay, ...args);
    const handle = realSetTimeout(
      (...callArgs: unknown[]) => {
        pending.delete(keyOf(handle));
        (callback as (...a: unknown[]) => void)(...callArgs);
      },
      delay,
      ...args,
    );
    track('setTimeout', handle, Date.now() + Math.max(0, Number(delay) || 0), () => realClearTimeout(handle));
    return handle;
  }) as typeof setTimeout;
  global.clearTimeout = (handle?: Parameters<typeof clearTimeout>[0]) => {
    pending.delete(keyOf(handle));
    realClearTimeout(handle);
  };
  global.setInterval = ((callback: (...a: unknown[]) => void, delay?: number, ...args: unknown[]) => {
    const handle = realSetInterval(callback, delay, ...args);
    track('setInterval', handle, Number.POSITIVE_INFINITY, () => realClearInterval(handle));
    return handle;
  }) as typeof setInterval;
  global.clearInterval = (handle?: Parameters<typeof clearInterval>[0]) => {
    pending.delete(keyOf(handle));
    realClearInterval(handle);
  };
}

/** Waits while the current test's pending timeouts are due within `SETTLE_MS` of now, until they have fired. */
export async function settleLeftoverWork(): Promise<void> {
  const until = Date.now() + SETTLE_MS;
  for (;;) {
    const due = [...pending.values()].filter((work) => work.test === currentTest && work.dueAt <= until).map((work) => work.dueAt);
    if (due.length === 0) return;
    const wait = Math.max(0, Math.min(...due) - Date.now()) + 1;
    await new Promise((resolve) => realSetTimeout(resolve, wait));
  }
}

/**
 * Cancels what the current test started and is still pending, and returns it (empty when the test left
 * nothing behind); with `all`, everything still pending, whoever started it (the file is done).
 */
export function takeLeftoverWork(options: { all?: boolean } = {}): LeftoverWork[] {
  const left: LeftoverWork[] = [];
  for (const [key, work] of pending) {
    if (!options.all && work.test !== currentTest) continue;
    pending.delete(key);
    work.cancel();
    left.push({ kind: work.kind, startedAt: work.startedAt });
  }
  return left;
}

/** What a test failure says about the work it left. */
export function describeLeftoverWork(left: readonly LeftoverWork[]): string {
  return [
    `The test left ${left.length} timer(s) pending after its screen was unmounted (cancelled now).`,
    "Each would fire after the test, perhaps after jsdom is gone; clear it in the effect's cleanup, or await what it waits for:",
    ...left.map((work) => `  ${work.kind} started\n    ${work.startedAt}`),
  ].join('\n');
}
