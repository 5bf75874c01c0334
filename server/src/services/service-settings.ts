import { hostname } from 'node:os';
import type { AppConfig } from '@rm/platform';

/** The settings of a service started on its own: an external database and NATS are required. */
export interface ServiceSettings extends AppConfig {
  databaseUrl: string;
  natsUrl: string;
  /** Which instance of the service this process is (INSTANCE, else host and process id). */
  instance: string;
}

const EXAMPLES = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/recruiting', NATS_URL: 'nats://127.0.0.1:4222' };

/**
 * Checks the settings for the split deployment, where the processes share nothing but the database and
 * the bus: no embedded PostgreSQL, no in-process bus. A missing variable stops the start by name.
 */
export function serviceSettings(config: AppConfig, service: string, env: NodeJS.ProcessEnv = process.env): ServiceSettings {
  const { databaseUrl, natsUrl } = config;
  const missing = (['DATABASE_URL', 'NATS_URL'] as const).filter((name) => !(name === 'DATABASE_URL' ? databaseUrl : natsUrl));
  if (!databaseUrl || !natsUrl) {
    const examples = missing.map((name) => `${name}=${EXAMPLES[name]}`).join(' ');
    throw new Error(`${missing.join(' and ')} must be set when the services run apart (${service}); for example ${examples}`);
  }
  const instance = env.INSTANCE?.trim() || `${service}@${hostname()}:${process.pid}`;
  return { ...config, databaseUrl, natsUrl, instance };
}
