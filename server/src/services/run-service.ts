import { createLogger, loadConfig, onShutdown } from '@rm/platform';
import type { Logger } from '@rm/platform';
import type { RunningService } from './running-service';
import { serviceSettings, type ServiceSettings } from './service-settings';

/**
 * Starts one service of the split deployment as a process: settings from the environment, logs naming
 * the service, the shutdown steps on SIGTERM/SIGINT. A failed start ends the process (exit code 1), so
 * that the launcher or the container runtime sees it.
 */
export async function runService(
  service: string,
  start: (settings: ServiceSettings, logger: Logger) => Promise<RunningService>,
): Promise<void> {
  let logger: Logger | undefined;
  try {
    const config = loadConfig();
    logger = createLogger(config, service);
    const settings = serviceSettings(config, service);
    logger = logger.child({ instance: settings.instance });
    const running = await start(settings, logger);
    onShutdown(logger, running.shutdownSteps);
    logger.info({ port: running.port }, `${service} ${settings.instance} ready on port ${running.port}`);
  } catch (error) {
    if (logger) logger.fatal({ err: error }, `${service} did not start`);
    else console.error(`${service} did not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
