import { execFileSync } from 'node:child_process';
import os from 'node:os';
import pg from 'pg';

export interface Machine {
  cores: number;
  cpuModel: string;
  memoryBytes: number;
  node: string;
  postgres: string;
  postgresSettings: string;
  os: string;
  commit: string;
}

async function postgresInfo(url: string): Promise<{ version: string; settings: string }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const version = (await client.query<{ version: string }>('select version()')).rows[0]?.version ?? 'unknown';
    const settings = await client.query<{ name: string; setting: string; unit: string | null }>(
      `select name, setting, unit from pg_settings
       where name in ('shared_buffers', 'synchronous_commit', 'fsync', 'max_connections', 'wal_level') order by name`,
    );
    const describe = (row: { name: string; setting: string; unit: string | null }): string =>
      row.name === 'shared_buffers' && row.unit === '8kB'
        ? `${row.name}=${Math.round((Number(row.setting) * 8) / 1024)}MB`
        : `${row.name}=${row.setting}`;
    return { version, settings: settings.rows.map(describe).join(', ') };
  } finally {
    await client.end();
  }
}

function gitCommit(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return dirty ? `${commit} (with uncommitted changes)` : commit;
  } catch {
    return 'unknown';
  }
}

/** What the figures were measured on. */
export async function describeMachine(databaseUrl: string): Promise<Machine> {
  const cpus = os.cpus();
  const postgres = await postgresInfo(databaseUrl);
  return {
    cores: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    memoryBytes: os.totalmem(),
    node: process.version,
    postgres: postgres.version,
    postgresSettings: postgres.settings,
    os: `${os.type()} ${os.release()}`,
    commit: gitCommit(),
  };
}
