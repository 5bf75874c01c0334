import { loadConfig, createLogger, onShutdown } from '@rm/platform';
import { startRuntime } from './runtime';

const config = loadConfig();
const logger = createLogger(config);

try {
  const runtime = await startRuntime(config, logger);
  onShutdown(logger, runtime.shutdownSteps);
  logger.info(`recruiting marketplace listening on http://localhost:${runtime.port} (API docs at /docs)`);
} catch (error) {
  logger.fatal({ err: error }, 'start failed');
  process.exitCode = 1;
}
