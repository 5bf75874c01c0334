import { randomUUID } from 'node:crypto';
import { presenceChanged } from '@rm/domain';
import type { Bus } from '@rm/platform';

export type PresenceStatus = 'online' | 'away';

/**
 * Who is connected to the realtime gateway: a user is online with at least one visible tab, away when
 * every tab of theirs is hidden, gone with the last socket. Each gateway process keeps its own sockets and
 * tells the others over the bus (`rm.presence.changed`, which the gateways also relay to admins), so every
 * process answers the online-users lists for all of them.
 */
export interface Presence {
  /** A socket of the user opened (online), changed its status, or closed (null). */
  socketStatus(userId: string, socket: object, status: PresenceStatus | null): void;
  /** Every connected user and their status, across the processes. */
  online(): ReadonlyMap<string, PresenceStatus>;
  close(): void;
}

interface PresenceNotice {
  userId: string;
  status: PresenceStatus | 'offline';
  instanceId: string;
}

const isNotice = (message: unknown): message is PresenceNotice => {
  const m = message as Partial<PresenceNotice> | null;
  return typeof m?.userId === 'string' && typeof m.instanceId === 'string' && ['online', 'away', 'offline'].includes(String(m.status));
};

export function createPresence(bus: Bus, instanceId: string = randomUUID()): Presence {
  const sockets = new Map<string, Map<object, PresenceStatus>>();
  const local = new Map<string, PresenceStatus>();
  const remote = new Map<string, Map<string, PresenceStatus>>();
  const statusOf = (userId: string): PresenceStatus | null => {
    const states = [...(sockets.get(userId)?.values() ?? [])];
    if (states.length === 0) return null;
    return states.includes('online') ? 'online' : 'away';
  };
  const subscription = bus.subscribe(presenceChanged.subject, (message) => {
    if (!isNotice(message) || message.instanceId === instanceId) return;
    const users = remote.get(message.instanceId) ?? new Map<string, PresenceStatus>();
    if (message.status === 'offline') users.delete(message.userId);
    else users.set(message.userId, message.status);
    remote.set(message.instanceId, users);
  });
  // Sockets still close while the gateway shuts down: their presence is nobody's news then.
  let closed = false;
  return {
    socketStatus(userId, socket, status) {
      const before = local.get(userId) ?? null;
      const mine = sockets.get(userId) ?? new Map<object, PresenceStatus>();
      if (status === null) mine.delete(socket);
      else mine.set(socket, status);
      if (mine.size === 0) sockets.delete(userId);
      else sockets.set(userId, mine);
      const after = statusOf(userId);
      if (after === before) return;
      if (after === null) local.delete(userId);
      else local.set(userId, after);
      if (closed) return;
      try {
        bus.publish(presenceChanged.subject, { userId, status: after ?? 'offline', instanceId } satisfies PresenceNotice);
      } catch {
        // A bus that is draining or reconnecting: the other instances learn it from the next change (best effort).
      }
    },
    online() {
      const all = new Map<string, PresenceStatus>();
      for (const users of [...remote.values(), local])
        for (const [userId, status] of users) if (all.get(userId) !== 'online') all.set(userId, status);
      return all;
    },
    close: () => {
      closed = true;
      subscription.unsubscribe();
    },
  };
}
