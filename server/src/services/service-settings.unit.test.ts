import { describe, expect, it } from 'vitest';
import { loadConfig } from '@rm/platform';
import { serviceSettings } from './service-settings';

const config = (env: Record<string, string>) => loadConfig({ SESSION_SECRET: 'x'.repeat(32), ...env });

describe('settings of a service started on its own', () => {
  it('need DATABASE_URL and NATS_URL, named when missing', () => {
    expect(() => serviceSettings(config({}), 'command-api', {})).toThrow(
      /^DATABASE_URL and NATS_URL must be set when the services run apart \(command-api\)/,
    );
    expect(() => serviceSettings(config({ DATABASE_URL: 'postgres://db/x' }), 'query-api', {})).toThrow(
      /^NATS_URL must be set .*NATS_URL=nats:\/\//,
    );
    expect(() => serviceSettings(config({ NATS_URL: 'nats://bus:4222' }), 'projectors', {})).toThrow(/^DATABASE_URL must be set/);
  });

  it('name the instance after INSTANCE, else after host and process', () => {
    const env = { DATABASE_URL: 'postgres://db/x', NATS_URL: 'nats://bus:4222' };
    expect(serviceSettings(config(env), 'query-api', { INSTANCE: 'query-api-2' })).toMatchObject({
      databaseUrl: 'postgres://db/x',
      natsUrl: 'nats://bus:4222',
      instance: 'query-api-2',
    });
    expect(serviceSettings(config(env), 'query-api', {}).instance).toMatch(new RegExp(`^query-api@.+:${process.pid}$`));
  });
});
