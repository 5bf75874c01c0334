/**
 * The requests this tab made that changed something (the X-Request-Id it gave each). The events they
 * appended carry the same id, so a push about one of them is this tab's own change: already refetched by
 * the mutation and already announced by it — not refetched or announced twice.
 */
const remembered: string[] = [];
const LIMIT = 200;

export function rememberOwnRequest(requestId: string): void {
  remembered.push(requestId);
  if (remembered.length > LIMIT) remembered.shift();
}

export const isOwnRequest = (requestId: unknown): boolean => typeof requestId === 'string' && remembered.includes(requestId);
