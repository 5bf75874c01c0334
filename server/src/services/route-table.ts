import { commandRoutes } from '@rm/command-api';
import { queryRoutes } from '@rm/query-api';
import Fastify, { type FastifyPluginAsync } from 'fastify';

export interface DeclaredRoute {
  method: string;
  url: string;
}

/** Method and path of every route a plugin declares, read by registering it on a bare instance that never serves. */
export async function declaredRoutes(plugin: FastifyPluginAsync<never>): Promise<DeclaredRoute[]> {
  const app = Fastify();
  const routes: DeclaredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  // Route plugins use their options only when a request comes; none comes here.
  await app.register(plugin, {} as never);
  await app.close();
  return routes;
}

/** The GET routes of each API, from their own route definitions: how the edge tells a command GET from a query. */
export async function apiGetRoutes(): Promise<{ commandGets: string[]; queryGets: string[] }> {
  const gets = (routes: DeclaredRoute[]): string[] => routes.filter((route) => route.method === 'GET').map((route) => route.url);
  return {
    commandGets: gets(await declaredRoutes(commandRoutes)),
    queryGets: gets(await declaredRoutes(queryRoutes)),
  };
}
