/** Counts failed sign-ins per key (e-mail and address); too many within the window answers 429. */
export interface LoginThrottle {
  /** Seconds to wait, or 0 when another attempt is allowed. */
  retryAfter(key: string): number;
  failed(key: string): void;
  succeeded(key: string): void;
}

/** An in-memory throttle: per process, which is enough to slow down guessing at one instance. */
export function createLoginThrottle(options: { maxFailures?: number; windowMs?: number; now?: () => number } = {}): LoginThrottle {
  const maxFailures = options.maxFailures ?? 5;
  const windowMs = options.windowMs ?? 60_000;
  const now = options.now ?? Date.now;
  const failures = new Map<string, number[]>();
  const recent = (key: string): number[] => {
    const cutoff = now() - windowMs;
    const list = (failures.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length === 0) failures.delete(key);
    else failures.set(key, list);
    return list;
  };
  const sweep = (): void => {
    for (const key of [...failures.keys()]) recent(key);
  };
  return {
    retryAfter(key) {
      const list = recent(key);
      if (list.length < maxFailures) return 0;
      const oldest = list[0] ?? now();
      return Math.max(1, Math.ceil((oldest + windowMs - now()) / 1000));
    },
    failed(key) {
      // Keys of one-off attempts would otherwise stay forever.
      if (failures.size >= 10_000) sweep();
      failures.set(key, [...recent(key), now()]);
    },
    succeeded(key) {
      failures.delete(key);
    },
  };
}
