/** How the launcher restarts an instance that ended on its own. */
export interface RestartPolicy {
  /** Wait before the first restart (default 1 s); doubled for each further restart in a row. */
  initialDelayMs?: number;
  /** The longest wait (default 30 s). */
  maxDelayMs?: number;
  /** An instance that stayed healthy this long is restarted after `initialDelayMs` again (default 1 min). */
  resetAfterMs?: number;
}

export const DEFAULT_RESTART_POLICY: Required<RestartPolicy> = { initialDelayMs: 1000, maxDelayMs: 30_000, resetAfterMs: 60_000 };

/** The back-off of one instance: 1 s, 2 s, 4 s … 30 s, back to 1 s once it stayed healthy for a minute. */
export interface RestartBackoff {
  /** The wait before the next restart, after an exit; `healthyForMs` is how long it had been healthy (0 if never). */
  next(healthyForMs: number): number;
}

export function createRestartBackoff(policy: RestartPolicy = {}): RestartBackoff {
  const { initialDelayMs, maxDelayMs, resetAfterMs } = { ...DEFAULT_RESTART_POLICY, ...policy };
  let upcoming = initialDelayMs;
  return {
    next(healthyForMs) {
      if (healthyForMs >= resetAfterMs) upcoming = initialDelayMs;
      const delay = Math.min(upcoming, maxDelayMs);
      upcoming = Math.min(Math.max(delay * 2, 1), maxDelayMs);
      return delay;
    },
  };
}
