/**
 * The requests this tab made that changed something (the X-Request-Id it gave each). The events they
 * appended carry the same id, so a push about one of them is this tab's own change: announced by the
 * mutation already, and the moment the read model holds it — the mutation refetches then (see
 * `contractMutation`), not before, so that the tab never reads the read model before its own change.
 */
const remembered: string[] = [];
const arrived = new Set<string>();
const waiting = new Map<string, () => void>();
const LIMIT = 200;
let listening = false;

/** Whether this tab's realtime connection is open (without it no push will come to wait for). */
export function setRealtimeListening(open: boolean): void {
  listening = open;
}

export function rememberOwnRequest(requestId: string): void {
  remembered.push(requestId);
  if (remembered.length > LIMIT) {
    const forgotten = remembered.shift();
    if (forgotten !== undefined) arrived.delete(forgotten);
  }
}

export const isOwnRequest = (requestId: unknown): requestId is string => typeof requestId === 'string' && remembered.includes(requestId);

/** The push about this tab's own change arrived: its read model holds the change now. */
export function ownChangeProjected(requestId: string): void {
  arrived.add(requestId);
  waiting.get(requestId)?.();
  waiting.delete(requestId);
}

/**
 * Resolves when the push about the change made by `requestId` has arrived (at once if it overtook the
 * answer, or if the tab has no realtime connection), or after `timeoutMs` when it does not come.
 */
export function whenOwnChangeProjected(requestId: string, timeoutMs: number): Promise<void> {
  if (!listening || arrived.has(requestId)) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      waiting.delete(requestId);
      resolve();
    }, timeoutMs);
    waiting.set(requestId, () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
