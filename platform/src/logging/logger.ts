import { pino, type Logger } from 'pino';
import type { AppConfig } from '../config/config';

export type { Logger };

/** JSON logs to stdout at the configured level. */
export function createLogger(config: Pick<AppConfig, 'logLevel'>): Logger {
  return pino({ level: config.logLevel, base: { service: 'recruiting-marketplace' } });
}
