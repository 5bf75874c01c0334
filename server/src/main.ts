import { loadConfig, createLogger, onShutdown } from '@rm/platform';
import { startRuntime } from './runtime';

const config = loadConfig();
const logger = createLogger(config);

try {
  const runtime = await startRuntime(config, logger);
  onShutdown(logger, runtime.shutdownSteps);
  logger.info(`recruiting marketplace listening on http://localhost:${runtime.port} (API docs at /docs)`);
} catch (error) {
  // startRuntime has stopped whatever it had started (the embedded PostgreSQL too). The log line for the
  // record, and the reason once more as a plain line for whoever reads the terminal.
  logger.fatal({ err: error }, 'start failed');
  process.stderr.write(`start failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
