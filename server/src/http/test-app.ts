import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createOffer, registerUser, runCompanyCommand, type CommandMetadata, type PersonalDataPort } from '@rm/command-api';
import { DEFAULT_RETENTION_POLICY, type RetentionPolicy, type RoleName } from '@rm/domain';
import { createFileKeyEncryption, createPostgresEventStore, migrateEventStore, type EventStore } from '@rm/eventstore';
import {
  createDatabasePool,
  createInProcessBus,
  createStatementClient,
  createTestDatabase,
  testKekDirectory,
  TEST_STREAM_KEY_SECRET,
  RATE_LIMITS_OFF,
  type TestDatabase,
  type TestDatabaseTemplate,
  type Bus,
  type RateLimits,
} from '@rm/platform';
import { createLoginThrottle, migrateSessions } from '@rm/platform/http';
import { allProjections, startProjections, type Projection } from '@rm/projectors';
import { productProjections } from '../product-projections';
import type { LightMyRequestResponse } from 'fastify';
import { pino } from 'pino';
import { sql, type DatabasePool } from 'slonik';
import { buildHttpApp, type HttpApp } from './app';
import { seedCampaign, seedContact, type SeedCampaignOptions } from '../testing/seed-commands';
import { waitUntilProjected } from './catch-up';
import { createPersonalDataPort, openPersonalData, type PersonalData } from '../personal-data';

export const TEST_PASSWORD = 'test-password-1';
/** The test app's secret (CSRF tokens are derived from it). */
export const TEST_SESSION_SECRET = 'test-session-secret-0123456789';
/** The secret the test app's SMS webhook checks signatures with. */
export const TEST_SMS_WEBHOOK_SECRET = 'test-sms-webhook-secret-0123456789';

/** A role as the tests name their users. */
export type TestRole = 'admin' | 'business' | 'business-owner' | 'contact';

export interface TestUser {
  id: string;
  email: string;
  role: TestRole;
  companyId: string | null;
}

/** A browser's cookies and the headers of its requests (session cookie, XSRF cookie, X-XSRF-TOKEN). */
export interface Session {
  cookie: string;
  headers: Record<string, string>;
  /** The session token of a signed-in browser ('' for an anonymous one). */
  token: string;
  userId: string | null;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface TestApp {
  app: HttpApp;
  pool: DatabasePool;
  /** The test app's own database. */
  databaseUrl: string;
  /** The event store as the app uses it (personal fields encrypted). */
  store: EventStore;
  /** The same store without the encryption: what is really stored. */
  rawStore: EventStore;
  /** Keys and person files (in `filesDir`). */
  personalData: PersonalData;
  filesDir: string;
  /** What the privacy commands use (tests call the retention run through it). */
  personalDataPort: PersonalDataPort;
  retention: RetentionPolicy;
  /** The HTTP app's bus. */
  bus: Bus;
  /** Waits until every read model applied everything appended so far (checkpoints vs head) and no erasure's rebuild runs. */
  caughtUp(): Promise<void>;
  createUser(role: TestRole, options?: { companyId?: string | null; firstName?: string; contactId?: string }): Promise<TestUser>;
  /** Signs in through GET /api/user/current (for the XSRF cookie) and POST /login. */
  signIn(user: TestUser | string): Promise<Session>;
  /** A browser that is not signed in but holds an XSRF token. */
  anonymous(): Promise<Session>;
  seedCompany(name: string, options?: { accountManagerId?: string; employerIds?: string[] }): Promise<string>;
  seedContact(options?: { firstName?: string; userId?: string | null; phone?: string | null }): Promise<string>;
  seedCampaign(options: SeedCampaignOptions): Promise<string>;
  seedOffer(options: {
    contactId: string;
    campaignId: string;
    companyId: string;
    employerId?: string | null;
    price?: number;
  }): Promise<string>;
  call(
    method: Method,
    url: string,
    session?: Session,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

const system: CommandMetadata = { actorId: null, actorRole: 'system' };

const ROLES: Record<TestRole, RoleName[]> = {
  admin: ['admin'],
  business: ['business'],
  'business-owner': ['business-owner', 'business'],
  contact: ['contact'],
};

function withCookies(response: LightMyRequestResponse, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
  for (const cookie of response.cookies) jar.set(cookie.name, cookie.value);
  return [...jar.entries()].map(([name, value]) => `${name}=${value}`).join('; ');
}

/**
 * The whole HTTP app on a fresh database of its own: event store, sessions and read models migrated,
 * projections running in-process with the in-process bus. Seeds go through the command path.
 */
export interface TestAppOptions {
  threshold?: number;
  webDist?: string;
  trustProxy?: string[];
  publicUrl?: URL;
  apiDocs?: 'public' | 'admin';
  socketSessionCheckMs?: number;
  socketHeartbeatMs?: number;
  /** The throttles of the public calls (default off: tests sign in and register many times from one address). */
  rateLimits?: RateLimits;
  /**
   * The retention rule (default 6 and 12 months).
   */
  retention?: RetentionPolicy;
  /**
   * Connects a bus; called twice, once for the projections and once for the HTTP app, as two services
   * would (NATS). Default: one in-process bus for both.
   */
  connectBus?: () => Promise<Bus>;
  /** What the projections run, from the product's (default: those); e.g. wrapped to watch them, or more. */
  projections?: (product: Projection[]) => Projection[];
  /** Answers wait for their read model by looking at the checkpoint table, as the split command service does (default: on the projector's commit, as `npm start`). */
  pollCheckpoints?: boolean;
}

/**
 * Prepares a template of the test app's database at `url`: migrates the event store and sessions, starts the
 * test app on it (which makes the key store and every read model's schema, as the app's start does), lets
 * `seed` write through it, and closes it again, keeping the database.
 */
async function prepareAppDatabase(url: string, seed?: (t: TestApp) => Promise<void>): Promise<void> {
  await migrateEventStore(url);
  await migrateSessions(url);
  const t = await startTestAppOn({ url, name: '', drop: () => Promise.resolve() }, {});
  try {
    await seed?.(t);
  } finally {
    await t.close();
  }
}

/** The test app's database before anything happened; made once per test run and copied for each file. */
export const MIGRATED_APP_DATABASE: TestDatabaseTemplate = { key: 'app', prepare: (url) => prepareAppDatabase(url) };

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  return startTestAppOn(await createTestDatabase('http', MIGRATED_APP_DATABASE), options);
}

async function startTestAppOn(database: TestDatabase, options: TestAppOptions): Promise<TestApp> {
  const pool = await createDatabasePool(database.url);
  const db = createStatementClient(database.url);
  const rawStore = createPostgresEventStore({ pool, connectionString: database.url });
  const filesDir = await mkdtemp(path.join(tmpdir(), 'rm-test-files-'));
  const keyEncryption = createFileKeyEncryption({ directory: testKekDirectory() });
  const { store, personalData } = await openPersonalData(rawStore, {
    databaseUrl: database.url,
    filesDir,
    keyEncryption,
    streamKeySecret: TEST_STREAM_KEY_SECRET,
    migrateLog: true,
  });
  const retention = options.retention ?? DEFAULT_RETENTION_POLICY;
  const inProcess = createInProcessBus();
  const projectionBus = options.connectBus ? await options.connectBus() : inProcess;
  const bus = options.connectBus ? await options.connectBus() : inProcess;
  const logger = pino({ level: process.env['TEST_LOG_LEVEL'] ?? 'silent' });
  const projections = await startProjections(
    { pool, databaseUrl: database.url, store, bus: projectionBus, logger },
    (options.projections ?? ((product) => product))(productProjections(store, logger)),
    // A test's erasure is the only one: its rebuild need not wait for more.
    { erasureRebuildQuietMs: 0 },
  );
  const app = await buildHttpApp({
    config: {
      approvalAudienceThreshold: options.threshold ?? 600,
      sessionSecret: TEST_SESSION_SECRET,
      trustProxy: options.trustProxy ?? ['127.0.0.1/8', '::1'],
      publicUrl: options.publicUrl,
      apiDocs: options.apiDocs ?? 'public',
      retention,
      smsWebhookSecret: TEST_SMS_WEBHOOK_SECRET,
      rateLimits: options.rateLimits ?? RATE_LIMITS_OFF,
    },
    logger,
    pool,
    db,
    store,
    personalData,
    bus,
    webDist: options.webDist ?? '/nonexistent',
    loginThrottle: createLoginThrottle(db),
    socketSessionCheckMs: options.socketSessionCheckMs,
    socketHeartbeatMs: options.socketHeartbeatMs,
    ...(options.pollCheckpoints ? {} : { progress: projections }),
  });

  const call: TestApp['call'] = (method, url, session, payload, headers = {}) =>
    app.inject({
      method,
      url,
      headers: { ...(session?.headers ?? {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const anonymous = async (): Promise<Session> => {
    const first = await app.inject({ method: 'GET', url: '/api/user/current' });
    const cookie = withCookies(first);
    const xsrf = first.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    return { cookie, headers: { cookie, 'x-xsrf-token': xsrf }, token: '', userId: null };
  };

  const t: TestApp = {
    app,
    pool,
    databaseUrl: database.url,
    store,
    rawStore,
    personalData,
    filesDir,
    personalDataPort: createPersonalDataPort({ pool, bus, logger, store, retention }, personalData),
    retention,
    bus,
    async caughtUp() {
      // The last appended event, committed or not yet readable (the store's head may trail it for a moment).
      const result = await pool.query(sql.unsafe`select coalesce(max(position), 0)::text as last from es_events`);
      const last = BigInt((result.rows[0] as { last: string } | undefined)?.last ?? '0');
      if (!(await waitUntilProjected(pool, allProjections, last, 50_000))) throw new Error(`projections did not reach ${last}`);
      // An erasure's rebuilds (read models without `forget`) replay into `<schema>__next` and swap it in after.
      await projections.rebuildsSettled();
    },
    async createUser(role, userOptions = {}) {
      const companyId = userOptions.companyId ?? null;
      const email = `${role}-${randomUUID().slice(0, 8)}@api.test`;
      const firstName = userOptions.firstName ?? role;
      const id = await registerUser(
        store,
        { email, firstName, lastName: 'Tester', password: TEST_PASSWORD, roles: ROLES[role], companyId },
        system,
      );
      return { id, email, role, companyId };
    },
    async signIn(user) {
      const email = typeof user === 'string' ? user : user.email;
      await t.caughtUp();
      const browser = await anonymous();
      const login = await call('POST', '/login', browser, { email, password: TEST_PASSWORD });
      if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.statusCode} ${login.body}`);
      const cookie = withCookies(login, browser.cookie);
      const token = login.cookies.find((c) => c.name === 'rm_session')?.value ?? '';
      // The XSRF token changes with the sign-in: it is bound to the new session.
      const xsrf = login.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
      return {
        cookie,
        headers: { ...browser.headers, cookie, 'x-xsrf-token': xsrf },
        token,
        userId: login.json<{ user: { id: string } }>().user.id,
      };
    },
    anonymous,
    async seedCompany(name, companyOptions = {}) {
      const companyId = randomUUID();
      await runCompanyCommand(
        store,
        companyId,
        { type: 'RegisterCompany', data: { companyId, name, country: 'DE', zipCode: '10115', city: 'Berlin', isPartner: false } },
        system,
      );
      if (companyOptions.accountManagerId) {
        await runCompanyCommand(
          store,
          companyId,
          { type: 'AssignAccountManager', data: { companyId, accountManagerId: companyOptions.accountManagerId } },
          system,
        );
      }
      for (const employerId of companyOptions.employerIds ?? []) {
        await runCompanyCommand(store, companyId, { type: 'AttachEmployer', data: { companyId, employerId } }, system);
      }
      return companyId;
    },
    seedContact: (contactOptions = {}) => seedContact(store, contactOptions),
    seedCampaign: (campaignOptions) => seedCampaign(store, campaignOptions),
    async seedOffer({ contactId, campaignId, companyId, employerId = null, price = 2500 }) {
      const offerId = randomUUID();
      await createOffer(store, { offerId, contactId, campaignId, companyId, audienceId: null, employerId, price }, system);
      return offerId;
    },
    call,
    async close() {
      await app.close();
      await projections.stop();
      await store.close();
      await bus.close();
      if (projectionBus !== bus) await projectionBus.close();
      await db.end();
      await pool.end();
      await database.drop();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
  return t;
}

/** The small world most API tests share: two companies, users of every role, campaigns, contacts and offers. */
export interface World {
  companyId: string;
  otherCompanyId: string;
  campaignId: string;
  otherCampaignId: string;
  /** Pending, with an audience too small to hold any test contact. */
  pendingCampaignId: string;
  /** Pending, with an audience holding every test contact. */
  bigPendingCampaignId: string;
  contactIds: string[];
  /** One offer per contact in `campaignId`. */
  offerIds: string[];
  /** An offer of the other company (to contactIds[0]). */
  otherOfferId: string;
  users: { admin: TestUser; business: TestUser; owner: TestUser; contact: TestUser; otherBusiness: TestUser };
  sessions: { admin: Session; business: Session; owner: Session; contact: Session; otherBusiness: Session };
}

/** What the world's seeding makes: everything of the world but the sessions. */
type SeededWorld = Omit<World, 'sessions'>;

export async function seedWorld(t: TestApp, options: { contacts?: number } = {}): Promise<World> {
  return signInWorld(t, await seedWorldData(t, options));
}

async function signInWorld(t: TestApp, world: SeededWorld): Promise<World> {
  const { admin, business, owner, contact, otherBusiness } = world.users;
  // Five browsers signing in at once, as they would: nothing of one sign-in depends on another.
  const [adminSession, businessSession, ownerSession, contactSession, otherBusinessSession] = await Promise.all([
    t.signIn(admin),
    t.signIn(business),
    t.signIn(owner),
    t.signIn(contact),
    t.signIn(otherBusiness),
  ]);
  const sessions = {
    admin: adminSession,
    business: businessSession,
    owner: ownerSession,
    contact: contactSession,
    otherBusiness: otherBusinessSession,
  };
  return { ...world, sessions };
}

/** Where a world template keeps the ids of what it seeded, for the files that start on a copy of it. */
const WORLD_TABLE = 'test_world';

/** The test app's database with the world seeded (`contacts` of them) and projected; once per run and size. */
const worldTemplate = (contacts: number): TestDatabaseTemplate => ({
  key: `world${contacts}`,
  prepare: (url) =>
    prepareAppDatabase(url, async (t) => {
      const world = await seedWorldData(t, { contacts });
      await t.pool.query(sql.unsafe`create table ${sql.identifier([WORLD_TABLE])} (world jsonb not null)`);
      await t.pool.query(sql.unsafe`insert into ${sql.identifier([WORLD_TABLE])} (world) values (${JSON.stringify(world)}::jsonb)`);
    }),
});

/**
 * `startTestApp` and `seedWorld` in one, faster: the app starts on a copy of a database where the world was
 * seeded once for the run (seeding goes through the command path, hashes five passwords and waits for every
 * read model: 2–3 s a file). Only the sign-ins are made anew, so each file has sessions of its own.
 */
export async function startTestAppWithWorld(
  options: TestAppOptions = {},
  world: { contacts?: number } = {},
): Promise<{ t: TestApp; w: World }> {
  const t = await startTestAppOn(await createTestDatabase('http', worldTemplate(world.contacts ?? 6)), options);
  try {
    const result = await t.pool.query(sql.unsafe`select world from ${sql.identifier([WORLD_TABLE])}`);
    const stored = result.rows[0] as { world: SeededWorld } | undefined;
    if (!stored) throw new Error('the world template holds no world');
    // Gone before the tests: it holds e-mail addresses no read model should (privacy tests look everywhere).
    await t.pool.query(sql.unsafe`drop table ${sql.identifier([WORLD_TABLE])}`);
    return { t, w: await signInWorld(t, stored.world) };
  } catch (error) {
    await t.close();
    throw error;
  }
}

async function seedWorldData(t: TestApp, options: { contacts?: number }): Promise<SeededWorld> {
  const admin = await t.createUser('admin');
  const companyId = await t.seedCompany('Pflege Test GmbH', { accountManagerId: admin.id });
  const otherCompanyId = await t.seedCompany('Andere Firma', { accountManagerId: admin.id });
  const business = await t.createUser('business', { companyId });
  const owner = await t.createUser('business-owner', { companyId });
  const otherBusiness = await t.createUser('business', { companyId: otherCompanyId });
  const contact = await t.createUser('contact');
  await runCompanyCommand(t.store, companyId, { type: 'AttachEmployer', data: { companyId, employerId: business.id } }, system);

  const contactIds: string[] = [];
  for (let i = 0; i < (options.contacts ?? 6); i += 1)
    contactIds.push(await t.seedContact({ firstName: `Kim${i}`, userId: i === 0 ? contact.id : null }));
  const campaignId = await t.seedCampaign({ companyId, name: 'Fahrer Berlin' });
  const otherCampaignId = await t.seedCampaign({ companyId: otherCompanyId, name: 'Fahrer Andere' });
  const pendingCampaignId = await t.seedCampaign({ companyId, name: 'Fahrer Berlin II', fate: 'pending', rangeKm: 0.5 });
  const bigPendingCampaignId = await t.seedCampaign({ companyId, name: 'Fahrer bundesweit', fate: 'pending', rangeKm: 50 });
  const offerIds: string[] = [];
  for (const contactId of contactIds) offerIds.push(await t.seedOffer({ contactId, campaignId, companyId, employerId: business.id }));
  const otherOfferId = await t.seedOffer({ contactId: contactIds[0] ?? '', campaignId: otherCampaignId, companyId: otherCompanyId });
  await t.caughtUp();

  const users = { admin, business, owner, contact, otherBusiness };
  return {
    companyId,
    otherCompanyId,
    campaignId,
    otherCampaignId,
    pendingCampaignId,
    bigPendingCampaignId,
    contactIds,
    offerIds,
    otherOfferId,
    users,
  };
}

/** Field errors of a 422 answer. */
export const fieldErrorsOf = (response: LightMyRequestResponse): Record<string, string[]> =>
  response.json<{ errors?: Record<string, string[]> }>().errors ?? {};
