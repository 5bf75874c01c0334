import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle } from '../build/bundle';
import { COMPILED_SERVICES_VARIABLE } from './compiled-services';

const folder = path.join(fileURLToPath(new URL('../..', import.meta.url)), '.test-dist', `run-${process.pid}`);

/**
 * The integration tier's tests that start the split deployment as processes start them from the services
 * compiled once for the run, as production starts them, instead of each process transpiling the server
 * through tsx. Below `server/`, so that the compiled files resolve the same npm packages as `server/dist`.
 */
export async function setup(): Promise<void> {
  await bundle(folder);
  process.env[COMPILED_SERVICES_VARIABLE] = folder;
}

export async function teardown(): Promise<void> {
  await rm(folder, { recursive: true, force: true });
}
