import type { Bus, StatementClient } from '@rm/platform';
import {
  SESSION_ENDED_SUBJECT as SESSION_ENDED,
  createSessionStore,
  createUserCache,
  type SessionStore,
  type UserCache,
} from '@rm/platform/http';
import { USERS_CHANGED } from '@rm/projectors';
import { loadAuthUser } from '@rm/query-api';

export interface SessionWiring {
  sessions: SessionStore;
  users: UserCache;
  /** Stops listening on the bus. */
  close(): void;
}

/**
 * Sessions and signed-in users with their short in-process memory, kept honest across processes: a
 * sign-out here is announced on the bus, and a user changed by the users projection is forgotten.
 */
export function wireSessions(db: StatementClient, bus: Bus): SessionWiring {
  const sessions = createSessionStore(db, { onEnded: (id) => bus.publish(SESSION_ENDED, { id }) });
  const users = createUserCache((userId) => loadAuthUser(db, userId));
  const ended = bus.subscribe(SESSION_ENDED, (message) => {
    const id = (message as { id?: unknown }).id;
    if (typeof id === 'string') sessions.forget(id);
  });
  const changed = bus.subscribe(USERS_CHANGED, (message) => {
    const userId = (message as { userId?: unknown }).userId;
    if (typeof userId === 'string') users.evict(userId);
  });
  return {
    sessions,
    users,
    close() {
      ended.unsubscribe();
      changed.unsubscribe();
    },
  };
}
