import { Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { Readable } from 'node:stream';
import { TLSSocket } from 'node:tls';
import type { Logger } from '@rm/platform';
import { createProxyServer } from 'http-proxy-3';
import type { UpstreamPool } from './upstream-pool';

/** Errors that mean the upstream never got the request (no connection), so sending it elsewhere is safe. */
const NOT_DELIVERED = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

const notDelivered = (error: unknown): boolean => NOT_DELIVERED.has((error as NodeJS.ErrnoException).code ?? '');

/** Forwards HTTP requests and WebSocket upgrades to the instances of a service. */
export interface Forwarder {
  /**
   * Sends the request (its body already read into `body`) to an instance of the pool; an instance that
   * refuses the connection is marked down and the next one tried. An instance that fails after it took
   * the request gets the client a 502, never a second try (the request may have had its effect).
   */
  web(pool: UpstreamPool, request: IncomingMessage, response: ServerResponse, body: Buffer | undefined): void;
  /** Hands a WebSocket upgrade to one instance; if it refuses, the client's reconnect goes to the next. */
  upgrade(pool: UpstreamPool, request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Ends the open WebSocket connections (before the server closes: they would keep it open). */
  closeSockets(): void;
  /** Ends the connections to the upstreams (after the last request). */
  close(): void;
}

function answer(response: ServerResponse, status: number, message: string): void {
  if (response.headersSent || response.destroyed) {
    response.destroy();
    return;
  }
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify({ message }));
}

/**
 * Who asked, as the edge itself sees it (a client's own X-Forwarded-* are replaced; -Proto is https only
 * when the client spoke TLS to the edge). The services believe these only from the proxies in their
 * TRUST_PROXY (default: this machine, where `npm run start:split` runs the edge).
 */
function forwardedHeaders(request: IncomingMessage): Record<string, string> {
  return {
    'x-forwarded-for': request.socket.remoteAddress ?? '',
    'x-forwarded-proto': request.socket instanceof TLSSocket ? 'https' : 'http',
    'x-forwarded-host': request.headers.host ?? '',
  };
}

export function createForwarder(logger: Logger): Forwarder {
  const agent = new Agent({ keepAlive: true });
  const proxy = createProxyServer({});
  const sockets = new Set<Duplex>();

  proxy.on('proxyRes', (upstreamResponse, _request, response) => {
    // The answer is the API's, headers included: the edge's own (its security headers, set on every
    // request before it is forwarded) are dropped before the API's are copied, so that a forwarded answer
    // carries one policy, the API's (the API docs' may differ), never a mix of both.
    for (const name of response.getHeaderNames()) response.removeHeader(name);
    // An upstream that dies while its answer streams must not leave the client waiting for the rest.
    upstreamResponse.on('aborted', () => response.destroy());
    upstreamResponse.on('error', () => response.destroy());
  });

  return {
    web(pool, request, response, body) {
      const tried = new Set<string>();
      const attempt = (): void => {
        if (response.destroyed) return;
        const upstream = pool.next(tried);
        if (!upstream) {
          answer(response, 503, `No ${pool.name} instance is reachable.`);
          return;
        }
        tried.add(upstream);
        const buffer = Readable.from(body ? [body] : []);
        proxy.web(request, response, { target: upstream, agent, buffer, headers: forwardedHeaders(request) }, (error) => {
          if (notDelivered(error)) {
            pool.markDown(upstream);
            logger.warn({ upstream, err: error }, `${pool.name} instance refused the connection; trying the next`);
            attempt();
            return;
          }
          logger.error(
            { upstream, err: error, method: request.method, url: request.url },
            `${pool.name} instance failed after it took the request`,
          );
          answer(response, 502, `The ${pool.name} failed while handling the request.`);
        });
      };
      attempt();
    },

    upgrade(pool, request, socket, head) {
      const upstream = pool.next(new Set());
      if (!upstream) {
        socket.destroy();
        return;
      }
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      proxy.ws(request, socket, head, { target: upstream, headers: forwardedHeaders(request) }, (error) => {
        if (notDelivered(error)) pool.markDown(upstream);
        logger.warn({ upstream, err: error }, `WebSocket to ${pool.name} failed`);
      });
    },

    closeSockets() {
      for (const socket of sockets) socket.destroy();
    },
    close() {
      agent.destroy();
    },
  };
}
