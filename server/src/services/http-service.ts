import type { Logger } from '@rm/platform';
import { buildHttpApp, type HttpParts } from '../http/app';
import { connectBackends, migrateEventStoreIfPostgres, prepareReadModels } from './backends';
import type { RunningService } from './running-service';
import type { ServiceSettings } from './service-settings';

/** The HTTP services of the split deployment and the side each one serves. */
export const HTTP_SERVICES = {
  'command-api': { commands: true, queries: false, webApp: false, docsPrefix: '/docs/commands' },
  'query-api': { commands: false, queries: true, webApp: false, docsPrefix: '/docs' },
} as const satisfies Record<string, HttpParts>;

export type HttpServiceName = keyof typeof HTTP_SERVICES;

/**
 * One side of the HTTP app on its own (sessions, access, CSRF and error shapes on both): the command
 * routes with their docs at /docs/commands, or the query routes and the /ws gateway with theirs at /docs.
 * It migrates what it reads and writes; the edge in front serves the web app.
 */
export async function startHttpService(service: HttpServiceName, settings: ServiceSettings, logger: Logger): Promise<RunningService> {
  const backends = await connectBackends(settings, logger);
  if (service === 'command-api') await migrateEventStoreIfPostgres(settings);
  await prepareReadModels(backends.pool);
  const app = await buildHttpApp({
    config: settings,
    logger,
    pool: backends.pool,
    db: backends.db,
    store: backends.store,
    personalData: backends.personalData,
    bus: backends.bus,
    databaseUrl: settings.databaseUrl,
    parts: HTTP_SERVICES[service],
    identity: { service, instance: settings.instance },
  });
  await app.listen({ port: settings.port, host: settings.host });
  const address = app.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : settings.port,
    shutdownSteps: [{ name: 'stop HTTP intake', run: () => app.close() }, ...backends.closeSteps],
  };
}
