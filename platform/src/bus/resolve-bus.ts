import type { Logger } from 'pino';
import type { AppConfig } from '../config/config';
import { createInProcessBus } from './in-process-bus';
import { connectNatsBus } from './nats-bus';
import type { Bus } from './port';

/** NATS when NATS_URL is set, else the in-process bus; says which in the log. */
export async function resolveBus(config: Pick<AppConfig, 'natsUrl'>, logger: Logger): Promise<Bus> {
  if (config.natsUrl) {
    const bus = await connectNatsBus(config.natsUrl);
    logger.info({ bus: 'nats', url: config.natsUrl }, `bus: NATS at ${config.natsUrl}`);
    return bus;
  }
  logger.info({ bus: 'in-process' }, 'bus: in-process (no NATS_URL)');
  return createInProcessBus();
}
