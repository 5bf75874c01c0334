import { randomUUID } from 'node:crypto';
import {
  createAudience,
  createOffer,
  registerUser,
  runCampaignCommand,
  runCompanyCommand,
  runContactCommand,
  type CommandMetadata,
} from '@rm/command-api';
import type { RoleName } from '@rm/domain';
import { createPostgresEventStore, migrateEventStore, type EventStore } from '@rm/eventstore';
import { createDatabasePool, createInProcessBus, createTestDatabase, type Bus, type TestDatabase } from '@rm/platform';
import { allProjections, startProjections, waitForProjections } from '@rm/projectors';
import type { LightMyRequestResponse } from 'fastify';
import { pino } from 'pino';
import type { DatabasePool } from 'slonik';
import { buildHttpApp, type HttpApp } from './app';

export const TEST_PASSWORD = 'test-password-1';

export interface Session {
  cookie: string;
  headers: Record<string, string>;
  userId: string;
}

export interface World {
  companyId: string;
  otherCompanyId: string;
  campaignId: string;
  otherCampaignId: string;
  pendingCampaignId: string;
  bigPendingCampaignId: string;
  contactIds: string[];
  offerIds: string[];
  otherOfferId: string;
  users: Record<'admin' | 'business' | 'owner' | 'contact' | 'otherBusiness', { id: string; email: string }>;
}

export interface TestApp {
  app: HttpApp;
  pool: DatabasePool;
  store: EventStore;
  bus: Bus;
  world: World;
  caughtUp(): Promise<void>;
  signIn(email: string): Promise<Session>;
  close(): Promise<void>;
}

function cookieHeader(response: LightMyRequestResponse, previous = ''): string {
  const jar = new Map(previous.split('; ').filter(Boolean).map((pair) => pair.split('=') as [string, string]));
  for (const cookie of response.cookies) jar.set(cookie.name, cookie.value);
  return [...jar.entries()].map(([k, v]) => `${k}=${v}`).join('; ');
}

const system: CommandMetadata = { actorId: null, actorRole: 'system' };

/** A complete HTTP app on a fresh database with a small world of users, companies, campaigns and offers. */
export async function startTestApp(options: { threshold?: number } = {}): Promise<TestApp> {
  const database: TestDatabase = await createTestDatabase('api');
  await migrateEventStore(database.url);
  const pool = await createDatabasePool(database.url);
  const store = createPostgresEventStore({ pool, connectionString: database.url });
  const bus = createInProcessBus();
  const logger = pino({ level: 'silent' });
  const projections = await startProjections({ pool, databaseUrl: database.url, store, bus, logger }, allProjections);
  const app = await buildHttpApp({ config: { approvalAudienceThreshold: options.threshold ?? 600 }, logger, pool, store, bus, databaseUrl: database.url, webDist: '/nonexistent' });

  const companyId = randomUUID();
  const otherCompanyId = randomUUID();
  const user = async (key: string, roles: RoleName[], companyId: string | null): Promise<{ id: string; email: string }> => {
    const email = `${key}-${randomUUID().slice(0, 6)}@api.test`;
    const id = await registerUser(store, { email, firstName: key, lastName: 'Tester', password: TEST_PASSWORD, roles, companyId }, system);
    return { id, email };
  };
  const users = {
    admin: await user('admin', ['admin'], null),
    business: await user('business', ['business'], companyId),
    owner: await user('owner', ['business-owner', 'business'], companyId),
    contact: await user('contact', ['contact'], null),
    otherBusiness: await user('other', ['business'], otherCompanyId),
  };
  for (const [id, name] of [[companyId, 'Pflege Test GmbH'], [otherCompanyId, 'Andere Firma']] as const) {
    await runCompanyCommand(store, id, { type: 'RegisterCompany', data: { companyId: id, name, country: 'DE', zipCode: '10115', city: 'Berlin', isPartner: false } }, system);
    await runCompanyCommand(store, id, { type: 'AssignAccountManager', data: { companyId: id, accountManagerId: users.admin.id } }, system);
  }
  await runCompanyCommand(store, companyId, { type: 'AttachEmployer', data: { companyId, employerId: users.business.id } }, system);

  const contactIds: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    const contactId = randomUUID();
    contactIds.push(contactId);
    await runContactCommand(
      store,
      contactId,
      { type: 'RegisterContact', data: { contactId, userId: null, firstName: `Kim${i}`, lastName: 'Muster', email: `kim${i}@example.test`, phone: '+49 151 1111111', profession: 'driver', zipCode: '10115', city: 'Berlin', lat: 52.53, lng: 13.38, registeredAt: new Date().toISOString() } },
      system,
    );
  }

  const campaign = async (company: string, name: string, fate: 'approved' | 'pending', rangeKm: number): Promise<string> => {
    const audienceId = randomUUID();
    const campaignId = randomUUID();
    await createAudience(store, { audienceId, companyId: company, name: `${name} audience`, profession: 'driver', zipCode: '10115', lat: 52.52, lng: 13.4, rangeKm }, system);
    await runCampaignCommand(store, campaignId, { type: 'CreateCampaign', data: { campaignId, companyId: company, audienceId, name, costPerUnlock: 2500, budget: 100000, createdBy: null } }, system);
    await runCampaignCommand(store, campaignId, { type: 'SubmitCampaignForApproval', data: { campaignId } }, system);
    if (fate === 'approved') {
      await runCampaignCommand(store, campaignId, { type: 'ApproveCampaign', data: { campaignId, resetRejectedOffers: false, userShouldBeNotified: false, audienceCandidatesCount: 6 } }, system);
    }
    return campaignId;
  };
  const campaignId = await campaign(companyId, 'Fahrer Berlin', 'approved', 50);
  const otherCampaignId = await campaign(otherCompanyId, 'Fahrer Andere', 'approved', 50);
  const pendingCampaignId = await campaign(companyId, 'Fahrer Berlin II', 'pending', 0.5);
  const bigPendingCampaignId = await campaign(companyId, 'Fahrer bundesweit', 'pending', 50);

  const offerIds: string[] = [];
  for (const contactId of contactIds) {
    const offerId = randomUUID();
    offerIds.push(offerId);
    await createOffer(store, { offerId, contactId, campaignId, companyId, audienceId: null, employerId: users.business.id, price: 2500 }, system);
  }
  const otherOfferId = randomUUID();
  await createOffer(store, { offerId: otherOfferId, contactId: contactIds[0] ?? '', campaignId: otherCampaignId, companyId: otherCompanyId, audienceId: null, employerId: null, price: 2500 }, system);

  const caughtUp = (): Promise<void> => waitForProjections(pool, store, allProjections);
  await caughtUp();

  return {
    app,
    pool,
    store,
    bus,
    world: { companyId, otherCompanyId, campaignId, otherCampaignId, pendingCampaignId, bigPendingCampaignId, contactIds, offerIds, otherOfferId, users },
    caughtUp,
    async signIn(email) {
      const first = await app.inject({ method: 'GET', url: '/api/user/current' });
      let cookie = cookieHeader(first);
      const xsrf = first.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
      const login = await app.inject({ method: 'POST', url: '/login', headers: { cookie, 'x-xsrf-token': xsrf }, payload: { email, password: TEST_PASSWORD } });
      if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.statusCode} ${login.body}`);
      cookie = cookieHeader(login, cookie);
      const body = login.json<{ user: { id: string } }>();
      return { cookie, headers: { cookie, 'x-xsrf-token': xsrf }, userId: body.user.id };
    },
    async close() {
      await app.close();
      await projections.stop();
      await store.close();
      await bus.close();
      await pool.end();
      await database.drop();
    },
  };
}
