import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EventStore } from '@rm/eventstore';
import { createInProcessBus, type StatementClient } from '@rm/platform';
import { pino } from 'pino';
import type { DatabasePool } from 'slonik';
import { buildHttpApp } from '../http/app';
import type { PersonalData } from '../personal-data';

/**
 * The OpenAPI document exactly as the server serves it at /docs/json, made without a database: building
 * the app only registers routes (pools, statements and the store are used by requests, none of which is
 * made here). `npm run lint:openapi` writes it and lints it with Spectral.
 */
export async function openApiDocument(): Promise<unknown> {
  const unused = new Proxy(
    {},
    {
      get: () => {
        throw new Error('the OpenAPI document is made without a database');
      },
    },
  );
  const bus = createInProcessBus();
  const app = await buildHttpApp({
    config: {
      approvalAudienceThreshold: 600,
      sessionSecret: 'openapi-document-only-0123456789',
      trustProxy: [],
      publicUrl: undefined,
      apiDocs: 'public',
    },
    logger: pino({ level: 'silent' }),
    pool: unused as DatabasePool,
    db: unused as StatementClient,
    store: unused as EventStore,
    personalData: unused as PersonalData,
    bus,
    webDist: '/nonexistent',
  });
  await app.ready();
  const document = app.swagger();
  await app.close();
  await bus.close();
  return document;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = process.argv[2] ?? fileURLToPath(new URL('../../../.work/openapi.json', import.meta.url));
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, `${JSON.stringify(await openApiDocument(), null, 2)}\n`);
  console.log(`OpenAPI document written to ${target}`);
}
