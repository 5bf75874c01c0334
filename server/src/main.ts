import { loadConfig, createLogger, onShutdown } from '@rm/platform';
import { startRuntime } from './runtime';

const config = loadConfig();
const logger = createLogger(config);

// A stop asked for while starting (Ctrl-C during the first seeding) is kept until the start is done, then
// carried out with the shutdown steps: the embedded PostgreSQL must not outlive this process.
let stopAsked: NodeJS.Signals | null = null;
const askStop = (signal: NodeJS.Signals): void => {
  stopAsked = signal;
  logger.info({ signal }, 'stopping once the start is done');
};
process.once('SIGINT', askStop);
process.once('SIGTERM', askStop);

try {
  const runtime = await startRuntime(config, logger);
  process.off('SIGINT', askStop);
  process.off('SIGTERM', askStop);
  const shutdown = onShutdown(logger, runtime.shutdownSteps);
  if (stopAsked) await shutdown();
  logger.info(`recruiting marketplace listening on http://localhost:${runtime.port} (API docs at /docs)`);
} catch (error) {
  // startRuntime has stopped whatever it had started (the embedded PostgreSQL too). The log line for the
  // record, and the reason once more as a plain line for whoever reads the terminal.
  logger.fatal({ err: error }, 'start failed');
  process.stderr.write(`start failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
