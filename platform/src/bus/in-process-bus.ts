import type { Bus, BusSubscription } from './port';
import { subjectMatches } from './subject-match';

interface Entry {
  pattern: string;
  handler: (message: unknown, subject: string) => void;
}

/** The bus for one process (the embedded default): asynchronous delivery of a copy, as over a wire. */
export function createInProcessBus(): Bus {
  const entries = new Set<Entry>();
  let closed = false;
  return {
    kind: 'in-process',
    publish(subject, message) {
      if (closed) return;
      const payload = JSON.stringify(message);
      const targets = [...entries].filter((entry) => subjectMatches(entry.pattern, subject));
      if (targets.length === 0) return;
      queueMicrotask(() => {
        for (const entry of targets) {
          if (!entries.has(entry)) continue;
          entry.handler(JSON.parse(payload) as unknown, subject);
        }
      });
    },
    subscribe(subject, handler): BusSubscription {
      const entry: Entry = { pattern: subject, handler };
      entries.add(entry);
      return { unsubscribe: () => void entries.delete(entry) };
    },
    onReconnect: () => () => undefined,
    flush: () => Promise.resolve(),
    close() {
      closed = true;
      entries.clear();
      return Promise.resolve();
    },
  };
}
