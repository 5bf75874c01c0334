import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  eventstoreUrl: string | undefined;
  natsUrl: string | undefined;
  /** Connections per PostgreSQL pool; a process keeps three (read models, hot statements, event store). */
  databasePoolSize: number;
  sessionSecret: string;
  /** The secret the e-mail claim streams are named with (HMAC); the same on every instance. */
  streamKeySecret: string;
  approvalAudienceThreshold: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  seedDemoData: boolean;
  /** Addresses or CIDR ranges of the proxies in front whose X-Forwarded-* headers count (none: []). */
  trustProxy: string[];
  /** The origin browsers use (e.g. https://jobs.example.de): https makes cookies Secure and sends HSTS; WebSockets must come from it. */
  publicUrl: URL | undefined;
  /** Who may read the OpenAPI document and its UI: anyone, or signed-in admins (the default in production). */
  apiDocs: 'public' | 'admin';
  /** Where files about persons (documents, images) are kept, encrypted per person. */
  filesDir: string;
  /** The retention rule and its scheduler (see the README's Datenschutz section). */
  retention: RetentionSettings;
  /** The secret the SMS provider signs its incoming-message webhook with (HMAC-SHA256); none: the webhook accepts nothing. */
  smsWebhookSecret: string | undefined;
  /** Per-address throttles of the public one-shot calls (sign-in, registration, codes, links); a null group is not throttled. */
  rateLimits: RateLimits;
  /** Where the key-encryption keys that wrap the persons' keys are, and how often they rotate. */
  keyEncryption: KeyEncryptionSettings;
  /** Who answers for the data, and who processes it on the controller's behalf: named in every Art. 15 export. */
  dataProtection: DataProtectionSettings;
}

/** A processor (Art. 28 GDPR): who, for what, where. */
export interface DataProcessor {
  name: string;
  purpose: string;
  location: string;
}

/** The controller with its contact and the processors, as the Art. 15 export names them (empty: not configured). */
export interface DataProtectionSettings {
  controllerName: string;
  controllerAddress: string;
  dpoContact: string;
  processors: DataProcessor[];
}

/** Outside production only: placeholders that show where the real entries go. */
export const DEMO_DATA_PROTECTION: DataProtectionSettings = {
  controllerName: 'Recruiting Marketplace GmbH (Beispiel)',
  controllerAddress: 'Musterstraße 1, 10115 Berlin',
  dpoContact: 'datenschutz@recruiting-marketplace.example',
  processors: [
    { name: 'Hosting (Beispiel)', purpose: 'Betrieb der Server und der Datenbank', location: 'Deutschland' },
    { name: 'SMS-Versand (Beispiel)', purpose: 'Versand von Angebotslinks und Einmalcodes per SMS', location: 'EU' },
    { name: 'E-Mail-Versand (Beispiel)', purpose: 'Versand von Anmeldelinks und Benachrichtigungen', location: 'EU' },
  ],
};

/** `DATA_PROCESSORS`: entries `name|purpose|location` separated by `;`. */
const processorList = z
  .string()
  .transform((value, context) => {
    const entries = value
      .split(';')
      .map((entry) => entry.trim())
      .filter((entry) => entry.length > 0);
    const processors: DataProcessor[] = [];
    for (const entry of entries) {
      const [name, purpose, location] = entry.split('|').map((part) => part.trim());
      if (!name || !purpose || !location) {
        context.addIssue({ code: 'custom', message: 'each entry is name|purpose|location, entries separated by ;' });
        return z.NEVER;
      }
      processors.push({ name, purpose, location });
    }
    return processors;
  })
  .optional();

/**
 * The key-encryption keys (KEKs) wrapping the persons' keys, never in the database: files of a folder of
 * the data folder (`PERSONAL_DATA_KEK_DIR`, default `<DATA_DIR>/personal-data-keys`, optionally sealed
 * with the secret `PERSONAL_DATA_KEK`), or HashiCorp Vault's transit engine (`VAULT_ADDR`, `VAULT_TOKEN`,
 * `VAULT_TRANSIT_KEY`). A new KEK every `KEK_ROTATION_HOURS` (default 24); the old one is destroyed then.
 */
export type KeyEncryptionSettings = (
  | { kind: 'file'; directory: string; secret: string | undefined }
  | { kind: 'vault'; address: string; token: string; key: string; mount: string }
) & { rotationHours: number };

/** The throttled groups of public calls (see `server/src/http/rate-limits.ts` for their routes). */
export const RATE_LIMIT_GROUPS = ['signIn', 'register', 'sendCode', 'verifyCode', 'links'] as const;
export type RateLimitGroup = (typeof RATE_LIMIT_GROUPS)[number];
/** At most `max` calls of one route from one address within `windowSeconds`. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}
export type RateLimits = Readonly<Record<RateLimitGroup, RateLimit | null>>;

/**
 * The defaults, per route and client address: generous enough for a care home or an office behind one address,
 * tight enough that no one tries passwords, sends SMS or registers accounts by the thousand.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  signIn: { max: 30, windowSeconds: 60 },
  register: { max: 20, windowSeconds: 3600 },
  sendCode: { max: 10, windowSeconds: 600 },
  verifyCode: { max: 30, windowSeconds: 600 },
  links: { max: 60, windowSeconds: 60 },
};
export const RATE_LIMITS_OFF: RateLimits = { signIn: null, register: null, sendCode: null, verifyCode: null, links: null };

const RATE_LIMIT_ENV: Record<RateLimitGroup, string> = {
  signIn: 'RATE_LIMIT_SIGN_IN',
  register: 'RATE_LIMIT_REGISTER',
  sendCode: 'RATE_LIMIT_SEND_CODE',
  verifyCode: 'RATE_LIMIT_VERIFY_CODE',
  links: 'RATE_LIMIT_LINKS',
};

/** `RATE_LIMITS=off` turns every throttle off; `RATE_LIMIT_SIGN_IN=20/60` (calls/seconds) or `=off` sets one group. */
function rateLimitsFromEnv(env: NodeJS.ProcessEnv): RateLimits {
  const all = env['RATE_LIMITS']?.trim().toLowerCase();
  if (all !== undefined && all !== '' && all !== 'on' && all !== 'off') throw new Error('Invalid settings: RATE_LIMITS: must be on or off');
  if (all === 'off') return RATE_LIMITS_OFF;
  const limits: Record<RateLimitGroup, RateLimit | null> = { ...DEFAULT_RATE_LIMITS };
  for (const group of RATE_LIMIT_GROUPS) {
    const name = RATE_LIMIT_ENV[group];
    const value = env[name]?.trim().toLowerCase();
    if (value === undefined || value === '') continue;
    if (value === 'off') {
      limits[group] = null;
      continue;
    }
    const match = /^(\d{1,6})\/(\d{1,6})$/.exec(value);
    const max = Number(match?.[1]);
    const windowSeconds = Number(match?.[2]);
    if (!match || max < 1 || windowSeconds < 1) throw new Error(`Invalid settings: ${name}: must be calls/seconds like 20/60, or off`);
    limits[group] = { max, windowSeconds };
  }
  return limits;
}

export interface RetentionSettings {
  /** Months after a candidate's last rejection until their data is erased. */
  rejectedMonths: number;
  /** Months after a talent-pool consent until then. */
  talentPoolMonths: number;
  /** Months after a candidate's last activity (sign-in, offer, registration) until their data is erased. */
  inactiveMonths: number;
  /** Days before that erasure the candidate is told by mail. */
  inactivityNoticeDays: number;
  /** Months the access log keeps a read. */
  accessLogMonths: number;
  /** Days the security log keeps an entry (sign-ins, exports, erasures, role changes). */
  securityLogDays: number;
  /** How often the scheduler looks whether a run is due (a run happens at most once a day across instances). */
  checkMinutes: number;
  /**
   * Hours between the rewrites of the read models' tables after erasures (`READ_MODEL_REWRITE_HOURS`,
   * default 24): forgotten row versions leave the database files no later than this after the erasure.
   */
  rewriteHours: number;
}

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();
const flag = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((value) => ['true', '1', 'yes'].includes(value));

/** `a.b.c.d`, `a.b.c.d/n`, an IPv6 address or range. */
const isAddressOrRange = (entry: string): boolean => {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits >= 0 && bits <= (version === 4 ? 32 : 128);
};

const trustProxyList = z
  .string()
  .trim()
  .transform((value) => (value === '' || value === 'none' ? [] : value.split(',').map((entry) => entry.trim())))
  .refine((entries) => entries.every(isAddressOrRange), 'must be addresses or CIDR ranges, comma-separated (or none)');

const publicUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()
  .refine((value) => value === undefined || /^https?:\/\/[^/]+\/?$/.test(value), 'must be an origin like https://jobs.example.de')
  .transform((value) => (value === undefined ? undefined : new URL(value)));

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: optionalUrl,
  EVENTSTORE_URL: optionalUrl,
  NATS_URL: optionalUrl,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  SESSION_SECRET: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  APPROVAL_AUDIENCE_THRESHOLD: z.coerce.number().int().min(1).default(600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: flag.default('true'),
  TRUST_PROXY: trustProxyList.default('127.0.0.1/8,::1'),
  PUBLIC_URL: publicUrl,
  API_DOCS: z.enum(['public', 'admin']).optional(),
  FILES_DIR: z.string().min(1).optional(),
  RETENTION_REJECTED_MONTHS: z.coerce.number().int().min(1).max(120).default(6),
  RETENTION_TALENT_POOL_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
  RETENTION_INACTIVE_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
  RETENTION_NOTICE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  ACCESS_LOG_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
  SECURITY_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  RETENTION_CHECK_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  READ_MODEL_REWRITE_HOURS: z.coerce.number().int().min(1).max(168).default(24),
  NODE_ENV: z.string().optional(),
  PERSONAL_DATA_KEK_DIR: z.string().min(1).optional(),
  PERSONAL_DATA_KEK: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  KEK_ROTATION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24),
  VAULT_ADDR: optionalUrl,
  VAULT_TOKEN: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(1).optional()),
  VAULT_TRANSIT_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,100}$/, 'must be letters, digits, _ . -')
    .default('personal-data'),
  VAULT_TRANSIT_MOUNT: z
    .string()
    .regex(/^[A-Za-z0-9_/-]{1,100}$/, 'must be letters, digits, _ / -')
    .default('transit'),
  STREAM_KEY_SECRET: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  SMS_WEBHOOK_SECRET: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  CONTROLLER_NAME: z.string().max(300).optional(),
  CONTROLLER_ADDRESS: z.string().max(500).optional(),
  DPO_CONTACT: z.string().max(300).optional(),
  DATA_PROCESSORS: processorList,
});

/** A secret from the environment, or one generated once and kept in the data folder (`session-secret`, …). */
function persistentSecret(dataDir: string, name = 'session-secret'): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function parseEnv(env: NodeJS.ProcessEnv): z.infer<typeof EnvSchema> {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid settings: ${problems}`);
  }
  return parsed.data;
}

function keyEncryptionOf(e: z.infer<typeof EnvSchema>, dataDir: string): KeyEncryptionSettings {
  const rotationHours = e.KEK_ROTATION_HOURS;
  if (e.VAULT_ADDR) {
    if (!e.VAULT_TOKEN) throw new Error('Invalid settings: VAULT_TOKEN: must be set with VAULT_ADDR');
    return {
      kind: 'vault',
      address: e.VAULT_ADDR,
      token: e.VAULT_TOKEN,
      key: e.VAULT_TRANSIT_KEY,
      mount: e.VAULT_TRANSIT_MOUNT,
      rotationHours,
    };
  }
  const directory = path.resolve(e.PERSONAL_DATA_KEK_DIR ?? path.join(dataDir, 'personal-data-keys'));
  return { kind: 'file', directory, secret: e.PERSONAL_DATA_KEK, rotationHours };
}

/** The key-encryption settings alone (for tools that need no other setting; nothing is written). */
export function loadKeyEncryptionSettings(env: NodeJS.ProcessEnv = process.env): KeyEncryptionSettings {
  const e = parseEnv(env);
  return keyEncryptionOf(e, path.resolve(e.DATA_DIR));
}

/** Reads the settings from the environment; an invalid value stops the start with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const e = parseEnv(env);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    eventstoreUrl: e.EVENTSTORE_URL,
    natsUrl: e.NATS_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    sessionSecret: e.SESSION_SECRET ?? persistentSecret(dataDir),
    streamKeySecret: e.STREAM_KEY_SECRET ?? persistentSecret(dataDir, 'stream-key-secret'),
    approvalAudienceThreshold: e.APPROVAL_AUDIENCE_THRESHOLD,
    logLevel: e.LOG_LEVEL,
    seedDemoData: e.SEED_DEMO_DATA,
    trustProxy: e.TRUST_PROXY,
    publicUrl: e.PUBLIC_URL,
    apiDocs: e.API_DOCS ?? (e.NODE_ENV === 'production' ? 'admin' : 'public'),
    filesDir: path.resolve(e.FILES_DIR ?? path.join(dataDir, 'files')),
    retention: {
      rejectedMonths: e.RETENTION_REJECTED_MONTHS,
      talentPoolMonths: e.RETENTION_TALENT_POOL_MONTHS,
      inactiveMonths: e.RETENTION_INACTIVE_MONTHS,
      inactivityNoticeDays: e.RETENTION_NOTICE_DAYS,
      accessLogMonths: e.ACCESS_LOG_RETENTION_MONTHS,
      securityLogDays: e.SECURITY_LOG_RETENTION_DAYS,
      checkMinutes: e.RETENTION_CHECK_MINUTES,
      rewriteHours: e.READ_MODEL_REWRITE_HOURS,
    },
    smsWebhookSecret: e.SMS_WEBHOOK_SECRET,
    rateLimits: rateLimitsFromEnv(env),
    keyEncryption: keyEncryptionOf(e, dataDir),
    dataProtection: dataProtectionFrom(e, e.NODE_ENV === 'production'),
  };
}

/** The controller and processors from the environment; outside production, placeholders for what is not set. */
function dataProtectionFrom(
  e: { CONTROLLER_NAME?: string; CONTROLLER_ADDRESS?: string; DPO_CONTACT?: string; DATA_PROCESSORS?: DataProcessor[] },
  production: boolean,
): DataProtectionSettings {
  const fallback: DataProtectionSettings = production
    ? { controllerName: '', controllerAddress: '', dpoContact: '', processors: [] }
    : DEMO_DATA_PROTECTION;
  return {
    controllerName: e.CONTROLLER_NAME?.trim() || fallback.controllerName,
    controllerAddress: e.CONTROLLER_ADDRESS?.trim() || fallback.controllerAddress,
    dpoContact: e.DPO_CONTACT?.trim() || fallback.dpoContact,
    processors: e.DATA_PROCESSORS ?? fallback.processors,
  };
}

/** The origin links in mails start with: `PUBLIC_URL`, else this machine on its port (a local start). */
export const publicBaseUrl = (config: Pick<AppConfig, 'publicUrl' | 'port'>): string =>
  config.publicUrl ? config.publicUrl.origin : `http://localhost:${config.port}`;
