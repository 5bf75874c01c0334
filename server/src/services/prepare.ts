import { createLogger, loadConfig } from '@rm/platform';
import { prepareStore } from './prepare-store';
import { serviceSettings } from './service-settings';

// `npm run migrate`: migrations and demo data for the split deployment, then exit.
try {
  const config = loadConfig();
  const logger = createLogger(config, 'prepare');
  await prepareStore(serviceSettings(config, 'prepare'), logger);
  logger.info('store prepared');
  process.exit(0);
} catch (error) {
  console.error(`prepare failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
