import { chmodSync, mkdirSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockingDirectories, describeDirectory, directoryWay, maySearch, type DirectoryEntry } from './server-user-access';

const postgres = { uid: 101, gid: 104 };
const dir = (mode: number, uid = 0, gid = 0, at = '/x'): DirectoryEntry => ({ path: at, uid, gid, mode });

describe('maySearch', () => {
  it('lets others through on the x bit for others only', () => {
    expect(maySearch(postgres, dir(0o755))).toBe(true);
    expect(maySearch(postgres, dir(0o711))).toBe(true);
    expect(maySearch(postgres, dir(0o700))).toBe(false);
    expect(maySearch(postgres, dir(0o754))).toBe(false);
    expect(maySearch(postgres, dir(0o770))).toBe(false);
  });

  it("uses the group's bits for the user's group, and only those", () => {
    expect(maySearch(postgres, dir(0o710, 0, 104))).toBe(true);
    expect(maySearch(postgres, dir(0o701, 0, 104))).toBe(false);
  });

  it("uses the owner's bits for the owner, and only those", () => {
    expect(maySearch(postgres, dir(0o700, 101, 0))).toBe(true);
    expect(maySearch(postgres, dir(0o077, 101, 104))).toBe(false);
  });

  it('lets root through anything', () => {
    expect(maySearch({ uid: 0, gid: 0 }, dir(0o000, 5, 5))).toBe(true);
  });
});

describe('blockingDirectories', () => {
  it('names the directories on the way the user may not pass', () => {
    const way = [dir(0o755, 0, 0, '/'), dir(0o700, 0, 0, '/root'), dir(0o755, 0, 0, '/root/repo'), dir(0o750, 0, 0, '/root/repo/.data')];
    expect(blockingDirectories(postgres, way).map((entry) => entry.path)).toEqual(['/root', '/root/repo/.data']);
    expect(blockingDirectories(postgres, [dir(0o755, 0, 0, '/'), dir(0o1777, 0, 0, '/tmp')])).toEqual([]);
  });

  it('describes a directory with its mode', () => {
    expect(describeDirectory(dir(0o700, 0, 0, '/root'))).toBe('/root (mode 700)');
  });
});

describe('directoryWay', () => {
  it('lists every directory from / down, with its mode', () => {
    const top = realpathSync(mkdtempSync(path.join(tmpdir(), 'rm-way-')));
    try {
      mkdirSync(path.join(top, 'a', 'b'), { recursive: true });
      chmodSync(path.join(top, 'a'), 0o700);
      const way = directoryWay(path.join(top, 'a', 'b'));
      expect(way[0]?.path).toBe('/');
      expect(way.at(-2)).toMatchObject({ path: path.join(top, 'a'), mode: 0o700 });
      expect(way.at(-1)?.path).toBe(path.join(top, 'a', 'b'));
    } finally {
      rmSync(top, { recursive: true, force: true });
    }
  });
});
