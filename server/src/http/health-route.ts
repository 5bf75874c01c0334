import { hostname } from 'node:os';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { authorize } from '@rm/platform/http';
import { Type } from '@sinclair/typebox';

/** Which service a process is, and which of its instances: what its health check answers. */
export interface ServiceIdentity {
  service: string;
  instance: string;
}

export const HealthSchema = Type.Object({ status: Type.Literal('ok'), service: Type.String(), instance: Type.String() });

/** `GET /health` for the edge and container health checks: public, no session needed, not in the API docs. */
export const healthRoute: FastifyPluginCallbackTypebox<{ identity?: ServiceIdentity }> = (app, { identity }, done) => {
  const answer = {
    status: 'ok' as const,
    ...(identity ?? { service: 'recruiting-marketplace', instance: `${hostname()}:${process.pid}` }),
  };
  app.get('/health', { config: authorize('public'), schema: { hide: true, response: { 200: HealthSchema } } }, () => answer);
  done();
};
