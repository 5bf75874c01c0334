import type { AddressInfo } from 'node:net';
import { buildEdge } from '@rm/edge';
import {
  createDatabasePool,
  createLogger,
  createTestDatabase,
  loadConfig,
  natsServerBinary,
  startNatsServerProcess,
  type NatsServerProcess,
  type TestDatabase,
} from '@rm/platform';
import type { FastifyInstance } from 'fastify';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { allProjections } from '@rm/projectors';
import { DEMO_PASSWORD } from '../demo-data/seed-demo-data';
import { startHttpService } from './http-service';
import { prepareStore } from './prepare-store';
import { startProjectorsService } from './projectors-service';
import { apiGetRoutes } from './route-table';
import type { RunningService } from './running-service';
import { serviceSettings, type ServiceSettings } from './service-settings';

/**
 * The split deployment in one test process: the prepare step (twice at once: one seeds), then two
 * command-api, one query-api and one projectors service, each with a NATS connection of its own, behind
 * the edge. Uses NATS_URL, or starts nats-server when it is installed; skipped otherwise.
 */
const natsServerInstalled = natsServerBinary() !== null;
const available = Boolean(process.env.NATS_URL) || natsServerInstalled;

let natsServer: NatsServerProcess | undefined;
let database: TestDatabase;
let natsUrl: string;
const services: RunningService[] = [];
let edge: FastifyInstance;
let edgeUrl: string;
const logger = createLogger({ logLevel: 'silent' });

const settingsOf = (service: string, instance: string): ServiceSettings =>
  serviceSettings(
    loadConfig({
      DATABASE_URL: database.url,
      NATS_URL: natsUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      SESSION_SECRET: 'x'.repeat(32),
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'true',
    }),
    service,
    { INSTANCE: instance },
  );

/** A browser talking to the edge: keeps cookies and echoes the XSRF token. */
function browser() {
  const jar = new Map<string, string>();
  const cookie = (): string => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  return {
    cookie,
    async call<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
      const headers: Record<string, string> = { cookie: cookie(), 'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '' };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`${edgeUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      for (const setCookie of response.headers.getSetCookie()) {
        const [pair = ''] = setCookie.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      return { status: response.status, body: (await response.json()) as T };
    },
  };
}

async function eventCount(): Promise<number> {
  const pool = await createDatabasePool(database.url);
  try {
    return Number(await pool.oneFirst(sql.unsafe`select count(*) from es_events`));
  } finally {
    await pool.end();
  }
}

describe.runIf(available)('the split deployment', () => {
  beforeAll(async () => {
    natsUrl = process.env.NATS_URL ?? (natsServer = await startNatsServerProcess()).url;
    database = await createTestDatabase('split');
  });

  afterAll(async () => {
    await edge?.close();
    for (const service of services.reverse()) for (const step of service.shutdownSteps) await step.run();
    await database?.drop();
    await natsServer?.stop();
  });

  it('prepares the store once, however many prepare steps run at once', async () => {
    const outcomes = await Promise.all([
      prepareStore(settingsOf('prepare', 'prepare-1'), logger),
      prepareStore(settingsOf('prepare', 'prepare-2'), logger),
    ]);
    expect(outcomes.map((outcome) => outcome.seeded).sort()).toEqual([false, true]);
    const seeded = await eventCount();
    expect(seeded).toBeGreaterThan(1000);
    // The read models of the demo data are built before any service starts: a demo user can sign in at once.
    const pool = await createDatabasePool(database.url);
    try {
      const checkpoints = (await pool.any(sql.unsafe`
        select c.projection, c.position < (select max(position) from es_events) as behind from rm_checkpoints c
        where c.projection = any(${sql.array(
          allProjections.map((projection) => projection.name),
          'text',
        )})`)) as ReadonlyArray<{ projection: string; behind: boolean }>;
      expect(checkpoints.filter((row) => row.behind)).toEqual([]);
      expect(checkpoints).toHaveLength(allProjections.length);
      expect(await pool.any(sql.unsafe`select 1 from rm_users.users where email = 'admin@demo.test'`)).toHaveLength(1);
    } finally {
      await pool.end();
    }
    expect(await prepareStore(settingsOf('prepare', 'prepare-3'), logger)).toEqual({ seeded: false });
    expect(await eventCount()).toBe(seeded);
    // Seeding the demo data's months of history and building every read model from it: about 20 s on a quiet 2-core machine.
  }, 180_000);

  it('starts each service on its own, each answering GET /health with its name and instance', async () => {
    services.push(await startProjectorsService(settingsOf('projectors', 'projectors-1'), logger));
    services.push(await startHttpService('command-api', settingsOf('command-api', 'command-api-1'), logger));
    services.push(await startHttpService('command-api', settingsOf('command-api', 'command-api-2'), logger));
    services.push(await startHttpService('query-api', settingsOf('query-api', 'query-api-1'), logger));
    const names = ['projectors-1', 'command-api-1', 'command-api-2', 'query-api-1'];
    for (const [index, service] of services.entries()) {
      const health = await fetch(`http://127.0.0.1:${service.port}/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok', service: names[index]?.replace(/-\d$/, ''), instance: names[index] });
    }
    const [, commandApi, , queryApi] = services;
    expect((await fetch(`http://127.0.0.1:${commandApi?.port}/api/offers/new`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${commandApi?.port}/docs/commands/json`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${queryApi?.port}/login`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${queryApi?.port}/docs/json`)).status).toBe(200);

    const { commandGets, queryGets } = await apiGetRoutes();
    edge = await buildEdge({
      commandApiUrls: [commandApi, services[2]].map((service) => `http://127.0.0.1:${service?.port}`),
      queryApiUrls: [`http://127.0.0.1:${queryApi?.port}`],
      commandGetRoutes: commandGets,
      queryGetRoutes: queryGets,
      logger,
      webDist: '/nonexistent',
    });
    await edge.listen({ port: 0, host: '127.0.0.1' });
    edgeUrl = `http://127.0.0.1:${(edge.server.address() as AddressInfo).port}`;
  });

  it('serves a signed-in user through the edge: commands, queries and pushes over NATS', async () => {
    const admin = browser();
    expect((await admin.call('GET', '/api/user/current')).status).toBe(401);
    let signIn = await admin.call<{ user: { id: string } }>('POST', '/login', { email: 'admin@demo.test', password: DEMO_PASSWORD });
    for (let attempt = 0; signIn.status === 422 && attempt < 200; attempt += 1) {
      // The users read model is still being built from the seeded events.
      await new Promise((resolve) => setTimeout(resolve, 100));
      signIn = await admin.call<{ user: { id: string } }>('POST', '/login', { email: 'admin@demo.test', password: DEMO_PASSWORD });
    }
    expect(signIn.status).toBe(200);
    const userId = signIn.body.user.id;

    const socket = new WebSocket(`${edgeUrl.replace('http', 'ws')}/ws`, { headers: { cookie: admin.cookie() } });
    const frames: Array<{ type: string; channel?: string; data?: { offerId?: string; to?: string } }> = [];
    socket.on('message', (data: Buffer) => frames.push(JSON.parse(data.toString('utf8')) as (typeof frames)[number]));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    socket.send(JSON.stringify({ type: 'subscribe', channel: `pipe.${userId}` }));

    let board = await admin.call<{ data: Array<{ id: string; driver: { id: string } }> }>('GET', '/api/offers/new');
    for (let attempt = 0; board.body.data.length === 0 && attempt < 200; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      board = await admin.call('GET', '/api/offers/new');
    }
    const offer = board.body.data[0];
    expect(offer).toBeDefined();
    const moved = await admin.call<{ data: { stage: string } }>('PUT', `/api/offers/${offer?.id}`, { stage: 'in_process' });
    expect(moved).toMatchObject({ status: 200, body: { data: { stage: 'in_process' } } });
    const verified = await admin.call<{ message: string }>('GET', `/contacts/${offer?.driver.id}/verifyWithoutCode`);
    expect(verified).toMatchObject({ status: 200, body: { message: 'Phone verified' } });

    const deadline = Date.now() + 10_000;
    while (!frames.some((frame) => frame.type === 'change' && frame.data?.offerId === offer?.id) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(frames.find((frame) => frame.type === 'change' && frame.data?.offerId === offer?.id)).toMatchObject({
      channel: `pipe.${userId}`,
      data: { offerId: offer?.id, to: 'in_process' },
    });
    socket.close();
  });
});
