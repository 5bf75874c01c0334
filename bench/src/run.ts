import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { benchAppends, type AppendResult } from './appends';
import { createBenchDatabase } from './database';
import { benchReadAll, benchRebuilds, loadHistory } from './rebuilds';
import { round } from './stats';

const quick = process.argv.includes('--quick');
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex >= 0 ? process.argv[onlyIndex + 1] : undefined;
const wants = (name: string): boolean => !only || only === name;

const settings = quick
  ? { writers: [1, 16], appendSeconds: 2, historyEvents: 50_000 }
  : { writers: [1, 16, 64], appendSeconds: 10, historyEvents: 1_000_000 };

function table(rows: Array<Record<string, string | number>>): string {
  const first = rows[0];
  if (!first) return '';
  const headers = Object.keys(first);
  return [`| ${headers.join(' | ')} |`, `| ${headers.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${headers.map((h) => String(r[h])).join(' | ')} |`)].join('\n');
}

async function main(): Promise<void> {
  const started = performance.now();
  const database = await createBenchDatabase();
  const sections: string[] = [];
  try {
    if (wants('appends')) {
      const results = await benchAppends(database.url, settings.writers, settings.appendSeconds);
      const rate = (subject: AppendResult['subject'], writers: number): number => results.find((r) => r.subject === subject && r.writers === writers)?.eventsPerSecond ?? Number.NaN;
      const rows = results.map((r) => ({
        store: r.subject === 'ours' ? 'ours (PostgreSQL event store)' : r.subject === 'limit' ? 'limit (plain INSERT via pg)' : 'peer (emmett-postgresql)',
        writers: r.writers,
        'events/s': r.eventsPerSecond,
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        'ours ÷ this': r.subject === 'ours' ? '' : round(rate('ours', r.writers) / r.eventsPerSecond, 2),
      }));
      console.log(`\nEvent store appends (${settings.appendSeconds} s per point)`);
      console.table(rows);
      sections.push(`## 1. Event store appends\nOne event per append to random streams, ${settings.appendSeconds} s per point after a warm-up. Reproduce: \`npm run bench -- --only appends\`.\n\n${table(rows)}`);
    }
    if (wants('history')) {
      const loaded = await loadHistory(database.url, settings.historyEvents);
      console.log(`\nLoaded ${loaded.events} events of generated history in ${loaded.loadSeconds} s`);
      const read = await benchReadAll(database.url);
      console.table([read]);
      sections.push(
        `## 2. Reading all events\n${read.events} events, readAll in batches of 5,000 vs a raw SELECT of the same rows through pg. Reproduce: \`npm run bench -- --only history\`.\n\n${table([{ events: read.events, 'readAll events/s': read.readAllPerSecond, 'raw SELECT events/s': read.rawSelectPerSecond, ratio: read.ratio }])}`,
      );
      const rebuilds = await benchRebuilds(database.url);
      console.table(rebuilds);
      sections.push(
        `## 3. Projection rebuilds\nFrom ${loaded.events} generated events (offers through every stage, unlocks, approvals, call toggles), into a fresh schema, then swapped in. Reproduce: \`npm run bench -- --only history\`.\n\n${table(rebuilds.map((r) => ({ projection: r.projection, events: r.events, seconds: r.seconds, 'events/s': r.eventsPerSecond })))}`,
      );
    }
  } catch (error) {
    console.error('benchmark failed:', error);
    throw error;
  } finally {
    // Pools of peers may still hold idle connections that the forced drop ends.
    process.on('uncaughtException', (error) => {
      if (!/terminat/i.test(error.message)) throw error;
    });
    await database.drop();
  }
  const seconds = round((performance.now() - started) / 1000, 0);
  const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${round(os.totalmem() / 1024 ** 3, 1)} GiB, Node ${process.version}, PostgreSQL ${database.serverVersion}`;
  let commit = 'unknown';
  try {
    commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
  } catch {
    // not a git checkout
  }
  const report = `# Benchmark results\n\nRun ${new Date().toISOString()} (${quick ? 'quick' : 'full'} run, ${seconds} s) on ${machine}; commit ${commit}.\nReproduce everything with \`npm run bench\` (\`npm run bench -- --quick\` for the one-minute version).\n\n${sections.join('\n\n')}\n`;
  if (!quick) writeFileSync(fileURLToPath(new URL('../RESULTS.md', import.meta.url)), report);
  console.log(`\nbenchmark finished in ${seconds} s${quick ? ' (quick run: RESULTS.md left unchanged)' : ', written to bench/RESULTS.md'}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
