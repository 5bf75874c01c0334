import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres';
import { readPostmasterPid } from './postmaster-lock';

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** The error code a connection with `password` gets, or 'connected'. */
async function tryPassword(url: string, password: string): Promise<string> {
  const target = new URL(url);
  target.password = password;
  try {
    await query(target.toString(), 'select 1');
    return 'connected';
  } catch (error) {
    return String((error as { code?: unknown }).code);
  }
}

const WRONG_PASSWORD = '28P01';

describe('the embedded PostgreSQL superuser password', () => {
  const top = mkdtempSync(path.join(tmpdir(), 'rm-embedded-password-'));
  const dataDir = path.join(top, 'postgres');
  const passwordFile = path.join(top, 'postgres-password');
  afterAll(() => rmSync(top, { recursive: true, force: true }));

  it('is generated at the first start into a file of mode 600; the former fixed one is refused; 127.0.0.1 only', async () => {
    const first = await startEmbeddedPostgres({ dataDir, passwordFile });
    let password: string;
    try {
      password = readFileSync(passwordFile, 'utf8').trim();
      expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
      expect(password).toMatch(/^[0-9a-f]{64}$/);
      expect(new URL(first.url).password).toBe(password);
      expect(await tryPassword(first.url, password)).toBe('connected');
      expect(await tryPassword(first.url, 'embedded')).toBe(WRONG_PASSWORD);
      const settings = await query<{ name: string; setting: string }>(
        first.url,
        "select name, setting from pg_settings where name in ('listen_addresses', 'unix_socket_directories', 'password_encryption') order by name",
      );
      expect(settings).toEqual([
        { name: 'listen_addresses', setting: '127.0.0.1' },
        { name: 'password_encryption', setting: 'scram-sha-256' },
        { name: 'unix_socket_directories', setting: '' },
      ]);
      const methods = await query<{ auth_method: string }>(first.url, 'select distinct auth_method from pg_hba_file_rules');
      expect(methods).toEqual([{ auth_method: 'scram-sha-256' }]);
      await query(first.url, 'create table kept (n int); insert into kept values (42)');
    } finally {
      await first.stop();
    }

    const second = await startEmbeddedPostgres({ dataDir, passwordFile });
    try {
      expect(new URL(second.url).password).toBe(password);
      expect(await query(second.url, 'select n from kept')).toEqual([{ n: 42 }]);
    } finally {
      await second.stop();
    }
  });

  it('of a data folder made with the former fixed password is changed to a generated one at its next start', async () => {
    // A folder as earlier versions left it: the superuser's password 'embedded', its pg_hba.conf made by
    // `initdb --auth=password`, no password file.
    const before = await startEmbeddedPostgres({ dataDir, passwordFile });
    await query(before.url, "alter role postgres password 'embedded'");
    await before.stop();
    rmSync(passwordFile);
    const hba = path.join(before.dataDir, 'pg_hba.conf');
    writeFileSync(hba, readFileSync(hba, 'utf8').replaceAll('scram-sha-256', 'password'));

    const logs: string[] = [];
    const migrated = await startEmbeddedPostgres({ dataDir, passwordFile, onLog: (message) => void logs.push(message) });
    try {
      const password = readFileSync(passwordFile, 'utf8').trim();
      expect(password).toMatch(/^[0-9a-f]{64}$/);
      expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
      expect(new URL(migrated.url).password).toBe(password);
      expect(await tryPassword(migrated.url, 'embedded')).toBe(WRONG_PASSWORD);
      expect(await query(migrated.url, 'select n from kept')).toEqual([{ n: 42 }]);
      expect(logs.join('')).toContain('had the former fixed password: changed to the generated one');
      expect(logs.join('')).not.toContain(password); // the ALTER ROLE never reaches the server's log
    } finally {
      await migrated.stop();
    }
  });

  it('kept in its file is set again when a start broke off after storing it, before changing it', async () => {
    const password = readFileSync(passwordFile, 'utf8').trim();
    const before = await startEmbeddedPostgres({ dataDir, passwordFile });
    await query(before.url, "alter role postgres password 'embedded'");
    await before.stop();

    const again = await startEmbeddedPostgres({ dataDir, passwordFile });
    try {
      expect(new URL(again.url).password).toBe(password);
      expect(await tryPassword(again.url, 'embedded')).toBe(WRONG_PASSWORD);
    } finally {
      await again.stop();
    }
  });

  it('refused by the server (a file replaced by hand) makes the start fail with one line, the server stopped', async () => {
    const before = await startEmbeddedPostgres({ dataDir, passwordFile });
    await query(before.url, "alter role postgres password 'set-by-hand'");
    await before.stop();

    await expect(startEmbeddedPostgres({ dataDir, passwordFile })).rejects.toThrow(
      `Embedded PostgreSQL cannot start: its server refuses the password kept in ${passwordFile}`,
    );
    expect(readPostmasterPid(dataDir)).toBeUndefined();
  });
});
