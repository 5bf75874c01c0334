/**
 * A process owning an embedded PostgreSQL, as the app's does, for the tests of a start after it was killed:
 * `node --import tsx embedded-postgres-owner.fixture.ts <data folder>` (STOP_WITH_PARENT=false: without the
 * parent-death signal). Prints `ready <url>`, then inserts each number read from stdin into `acked` and
 * prints `ack <n>` once the insert is committed. At the end of stdin it stops the server and exits.
 */
import { createInterface } from 'node:readline';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: embedded-postgres-owner.fixture.ts <data folder>');
const embedded = await startEmbeddedPostgres({ dataDir, stopWithParent: process.env.STOP_WITH_PARENT !== 'false' });
const pool = new pg.Pool({ connectionString: embedded.url, max: 8 });
await pool.query('create table if not exists acked (n int primary key)');
process.stdout.write(`ready ${embedded.url}\n`);
const pending = new Set<Promise<void>>();
for await (const line of createInterface({ input: process.stdin })) {
  const n = Number.parseInt(line, 10);
  const insert = pool.query('insert into acked values ($1)', [n]).then(
    () => void process.stdout.write(`ack ${n}\n`),
    (error: Error) => void process.stdout.write(`fail ${n} ${error.message}\n`),
  );
  pending.add(insert);
  void insert.finally(() => pending.delete(insert));
}
await Promise.all(pending);
await pool.end();
await embedded.stop();
