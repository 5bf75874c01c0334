import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger, freePort } from '@rm/platform';
import { WebSocketServer } from 'ws';
import { buildEdge, type EdgeOptions } from './edge-app';

/** What a fake upstream saw of one request. */
export interface SeenRequest {
  upstream: string;
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * How a fake upstream treats a request: answers with what it saw (with the Content-Security-Policy named in
 * the request's `x-test-csp`, if any); hangs up after reading it (dies
 * mid-request); or sends the head of its answer and then hangs up (dies mid-answer).
 */
export type UpstreamBehaviour = 'answer' | 'hang-up' | 'hang-up-mid-answer';

export interface FakeUpstream {
  name: string;
  url: string;
  seen: SeenRequest[];
  behave(behaviour: UpstreamBehaviour): void;
  close(): Promise<void>;
}

/** An HTTP server standing in for a service instance; `/ws` echoes WebSocket messages with its name. */
export async function startUpstream(name: string): Promise<FakeUpstream> {
  const seen: SeenRequest[] = [];
  let behaviour: UpstreamBehaviour = 'answer';
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const record: SeenRequest = {
        upstream: name,
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(record);
      if (behaviour === 'hang-up') {
        request.socket.destroy();
        return;
      }
      const status = record.url.startsWith('/missing') ? 404 : 200;
      const body = JSON.stringify(record);
      if (behaviour === 'hang-up-mid-answer') {
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(body.length * 2) });
        response.write(body);
        setTimeout(() => request.socket.destroy(), 20);
        return;
      }
      // An API's own policy, when the test asks for one (the services send their security headers).
      const policy = request.headers['x-test-csp'];
      response.writeHead(status, {
        'content-type': 'application/json',
        ...(typeof policy === 'string' ? { 'content-security-policy': policy } : {}),
      });
      response.end(body);
    });
  });
  const sockets = new WebSocketServer({ server, path: '/ws' });
  sockets.on('connection', (socket, request) => {
    socket.on('message', (data: Buffer) =>
      socket.send(
        JSON.stringify({ upstream: name, echo: data.toString('utf8'), forwardedFor: request.headers['x-forwarded-for'] ?? null }),
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    seen,
    behave(next) {
      behaviour = next;
    },
    async close() {
      for (const client of sockets.clients) client.terminate();
      sockets.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The URL of a port nobody listens on: connections to it are refused. */
export const refusingUrl = async (): Promise<string> => `http://127.0.0.1:${await freePort()}`;

export interface RunningEdge {
  url: string;
  close(): Promise<void>;
}

/** The edge on a free port, with the command routes of the tests, without a web app unless given. */
export async function startEdge(
  options: Partial<EdgeOptions> & Pick<EdgeOptions, 'commandApiUrls' | 'queryApiUrls'>,
): Promise<RunningEdge> {
  const app = await buildEdge({
    commandGetRoutes: ['/contacts/:id/verifyWithoutCode'],
    queryGetRoutes: ['/campaign-approvals/pending', '/api/user/current'],
    logger: createLogger({ logLevel: 'silent' }),
    webDist: '/nonexistent',
    ...options,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}
