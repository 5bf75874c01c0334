/** A job that looks every so often, in the background, until stopped. */
export interface Periodic<T> {
  /** One look now, beside the scheduled ones. */
  tick(): Promise<T>;
  /** No further look; waits for the one under way. */
  stop(): Promise<void>;
}

export interface PeriodicOptions {
  /** Wait before the first look. */
  firstMs: number;
  /** Wait after each look (whatever its outcome) before the next. */
  everyMs: number;
  /** A look that failed: logged by the caller; the next look tries again. */
  onError(error: unknown): Promise<unknown> | void;
  /** Runs after the last look once stopped (closing a connection of its own, say). */
  onStop?(): Promise<void>;
}

/**
 * Runs `look` first after `firstMs`, then `everyMs` after each look ends, never two at once from the
 * timer; the timer does not keep the process alive. Stopping clears the timer and waits for a look under way.
 */
export function periodic<T>(look: () => Promise<T>, options: PeriodicOptions): Periodic<T> {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<unknown> = Promise.resolve();

  const schedule = (ms: number): void => {
    if (stopped) return;
    timer = setTimeout(() => {
      current = look()
        .catch((error: unknown) => options.onError(error))
        .finally(() => schedule(options.everyMs));
    }, ms);
    timer.unref();
  };
  schedule(options.firstMs);

  return {
    tick: () => {
      const run = look();
      current = run.catch(() => undefined);
      return run;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current.catch(() => undefined);
      await options.onStop?.();
    },
  };
}
