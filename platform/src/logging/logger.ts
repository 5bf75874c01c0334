import { pino, type Logger } from 'pino';
import type { AppConfig } from '../config/config';

export type { Logger };

/** JSON logs to stdout at the configured level, each line naming the service that wrote it. */
export function createLogger(config: Pick<AppConfig, 'logLevel'>, service = 'recruiting-marketplace'): Logger {
  return pino({ level: config.logLevel, base: { service } });
}
