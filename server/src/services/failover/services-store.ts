import path from 'node:path';
import { createPostgresEventStore, keyEncryptionFor, type EventStore } from '@rm/eventstore';
import { loadConfig, repoRoot } from '@rm/platform';
import type { DatabasePool } from 'slonik';
import { openPersonalData } from '../../personal-data';
import type { SplitTopologyOptions } from '../launcher/split-topology';

/**
 * The event store as the topology's services open it: their settings (the same environment, resolved from
 * the same folder), so personal fields are written encrypted and read decrypted with the keys they use. A
 * clean rebuild read through the bare store would see the ciphertext of what the services wrote (the
 * retention run's restriction reason, say) and differ from the live read models for that reason alone.
 */
export async function openStoreAsServices(pool: DatabasePool, options: SplitTopologyOptions): Promise<EventStore> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...options.env, DATABASE_URL: options.databaseUrl, NATS_URL: options.natsUrl };
  // The services run in the repository's root: their data folder is resolved from there.
  const config = loadConfig({ ...env, DATA_DIR: path.resolve(repoRoot(), env.DATA_DIR ?? '.data') });
  const raw = createPostgresEventStore({ pool, connectionString: options.databaseUrl });
  const { store } = await openPersonalData(raw, {
    databaseUrl: options.databaseUrl,
    filesDir: config.filesDir,
    keyEncryption: keyEncryptionFor(config.keyEncryption),
    streamKeySecret: config.streamKeySecret,
    migrateLog: false,
  });
  return store;
}
