import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { testServerUrl } from '../testing/test-database';
import { resolveDatabase } from './database';

const logger = pino({ level: 'silent' });

async function selectOne(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ one: number }>('select 1 as one');
    return result.rows[0]?.one ?? 0;
  } finally {
    await client.end();
  }
}

describe('resolveDatabase', () => {
  it('uses DATABASE_URL when it is set', async () => {
    const database = await resolveDatabase({ databaseUrl: testServerUrl(), dataDir: '/nonexistent' }, logger);
    expect(database.mode).toBe('external');
    expect(await selectOne(database.url)).toBe(1);
  });

  it('starts an embedded PostgreSQL in DATA_DIR without DATABASE_URL, and again on the same data', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rm-embedded-'));
    try {
      const first = await resolveDatabase({ databaseUrl: undefined, dataDir }, logger);
      expect(first.mode).toBe('embedded');
      expect(readFileSync(path.join(dataDir, 'database-url'), 'utf8')).toBe(first.url);
      expect(statSync(path.join(dataDir, 'database-url')).mode & 0o777).toBe(0o600);
      const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
      expect(statSync(path.join(dataDir, 'postgres-password')).mode & 0o777).toBe(0o600);
      expect(password).not.toBe('embedded');
      expect(new URL(first.url).password).toBe(password);
      const client = new pg.Client({ connectionString: first.url });
      await client.connect();
      await client.query('create table kept (n int); insert into kept values (42)');
      await client.end();
      await first.stop();

      const second = await resolveDatabase({ databaseUrl: undefined, dataDir }, logger);
      const again = new pg.Client({ connectionString: second.url });
      await again.connect();
      const kept = await again.query<{ n: number }>('select n from kept');
      await again.end();
      await second.stop();
      expect(kept.rows).toEqual([{ n: 42 }]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
