import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { commandRoutes } from '@rm/command-api';
import type { EventStore } from '@rm/eventstore';
import { runSqlScript, type AppConfig, type Bus, type Logger } from '@rm/platform';
import { createLoginThrottle, createSessionStore, registerAuth, sessionsTableSql, type SessionStore } from '@rm/platform/http';
import { queryRoutes, registerWsGateway } from '@rm/query-api';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { DatabasePool } from 'slonik';
import { registerErrorHandler } from './error-handler';
import { createCommandReadPort } from './read-port';

export interface HttpDependencies {
  config: Pick<AppConfig, 'approvalAudienceThreshold'>;
  logger: Logger;
  pool: DatabasePool;
  store: EventStore;
  bus: Bus;
  databaseUrl: string;
  /** Serve the built web app from this folder when it exists. */
  webDist?: string;
}

export const defaultWebDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export type HttpApp = FastifyInstance & { sessions: SessionStore };

/** The HTTP side in one fastify instance: APIs, realtime gateway, API docs and the web app. */
export async function buildHttpApp(deps: HttpDependencies): Promise<HttpApp> {
  await runSqlScript(deps.databaseUrl, sessionsTableSql);
  const app = Fastify({
    loggerInstance: deps.logger as unknown as FastifyBaseLogger,
    disableRequestLogging: true,
    trustProxy: true,
    ajv: { customOptions: { allErrors: true, coerceTypes: 'array', removeAdditional: false, useDefaults: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const sessions = createSessionStore(deps.pool);
  const secureCookies = false;
  await app.register(cookie);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Recruiting marketplace API', version: '1.0.0', description: 'Command and query API. State changes need the X-XSRF-TOKEN header echoing the XSRF-TOKEN cookie.' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'rm_session' } } },
      security: [{ session: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list' } });
  registerErrorHandler(app);
  registerAuth(app, { pool: deps.pool, sessions, secureCookies });

  await registerWsGateway(app, { bus: deps.bus });
  await app.register(queryRoutes, { pool: deps.pool, approvalAudienceThreshold: deps.config.approvalAudienceThreshold });
  await app.register(commandRoutes, {
    pool: deps.pool,
    store: deps.store,
    sessions,
    loginThrottle: createLoginThrottle(),
    reads: createCommandReadPort(deps.pool, deps.store),
    approvalAudienceThreshold: deps.config.approvalAudienceThreshold,
    secureCookies,
  });

  const webDist = deps.webDist ?? defaultWebDist;
  const serveWeb = existsSync(path.join(webDist, 'index.html'));
  const indexHtml = serveWeb ? readFileSync(path.join(webDist, 'index.html'), 'utf8') : null;
  if (serveWeb) {
    // The web app's files are public; everything else declares its own access.
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, access: 'public' };
      });
      await scope.register(fastifyStatic, { root: webDist, wildcard: false, serve: true });
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // Browser routes of the single-page app get its page; anything else an honest 404.
    const isApiPath = /^\/(api|docs|ws)(\/|$)/.test(path);
    if (indexHtml && request.method === 'GET' && !isApiPath && (request.headers.accept ?? '').includes('text/html')) {
      return reply.type('text/html; charset=utf-8').send(indexHtml);
    }
    return reply.code(404).send({ message: `No route for ${request.method} ${path}.` });
  });
  return Object.assign(app as unknown as FastifyInstance, { sessions });
}
