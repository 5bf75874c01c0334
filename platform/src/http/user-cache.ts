import { LRUCache } from 'lru-cache';
import type { AuthUser } from './access';

/** The signed-in users this process has looked up recently. */
export interface UserCache {
  get(userId: string): Promise<AuthUser | null>;
  /** Forgets a user whose roles, company or name changed (the users read model says so over the bus). */
  evict(userId: string): void;
}

/**
 * Remembers each user looked up for a request for `ttlMs` (default 5 s): every request needs its user.
 * A change to a user is announced by the users projection after commit; the composition calls `evict`
 * then, and the time limit covers a notice that got lost.
 */
export function createUserCache(load: (userId: string) => Promise<AuthUser | null>, options: { ttlMs?: number } = {}): UserCache {
  const users = new LRUCache<string, AuthUser>({ max: 50_000, ttl: options.ttlMs ?? 5000 });
  return {
    async get(userId) {
      const cached = users.get(userId);
      if (cached) return cached;
      const user = await load(userId);
      if (user) users.set(userId, user);
      return user;
    },
    evict(userId) {
      users.delete(userId);
    },
  };
}
