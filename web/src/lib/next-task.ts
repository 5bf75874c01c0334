// Free of React and the store: the page's first script uses it.

/**
 * Resolves in a task of its own, after what the browser has waiting (a paint, an input): for splitting the
 * app's start into steps that each leave the page responsive, on a phone's slow CPU too.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
