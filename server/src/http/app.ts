import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { commandRoutes, createPhoneCodeStore, withStateCache } from '@rm/command-api';
import { API_FEATURES, DEFAULT_RETENTION_POLICY, type RetentionPolicy } from '@rm/domain';
import { WrongExpectedRevisionError, type EventStore } from '@rm/eventstore';
import {
  createNotificationSender,
  fromRepoRoot,
  type AppConfig,
  type DataProtectionSettings,
  type Bus,
  type Logger,
  type RateLimits,
  type StatementClient,
} from '@rm/platform';
import {
  accessPlugin,
  createLoginThrottle,
  createSecurityLog,
  csrfPlugin,
  errorHandlerPlugin,
  migrateSessions,
  registerSecurityHeaders,
  registerStrictJsonParser,
  sessionPlugin,
  strictValidatorCompiler,
  JSON_BODY_LIMIT,
  loadWebAppPage,
  webAppStaticOptions,
  type Access,
  type LoginThrottle,
  type SessionStore,
  contactReadsPlugin,
} from '@rm/platform/http';
import { createPresence, queryRoutes, wsGateway } from '@rm/query-api';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { DatabasePool } from 'slonik';
import { healthRoute, type ServiceIdentity } from './health-route';
import type { ProjectionProgress } from '@rm/projectors';
import { createPersonalDataPort, type PersonalData } from '../personal-data';
import { createCommandReadPort } from './read-port';
import { registerRateLimits } from './rate-limits';
import { wireSessions } from './session-wiring';

export interface HttpDependencies {
  config: Pick<AppConfig, 'approvalAudienceThreshold' | 'sessionSecret' | 'trustProxy' | 'publicUrl' | 'apiDocs'> & {
    /** With `securityLogDays`: days the security log shows an entry (SECURITY_LOG_RETENTION_DAYS; the retention run deletes older ones). */
    retention?: RetentionPolicy & { securityLogDays?: number; accessLogMonths?: number };
    smsWebhookSecret?: string;
    /** The controller and processors the Art. 15 export names (default: placeholders, outside production only). */
    dataProtection?: DataProtectionSettings;
    /** The throttles of the public one-shot calls (default `DEFAULT_RATE_LIMITS`). */
    rateLimits?: RateLimits;
  };
  logger: Logger;
  pool: DatabasePool;
  /** Named statements for the hot paths (sessions, users, the offer board). */
  db: StatementClient;
  /** The event store with personal fields encrypted (see `openPersonalData`). */
  store: EventStore;
  /** Keys and person files: the privacy commands erase them. */
  personalData: PersonalData;
  bus: Bus;
  /** When given, the sessions table is migrated first (the runtime passes it; the test app migrates itself). */
  databaseUrl?: string;
  /** Serve the built web app from this folder when it holds an index.html. */
  webDist?: string;
  loginThrottle?: LoginThrottle;
  /** How often the /ws gateway checks that the sessions of open sockets are still live (default 30 s). */
  socketSessionCheckMs?: number;
  /** How often the /ws gateway pings its sockets, dropping those that did not answer the last ping (default 30 s). */
  socketHeartbeatMs?: number;
  /** What this process serves (default: everything, the API docs at /docs); a split service serves one side. */
  parts?: Partial<HttpParts>;
  /** What GET /health says this process is. */
  identity?: ServiceIdentity;
  /**
   * The projector of this process, when it runs one: a command whose answer waits for its read model
   * waits on the projector's commit instead of looking at the checkpoint table (the split command
   * service has none and looks).
   */
  progress?: ProjectionProgress;
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

/** Registers a plugin in a scope of its own whose routes all have one access rule (the API docs, the web app's files). */
const scopeWithAccess =
  (access: Access, register: FastifyPluginAsync): FastifyPluginAsync =>
  async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, access };
    });
    await register(scope, {});
  };

/** No cache, no proxy, may keep an answer of the API. */
const NO_STORE = 'no-store';

/** Fastify's own refusals (a malformed URL, a too long parameter) in the app's `{message}` shape. */
const frameworkErrors = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply
    .code(status)
    .header('cache-control', NO_STORE)
    .send({ message: status === 414 ? 'The address is too long.' : 'The address is not valid.' });
};

/** What the HTTP server answers itself, before fastify sees a request (a malformed request line or header). */
function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request headers are too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long.']
        : error.code === 'HPE_URI_TOO_LONG'
          ? [414, 'The address is too long.']
          : [400, 'The request is malformed.'];
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** A fastify route path as the OpenAPI document writes it (`/api/offers/:id` → `/api/offers/{id}`). */
const openApiPath = (url: string): string => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

type OpenApiDocument = { paths?: Record<string, Record<string, Record<string, unknown>>> } & Record<string, unknown>;

/** Marks every operation with who may call it: `x-access` is 'public', 'authenticated' or the roles. */
function withAccess(document: OpenApiDocument, accessByOperation: ReadonlyMap<string, Access>): OpenApiDocument {
  for (const [route, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const access = accessByOperation.get(`${method} ${route}`);
      if (access !== undefined) operation['x-access'] = access;
    }
  }
  return document;
}

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
    // A browser names its state changes itself (X-Request-Id, a UUID): the events carry it as their
    // correlationId, and the push about them comes back with it, so that the tab knows its own changes even
    // when the push overtakes the answer. Anything else gets a fresh id.
    genReqId: (raw) => {
      const given = raw.headers['x-request-id'];
      return typeof given === 'string' && UUID.test(given) ? given.toLowerCase() : randomUUID();
    },
    // Forwarded headers count only from the proxies named in TRUST_PROXY (default: this machine, where the
    // edge runs), so that a client cannot pick its own address (sign-in throttling, the address recorded
    // with events) or scheme (Secure cookies).
    trustProxy: deps.config.trustProxy.length > 0 ? [...deps.config.trustProxy] : false,
    bodyLimit: JSON_BODY_LIMIT,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<TypeBoxTypeProvider>();
  // Bodies keep their JSON types; parameters are coerced from text; every string refuses NUL; dates within 1900–2199.
  app.setValidatorCompiler(strictValidatorCompiler());
  registerStrictJsonParser(app);
  const httpsOnly = deps.config.publicUrl?.protocol === 'https:';
  await registerSecurityHeaders(app, { hsts: httpsOnly });
  // Every JSON answer is about one user at one moment (a route may say otherwise by setting its own header).
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control') && String(reply.getHeader('content-type') ?? '').startsWith('application/json'))
      void reply.header('cache-control', NO_STORE);
  });

  // Who may call each operation, as the OpenAPI document's `x-access` (the fuzz test holds answers to it).
  const accessByOperation = new Map<string, Access>();
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      accessByOperation.set(`${method.toLowerCase()} ${openApiPath(route.url)}`, route.config?.access ?? 'authenticated');
  });

  const { sessions, users, ...sessionWiring } = wireSessions(deps.db, deps.bus);
  app.addHook('onClose', () => sessionWiring.close());
  await app.register(cookie);
  await app.register(errorHandlerPlugin, { conflictErrors: [WrongExpectedRevisionError] });
  // Per-address throttles of sign-in, registration, codes and links: before any of those routes is added.
  await registerRateLimits(app, deps.config.rateLimits);
  await app.register(sessionPlugin, { sessions, loadUser: (userId) => users.get(userId), httpsOnly });
  // Access before CSRF: a caller who is not signed in hears 401 first. Both run before the body is parsed.
  await app.register(accessPlugin);
  await app.register(csrfPlugin, { secret: deps.config.sessionSecret });
  // Every answer that shows other persons' contact details adds access-log rows (from the contracts).
  await app.register(contactReadsPlugin, { pool: deps.pool });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Recruiting marketplace API',
        version: '1.0.0',
        contact: { name: 'Recruiting marketplace engineering', email: 'engineering@recruiting-marketplace.example' },
        description:
          'Command and query API of the back office. Sign in with POST /login (session cookie). Every POST/PUT/PATCH/DELETE must echo the XSRF-TOKEN cookie in the X-XSRF-TOKEN header (else 419). 401 not signed in, 403 not allowed, 422 invalid input {message, errors: {field: [msg]}}, 404 unknown id, 409 conflict or duplicate. Money in euros.',
      },
      // One tag per feature, from the features' own declarations.
      tags: API_FEATURES.map((feature) => ({ name: feature.name, description: feature.description })),
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'rm_session' } } },
      security: [{ session: [] }],
    },
    transformObject: (document) =>
      withAccess(('openapiObject' in document ? document.openapiObject : document.swaggerObject) as OpenApiDocument, accessByOperation),
  });
  const docsAccess: Access = deps.config.apiDocs === 'public' ? 'public' : ['admin'];
  await app.register(
    scopeWithAccess(docsAccess, async (scope) => {
      await scope.register(swaggerUi, { routePrefix: parts.docsPrefix, uiConfig: { docExpansion: 'list' } });
    }),
  );
  await app.register(healthRoute, { identity: deps.identity });

  if (parts.queries) {
    const presence = createPresence(deps.bus);
    app.addHook('onClose', () => presence.close());
    await app.register(wsGateway, {
      presence,
      bus: deps.bus,
      sessionAlive: (token) => sessions.isLive(token),
      sessionCheckMs: deps.socketSessionCheckMs,
      heartbeatMs: deps.socketHeartbeatMs,
      allowedOrigin: deps.config.publicUrl?.origin,
    });
    await app.register(queryRoutes, {
      pool: deps.pool,
      db: deps.db,
      approvalAudienceThreshold: deps.config.approvalAudienceThreshold,
      retention: deps.config.retention,
      securityLogDays: deps.config.retention?.securityLogDays,
      files: { read: (subjectId, fileId) => deps.personalData.files.read(subjectId, fileId) },
      presence,
    });
  }
  if (parts.commands) {
    await app.register(commandRoutes, {
      store: withStateCache(deps.store),
      reads: createCommandReadPort(deps.pool, deps.db, deps.store, deps.logger, deps.progress),
      loginThrottle: deps.loginThrottle ?? createLoginThrottle(deps.db, { deviceSecret: deps.config.sessionSecret }),
      securityLog: createSecurityLog(deps.db),
      notifications: createNotificationSender(deps.pool),
      phoneCodes: createPhoneCodeStore(deps.pool, deps.config.sessionSecret),
      approvalAudienceThreshold: deps.config.approvalAudienceThreshold,
      smsWebhookSecret: deps.config.smsWebhookSecret,
      bus: deps.bus,
      personalData: createPersonalDataPort(
        {
          pool: deps.pool,
          bus: deps.bus,
          logger: deps.logger,
          store: deps.store,
          retention: deps.config.retention ?? DEFAULT_RETENTION_POLICY,
          dataProtection: deps.config.dataProtection,
          accessLogMonths: deps.config.retention?.accessLogMonths,
          progress: deps.progress,
          securityLogDays: deps.config.retention?.securityLogDays,
        },
        deps.personalData,
      ),
    });
  }

  const webDist = deps.webDist ?? defaultWebDist;
  const webAppPage = parts.webApp ? loadWebAppPage(webDist) : null;
  if (webAppPage) {
    await app.register(
      scopeWithAccess('public', async (scope) => {
        await scope.register(fastifyStatic, webAppStaticOptions(webDist));
      }),
    );
  }
  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '';
    if (webAppPage && request.method === 'GET' && !API_PATH.test(urlPath) && (request.headers.accept ?? '').includes('text/html')) {
      return webAppPage.send(request, reply);
    }
    return reply.code(404).send({ message: `No route for ${request.method} ${urlPath}.` });
  });
  return Object.assign(app as unknown as FastifyInstance, { sessions });
}
