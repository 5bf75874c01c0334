/** The instances of one service behind the edge, taken in turn (round robin). */
export interface UpstreamPool {
  /** The service's name, for messages and logs. */
  readonly name: string;
  readonly urls: readonly string[];
  /**
   * The instance to try next for a request, skipping those it already tried: live instances first, in
   * turn; when every untried one is marked down, the one whose pause ends first (it may be back).
   * Null when the request has tried them all.
   */
  next(tried: ReadonlySet<string>): string | null;
  /** An instance that refused a connection sits out for a while. */
  markDown(url: string): void;
}

export interface UpstreamPoolOptions {
  /** How long an instance that refused a connection is passed over (default 5 s). */
  downForMs?: number;
  now?: () => number;
}

export function createUpstreamPool(name: string, urls: readonly string[], options: UpstreamPoolOptions = {}): UpstreamPool {
  if (urls.length === 0) throw new Error(`No ${name} instances given.`);
  const downForMs = options.downForMs ?? 5000;
  const now = options.now ?? Date.now;
  const downUntil = new Map<string, number>();
  let cursor = 0;

  const isDown = (url: string): boolean => (downUntil.get(url) ?? 0) > now();

  return {
    name,
    urls,
    next(tried) {
      for (let step = 0; step < urls.length; step += 1) {
        const index = (cursor + step) % urls.length;
        const url = urls[index] as string;
        if (tried.has(url) || isDown(url)) continue;
        cursor = index + 1;
        return url;
      }
      const resting = urls.filter((url) => !tried.has(url)).sort((a, b) => (downUntil.get(a) ?? 0) - (downUntil.get(b) ?? 0));
      return resting[0] ?? null;
    },
    markDown(url) {
      downUntil.set(url, now() + downForMs);
    },
  };
}
