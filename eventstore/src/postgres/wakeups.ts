import pg from 'pg';
import { sql, type DatabasePool } from 'slonik';

/**
 * Wakes subscribers when events are appended: directly within this process, and through
 * LISTEN/NOTIFY across processes. NOTIFY is sent outside the append's transaction (inside it, it would
 * serialise commits) and coalesced: at most one in flight, carrying the highest position appended.
 */
export interface Wakeups {
  appended(position: bigint): void;
  /** Highest position this process has heard of (appended here or notified). */
  latest(): bigint;
  watch(listener: () => void): () => void;
  close(): Promise<void>;
}

/** At most one NOTIFY per this many ms: other processes hear of appends at most this late. */
const NOTIFY_INTERVAL_MS = 5;

export function createWakeups(options: { connectionString: string; channel: string; pool: DatabasePool }): Wakeups {
  const listeners = new Set<() => void>();
  let latest = 0n;
  let pendingNotify: bigint | null = null;
  let notifying = false;
  let listenClient: pg.Client | null = null;
  let listening: Promise<void> | null = null;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | null = null;

  const wakeAll = (): void => {
    for (const listener of listeners) listener();
  };

  const heard = (position: bigint): void => {
    if (position > latest) latest = position;
    wakeAll();
  };

  async function flushNotify(): Promise<void> {
    if (notifying || pendingNotify === null || closed) return;
    notifying = true;
    const position = pendingNotify;
    pendingNotify = null;
    try {
      await options.pool.query(sql.unsafe`select pg_notify(${options.channel}, ${position.toString()})`);
    } catch {
      // A lost notice only delays other processes until their fallback poll.
    }
    // Appends that arrive meanwhile are coalesced into the next notice.
    setTimeout(() => {
      notifying = false;
      if (pendingNotify !== null) void flushNotify();
    }, NOTIFY_INTERVAL_MS).unref();
  }

  function startListening(): void {
    if (listening || closed) return;
    const client = new pg.Client({ connectionString: options.connectionString });
    listenClient = client;
    const retry = (): void => {
      listening = null;
      listenClient = null;
      client.removeAllListeners();
      void client.end().catch(() => undefined);
      if (!closed && listeners.size > 0) {
        reconnectTimer = setTimeout(startListening, 1000);
        reconnectTimer.unref();
      }
    };
    client.on('error', retry);
    client.on('notification', (message) => {
      if (message.payload) heard(BigInt(message.payload));
    });
    listening = client
      .connect()
      .then(() => client.query(`listen "${options.channel.replace(/"/g, '""')}"`))
      .then(() => {
        // Anything appended while we were not listening is picked up by this wake.
        wakeAll();
      })
      .catch(retry);
  }

  return {
    appended(position) {
      heard(position);
      if (pendingNotify === null || position > pendingNotify) pendingNotify = position;
      void flushNotify();
    },
    latest: () => latest,
    watch(listener) {
      listeners.add(listener);
      startListening();
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      listeners.clear();
      await listening?.catch(() => undefined);
      await listenClient?.end().catch(() => undefined);
    },
  };
}
