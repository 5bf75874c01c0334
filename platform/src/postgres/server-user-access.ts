import { realpathSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The system user a process started by root runs as. Node (libuv) drops the supplementary groups when it
 * spawns with a uid, so only the primary group counts.
 */
export interface ServerUser {
  uid: number;
  gid: number;
}

/** Owner, group and permission bits of one directory. */
export interface DirectoryEntry {
  path: string;
  uid: number;
  gid: number;
  mode: number;
}

/**
 * Whether `user` may pass through (search) `directory`, as the kernel decides without ACLs: the owner's
 * x bit if the user owns it, else the group's if it is the user's group, else the x bit for others.
 */
export function maySearch(user: ServerUser, directory: DirectoryEntry): boolean {
  if (user.uid === 0) return true;
  if (directory.uid === user.uid) return (directory.mode & 0o100) !== 0;
  if (directory.gid === user.gid) return (directory.mode & 0o010) !== 0;
  return (directory.mode & 0o001) !== 0;
}

/** The directories on the way that `user` may not pass through (none: it reaches the end). */
export function blockingDirectories(user: ServerUser, way: readonly DirectoryEntry[]): DirectoryEntry[] {
  return way.filter((directory) => !maySearch(user, directory));
}

/** Every directory from `/` down to `folder` (which must exist), symbolic links resolved, with owner and mode. */
export function directoryWay(folder: string): DirectoryEntry[] {
  const real = realpathSync(folder);
  const way: string[] = [];
  for (let current = real; ; current = path.dirname(current)) {
    way.unshift(current);
    if (path.dirname(current) === current) break;
  }
  return way.map((entry) => {
    const stat = statSync(entry);
    return { path: entry, uid: stat.uid, gid: stat.gid, mode: stat.mode & 0o7777 };
  });
}

/** "/root (mode 700)", for messages. */
export function describeDirectory(entry: DirectoryEntry): string {
  return `${entry.path} (mode ${(entry.mode & 0o777).toString(8).padStart(3, '0')})`;
}
