import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServiceIdentity } from '../http/health-route';

export interface HealthServer {
  port: number;
  close(): Promise<void>;
}

/** A service without an HTTP API (the projectors) still answers `GET /health` for health checks. */
export async function startHealthServer(identity: ServiceIdentity, port: number, host: string): Promise<HealthServer> {
  const body = JSON.stringify({ status: 'ok', ...identity });
  const server = createServer((request, response) => {
    const healthCheck = (request.method === 'GET' || request.method === 'HEAD') && (request.url ?? '').split('?')[0] === '/health';
    response.writeHead(healthCheck ? 200 : 404, { 'content-type': 'application/json; charset=utf-8' });
    response.end(healthCheck ? body : JSON.stringify({ message: `No route for ${request.method ?? ''} ${request.url ?? ''}.` }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
