import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const dataDir = (): string => mkdtempSync(path.join(tmpdir(), 'rm-config-'));

describe('loadConfig', () => {
  it('uses the embedded defaults when nothing is set', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: dir,
      databaseUrl: undefined,
      eventstoreUrl: undefined,
      natsUrl: undefined,
      approvalAudienceThreshold: 600,
      seedDemoData: true,
      logLevel: 'info',
    });
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://u:p@db:5432/app',
      EVENTSTORE_URL: 'esdb://es:2113?tls=false',
      NATS_URL: 'nats://bus:4222',
      SESSION_SECRET: 'x'.repeat(32),
      APPROVAL_AUDIENCE_THRESHOLD: '450',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u:p@db:5432/app',
      eventstoreUrl: 'esdb://es:2113?tls=false',
      natsUrl: 'nats://bus:4222',
      sessionSecret: 'x'.repeat(32),
      approvalAudienceThreshold: 450,
      seedDemoData: false,
      logLevel: 'warn',
    });
  });

  it('treats an empty URL as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('names the variable that is invalid', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SEED_DEMO_DATA: 'maybe' })).toThrow(/SEED_DEMO_DATA/);
  });

  it('generates a session secret once, keeps it private and reuses it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    const second = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first).toHaveLength(64);
    expect(second).toBe(first);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(first);
    expect(statSync(path.join(dir, 'session-secret')).mode & 0o077).toBe(0);
  });
});
