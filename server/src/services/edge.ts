import { buildEdge, loadEdgeSettings } from '@rm/edge';
import { createLogger, loadConfig, onShutdown } from '@rm/platform';
import { apiGetRoutes } from './route-table';

// `npm run start:edge`: the edge in front of the split services (COMMAND_API_URLS, QUERY_API_URLS, PORT).
try {
  const config = loadConfig();
  const settings = loadEdgeSettings();
  const logger = createLogger(config, 'edge');
  const { commandGets, queryGets } = await apiGetRoutes();
  const app = await buildEdge({ ...settings, commandGetRoutes: commandGets, queryGetRoutes: queryGets, logger });
  await app.listen({ port: config.port, host: config.host });
  onShutdown(logger, [{ name: 'stop HTTP intake', run: () => app.close() }]);
  logger.info({ commandApi: settings.commandApiUrls, queryApi: settings.queryApiUrls }, `edge ready on port ${config.port}`);
} catch (error) {
  console.error(`edge did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
