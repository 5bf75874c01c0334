import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, loadConfig, publicBaseUrl, RATE_LIMITS_OFF } from './config';

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

  it('treats an empty URL or secret as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), SESSION_SECRET: '' }).sessionSecret).toHaveLength(64);
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

  it('trusts forwarded headers from this machine only by default; TRUST_PROXY names the proxies (or none)', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toEqual(['127.0.0.1/8', '::1']);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '172.28.0.10, 10.0.0.0/8,fd00::/8' }).trustProxy).toEqual([
      '172.28.0.10',
      '10.0.0.0/8',
      'fd00::/8',
    ]);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'none' }).trustProxy).toEqual([]);
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'uniquelocal' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('reads the public origin, and keeps the API docs for admins in production unless told otherwise', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://jobs.example.de', NODE_ENV: 'production' });
    expect(config.publicUrl?.origin).toBe('https://jobs.example.de');
    expect(config.apiDocs).toBe('admin');
    expect(loadConfig({ DATA_DIR: dataDir() }).apiDocs).toBe('public');
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', API_DOCS: 'public' }).apiDocs).toBe('public');
    expect(() => loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://jobs.example.de/path' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'ftp://x' })).toThrow(/PUBLIC_URL/);
  });

  it('throttles the public calls by default; RATE_LIMITS=off or RATE_LIMIT_<GROUP>=calls/seconds|off changes that', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).rateLimits).toEqual(DEFAULT_RATE_LIMITS);
    expect(loadConfig({ DATA_DIR: dataDir(), RATE_LIMITS: 'off' }).rateLimits).toEqual(RATE_LIMITS_OFF);
    const tuned = loadConfig({ DATA_DIR: dataDir(), RATE_LIMIT_SIGN_IN: '5/30', RATE_LIMIT_LINKS: 'off' }).rateLimits;
    expect(tuned).toEqual({ ...DEFAULT_RATE_LIMITS, signIn: { max: 5, windowSeconds: 30 }, links: null });
    expect(() => loadConfig({ DATA_DIR: dataDir(), RATE_LIMIT_SEND_CODE: 'ten' })).toThrow(/RATE_LIMIT_SEND_CODE/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), RATE_LIMIT_SEND_CODE: '0/60' })).toThrow(/RATE_LIMIT_SEND_CODE/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), RATE_LIMITS: 'maybe' })).toThrow(/RATE_LIMITS/);
  });

  it('starts the links in mails with the public origin, else this machine', () => {
    expect(publicBaseUrl({ publicUrl: new URL('https://jobs.example.de/'), port: 3000 })).toBe('https://jobs.example.de');
    expect(publicBaseUrl({ publicUrl: undefined, port: 8080 })).toBe('http://localhost:8080');
  });

  it('keeps the KEKs in a folder of the data folder, or in Vault with its token, rotating daily by default', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).keyEncryption).toEqual({
      kind: 'file',
      directory: path.join(dir, 'personal-data-keys'),
      secret: undefined,
      rotationHours: 24,
    });
    expect(loadConfig({ DATA_DIR: dir, PERSONAL_DATA_KEK: 'k'.repeat(32), KEK_ROTATION_HOURS: '6' }).keyEncryption).toMatchObject({
      kind: 'file',
      secret: 'k'.repeat(32),
      rotationHours: 6,
    });
    expect(loadConfig({ DATA_DIR: dir, VAULT_ADDR: 'https://vault:8200', VAULT_TOKEN: 'hvs.x' }).keyEncryption).toEqual({
      kind: 'vault',
      address: 'https://vault:8200',
      token: 'hvs.x',
      key: 'personal-data',
      mount: 'transit',
      rotationHours: 24,
    });
    expect(() => loadConfig({ DATA_DIR: dir, VAULT_ADDR: 'https://vault:8200' })).toThrow(/VAULT_TOKEN/);
    expect(() => loadConfig({ DATA_DIR: dir, PERSONAL_DATA_KEK: 'short' })).toThrow(/PERSONAL_DATA_KEK/);
    expect(() => loadConfig({ DATA_DIR: dir, KEK_ROTATION_HOURS: '0' })).toThrow(/KEK_ROTATION_HOURS/);
  });
});
