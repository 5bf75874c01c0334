import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { commandRoutes, withStateCache } from '@rm/command-api';
import { WrongExpectedRevisionError, type EventStore } from '@rm/eventstore';
import { fromRepoRoot, type AppConfig, type Bus, type Logger, type StatementClient } from '@rm/platform';
import {
  accessPlugin,
  createLoginThrottle,
  csrfPlugin,
  errorHandlerPlugin,
  migrateSessions,
  sessionPlugin,
  type LoginThrottle,
  type SessionStore,
} from '@rm/platform/http';
import { queryRoutes, wsGateway } from '@rm/query-api';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { DatabasePool } from 'slonik';
import { healthRoute, type ServiceIdentity } from './health-route';
import { createCommandReadPort } from './read-port';
import { wireSessions } from './session-wiring';

export interface HttpDependencies {
  config: Pick<AppConfig, 'approvalAudienceThreshold'>;
  logger: Logger;
  pool: DatabasePool;
  /** Named statements for the hot paths (sessions, users, the offer board). */
  db: StatementClient;
  store: EventStore;
  bus: Bus;
  /** When given, the sessions table is migrated first (the runtime passes it; the test app migrates itself). */
  databaseUrl?: string;
  /** Serve the built web app from this folder when it holds an index.html. */
  webDist?: string;
  loginThrottle?: LoginThrottle;
  /** How often the /ws gateway checks that the sessions of open sockets are still live (default 30 s). */
  socketSessionCheckMs?: number;
  /** What this process serves (default: everything, the API docs at /docs); a split service serves one side. */
  parts?: Partial<HttpParts>;
  /** What GET /health says this process is. */
  identity?: ServiceIdentity;
}

/** The parts of the HTTP side: `npm start` serves them all on one port; the split services one side each. */
export interface HttpParts {
  /** The command routes (POST/PUT/PATCH/DELETE and the few command GETs). */
  commands: boolean;
  /** The query routes and the /ws gateway. */
  queries: boolean;
  /** The built web app with its page for browser routes. */
  webApp: boolean;
  /** Where the OpenAPI UI lives (its document at `<prefix>/json`). */
  docsPrefix: string;
}

export const ALL_PARTS: HttpParts = { commands: true, queries: true, webApp: true, docsPrefix: '/docs' };

export const defaultWebDist = fromRepoRoot('web', 'dist');

/** The HTTP app, with its session store at hand (tests end sessions early). */
export type HttpApp = FastifyInstance & { sessions: SessionStore };

/** Registers a plugin in a scope of its own whose routes are public (API docs, the web app's files). */
const publicScope =
  (register: FastifyPluginAsync): FastifyPluginAsync =>
  async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public' };
    });
    await register(scope, {});
  };

/** Browser routes of the single-page app get its page; API paths an honest 404. */
const API_PATH = /^\/(api|docs|ws)(\/|$)/;

/**
 * The HTTP side in one fastify instance: cookies, sessions, per-route access, CSRF, error shapes, the
 * OpenAPI document and its UI at /docs, the command and query APIs, the /ws gateway and the web app.
 */
export async function buildHttpApp(deps: HttpDependencies): Promise<HttpApp> {
  const parts: HttpParts = { ...ALL_PARTS, ...deps.parts };
  if (deps.databaseUrl) await migrateSessions(deps.databaseUrl);
  const app = Fastify({
    loggerInstance: deps.logger as unknown as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    // Forwarded headers count only from proxies on this machine or the private network (the edge proxy),
    // so that a client cannot pick its own address (sign-in throttling) or scheme (Secure cookies).
    trustProxy: ['loopback', 'linklocal', 'uniquelocal'],
    ajv: { customOptions: { allErrors: true, coerceTypes: 'array', removeAdditional: false, useDefaults: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const { sessions, users, ...sessionWiring } = wireSessions(deps.db, deps.bus);
  app.addHook('onClose', () => sessionWiring.close());
  await app.register(cookie);
  await app.register(errorHandlerPlugin, { conflictErrors: [WrongExpectedRevisionError] });
  await app.register(sessionPlugin, { sessions, loadUser: (userId) => users.get(userId) });
  // Access before CSRF: a caller who is not signed in hears 401 first.
  await app.register(accessPlugin);
  await app.register(csrfPlugin);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Recruiting marketplace API',
        version: '1.0.0',
        description:
          'Command and query API of the back office. Sign in with POST /login (session cookie). Every POST/PUT/PATCH/DELETE must echo the XSRF-TOKEN cookie in the X-XSRF-TOKEN header (else 419). 401 not signed in, 403 not allowed, 422 invalid input {message, errors: {field: [msg]}}, 404 unknown id, 409 conflict or duplicate. Money in euros.',
      },
      tags: [
        { name: 'auth', description: 'Sign-in, sessions, the current user' },
        { name: 'offers', description: 'The offer pipeline board' },
        { name: 'unlocks', description: 'Unlocking contacts for companies' },
        { name: 'contacts', description: 'Contacts (drivers)' },
        { name: 'approvals', description: 'Campaign approvals' },
        { name: 'options', description: 'Option lists for pickers' },
        { name: 'audit', description: 'Who changed what, when' },
      ],
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'rm_session' } } },
      security: [{ session: [] }],
    },
  });
  await app.register(publicScope(async (scope) => {
    await scope.register(swaggerUi, { routePrefix: parts.docsPrefix, uiConfig: { docExpansion: 'list' } });
  }));
  await app.register(healthRoute, { identity: deps.identity });

  if (parts.queries) {
    await app.register(wsGateway, { bus: deps.bus, sessionAlive: (token) => sessions.isLive(token), sessionCheckMs: deps.socketSessionCheckMs });
    await app.register(queryRoutes, { pool: deps.pool, db: deps.db, approvalAudienceThreshold: deps.config.approvalAudienceThreshold });
  }
  if (parts.commands) {
    await app.register(commandRoutes, {
      store: withStateCache(deps.store),
      reads: createCommandReadPort(deps.pool, deps.db, deps.store, deps.logger),
      loginThrottle: deps.loginThrottle ?? createLoginThrottle(deps.db),
      approvalAudienceThreshold: deps.config.approvalAudienceThreshold,
    });
  }

  const webDist = deps.webDist ?? defaultWebDist;
  const indexHtml = parts.webApp && existsSync(path.join(webDist, 'index.html')) ? readFileSync(path.join(webDist, 'index.html'), 'utf8') : null;
  if (indexHtml) {
    await app.register(publicScope(async (scope) => {
      await scope.register(fastifyStatic, { root: webDist, wildcard: false, serve: true });
    }));
  }
  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '';
    if (indexHtml && request.method === 'GET' && !API_PATH.test(urlPath) && (request.headers.accept ?? '').includes('text/html')) {
      return reply.type('text/html; charset=utf-8').send(indexHtml);
    }
    return reply.code(404).send({ message: `No route for ${request.method} ${urlPath}.` });
  });
  return Object.assign(app as unknown as FastifyInstance, { sessions });
}
