import { hostname } from 'node:os';
import fastifyStatic from '@fastify/static';
import { fromRepoRoot, type Logger } from '@rm/platform';
import { loadWebAppPage, registerSecurityHeaders, webAppStaticOptions } from '@rm/platform/http';
import { Type } from '@sinclair/typebox';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { createForwarder } from './forwarder';
import { createUpstreamPool, type UpstreamPool } from './upstream-pool';

export interface EdgeOptions {
  /** Base URLs of the command-api instances (`http://host:port`). */
  commandApiUrls: readonly string[];
  /** Base URLs of the query-api instances. */
  queryApiUrls: readonly string[];
  /** The command API's GET routes (fastify syntax, `/contacts/:id/verifyWithoutCode`): commands, though GETs. */
  commandGetRoutes: readonly string[];
  /** The query API's GET routes: a browser navigation to one of them is forwarded, not answered with the web app. */
  queryGetRoutes: readonly string[];
  logger: Logger;
  /** The built web app (default web/dist); without an index.html there, the edge serves no web app. */
  webDist?: string;
  instance?: string;
  /** How long an instance that refused a connection is passed over (default 5 s). */
  downForMs?: number;
  /** Largest request body the edge buffers (so that it can resend it to another instance); default 1 MiB. */
  bodyLimit?: number;
  /** Send HSTS with the edge's own answers: when the public origin is https (`PUBLIC_URL`); default off. */
  hsts?: boolean;
}

const defaultWebDist = fromRepoRoot('web', 'dist');

/** Paths that belong to the APIs even where no route answers them: never the web app's page. */
const API_PATH = /^\/(api|docs|ws)(\/|$)/;

const HealthSchema = Type.Object({ status: Type.Literal('ok'), service: Type.Literal('edge'), instance: Type.String() });

const isPageNavigation = (request: FastifyRequest): boolean =>
  request.method === 'GET' && !API_PATH.test(request.url.split('?')[0] ?? '') && (request.headers.accept ?? '').includes('text/html');

/**
 * The edge in front of the split services: serves the built web app and forwards the rest. State changes
 * (POST, PUT, PATCH, DELETE), the command API's GET routes and /docs/commands go to the command-api
 * instances; every other GET, /docs and the /ws WebSocket to the query-api instances. Instances are
 * taken in turn; one that refuses the connection is passed over for a while. The edge's own answers (the
 * web app, its health, 502/503) carry the platform's security headers; a forwarded answer carries the
 * API's own, and none of the edge's (see the forwarder).
 */
export async function buildEdge(options: EdgeOptions): Promise<FastifyInstance> {
  const instance = options.instance ?? `${hostname()}:${process.pid}`;
  const app = Fastify({
    loggerInstance: options.logger as unknown as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
  });
  // First, so that its hook runs for every route and the not-found handler.
  await registerSecurityHeaders(app, { hsts: options.hsts ?? false });
  const poolOptions = { downForMs: options.downForMs };
  const commandApi = createUpstreamPool('command-api', options.commandApiUrls, poolOptions);
  const queryApi = createUpstreamPool('query-api', options.queryApiUrls, poolOptions);
  const forwarder = createForwarder(options.logger);

  // Bodies are read whole, whatever their type, so that a request can go to another instance unchanged.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const forwardTo = (pool: UpstreamPool) => (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    forwarder.web(pool, request.raw, reply.raw, Buffer.isBuffer(request.body) ? request.body : undefined);
  };
  const toCommands = forwardTo(commandApi);
  const toQueries = forwardTo(queryApi);

  app.get('/health', { schema: { response: { 200: HealthSchema } } }, () => ({
    status: 'ok' as const,
    service: 'edge' as const,
    instance,
  }));

  app.route({ method: ['POST', 'PUT', 'PATCH', 'DELETE'], url: '/*', handler: toCommands });
  for (const url of options.commandGetRoutes) app.get(url, toCommands);
  app.get('/docs/commands', toCommands);
  app.get('/docs/commands/*', toCommands);

  for (const url of options.queryGetRoutes) app.get(url, toQueries);
  for (const url of ['/api/*', '/docs', '/docs/*', '/ws']) app.get(url, toQueries);

  const webDist = options.webDist ?? defaultWebDist;
  const webAppPage = loadWebAppPage(webDist);
  if (webAppPage) await app.register(fastifyStatic, webAppStaticOptions(webDist));
  else options.logger.warn({ webDist }, 'no built web app there (npm run build -w web); the edge serves the APIs only');

  app.setNotFoundHandler((request, reply) => {
    if (webAppPage && isPageNavigation(request)) return webAppPage.send(request, reply);
    toQueries(request, reply);
    return reply;
  });

  app.server.on('upgrade', (request, socket, head: Buffer) => {
    if ((request.url ?? '').split('?')[0] !== '/ws') {
      socket.destroy();
      return;
    }
    forwarder.upgrade(queryApi, request, socket, head);
  });
  app.addHook('preClose', (done) => {
    forwarder.closeSockets();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    forwarder.close();
    done();
  });
  return app;
}
