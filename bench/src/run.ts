import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { offerBoardProjection } from '@rm/projectors';
import { parseArgs, SECTIONS, type Options, type SectionName } from './lib/cli';
import { openBenchServer, workDir } from './lib/database';
import { describeMachine } from './lib/machine';
import { mergeIntoReport, printSection, readOptional, renderReport, writeReport, type SectionResult } from './lib/report';
import { fullSettings, quickSettings } from './lib/settings';
import { benchAppends } from './sections/appends';
import { benchEncryption } from './sections/encryption';
import { describeHistory, emptyEventStore, prepareHistory } from './sections/history';
import { benchReadAll } from './sections/read-all';
import { benchRebuilds, prepareReadModel } from './sections/rebuilds';
import { runServerSections } from './sections/server-sections';

const benchDir = fileURLToPath(new URL('..', import.meta.url));

async function main(options: Options): Promise<void> {
  const settings = options.quick ? quickSettings : fullSettings;
  const wants = (name: SectionName): boolean => options.only.has(name);
  const startedAt = new Date();
  const loadAtStart = os.loadavg()[0] ?? Number.NaN;
  const started = performance.now();
  const postgres = await openBenchServer();
  const database = await postgres.createDatabase();
  console.log(
    `benchmark database: ${new URL(database.url).pathname.slice(1)} (${database.origin}); ${options.quick ? 'quick' : 'full'} run of ${[...options.only].join(', ')}`,
  );
  const sections: SectionResult[] = [];
  const skipped: string[] = [];
  const done = (section: SectionResult): void => {
    printSection(section);
    sections.push(section);
  };
  const machine = await describeMachine(database.url);
  const failures: string[] = [];
  // A failing section is reported and fails the run, but the others still run and the report is written.
  const guard = async (label: string, work: () => Promise<void>): Promise<void> => {
    try {
      await work();
    } catch (error) {
      console.error(`${label} failed:`, error);
      failures.push(`${label} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  try {
    if (wants('appends')) {
      await guard('appends', async () => done(await benchAppends(database.url, settings, options)));
      await emptyEventStore(database.url);
    }
    if (wants('read-all') || wants('rebuilds') || wants('encryption')) {
      await guard('history for read-all and rebuilds', async () => {
        const history = await prepareHistory(database.url, settings.historyEvents);
        if (wants('read-all')) {
          await guard('read-all', async () => {
            const section = await benchReadAll(database.url, settings, options);
            section.tables.push(...describeHistory(history).tables);
            done(section);
          });
        }
        if (wants('rebuilds')) await guard('rebuilds', async () => done(await benchRebuilds(database.url, options, history.events)));
        // Last on this history: it encrypts the history in place.
        if (wants('encryption'))
          await guard('encryption', async () => done(await benchEncryption(database.url, settings, options, history.events)));
      });
    }
    const serverSections: SectionName[] = ['commands', 'freshness', 'queries', 'memory', 'start', 'split'];
    if (serverSections.some(wants)) {
      // The server gets a database of its own with a smaller history: at start every projection catches up
      // on it, which for a million events would take minutes of the ten.
      const serverDatabase = await postgres.createDatabase('_server');
      try {
        await guard('server sections', async () => {
          const history = await prepareHistory(serverDatabase.url, settings.serverHistoryEvents);
          await prepareReadModel(serverDatabase.url, offerBoardProjection);
          const outcome = await runServerSections({ databaseUrl: serverDatabase.url, settings, options, history, onSection: done });
          skipped.push(...outcome.skipped);
        });
      } finally {
        await serverDatabase.drop().catch((error: unknown) => console.error('could not drop the server database:', error));
      }
    }
  } finally {
    await database.drop().catch((error: unknown) => console.error('could not drop the benchmark database:', error));
    await postgres.stop();
  }

  const seconds = (performance.now() - started) / 1000;
  const everything = options.only.size === SECTIONS.length;
  const output =
    options.output ??
    (everything && !options.quick
      ? path.join(benchDir, 'RESULTS.md')
      : path.join(workDir, `RESULTS.${options.quick ? 'quick' : 'full'}.md`));
  // In the order, whatever order they ran in.
  sections.sort((a, b) => SECTIONS.indexOf(a.name) - SECTIONS.indexOf(b.name));
  const findings = readOptional(path.join(benchDir, 'FINDINGS.md'));
  writeReport(
    output,
    renderReport({
      quick: options.quick,
      startedAt,
      seconds,
      machine,
      sections,
      skipped: [...failures, ...skipped],
      findings,
      load: { start: loadAtStart, end: os.loadavg()[0] ?? Number.NaN },
    }),
  );
  console.log(`\nbenchmark finished in ${Math.round(seconds)} s; report written to ${path.relative(process.cwd(), output)}`);
  if (options.intoResults && !everything && sections.length > 0) {
    const results = path.join(benchDir, 'RESULTS.md');
    const how = `\`npm run bench -- ${options.quick ? '--quick ' : ''}--only ${[...options.only].join(',')} --into-results\` on ${startedAt.toISOString()} at commit ${machine.commit} (${options.quick ? 'quick run: small data, short points, indicative only' : 'full sizes'}; load average ${loadAtStart.toFixed(2)}); the machine as above.`;
    writeReport(results, mergeIntoReport(readOptional(results) ?? '', sections, how));
    console.log(`sections ${sections.map((section) => section.name).join(', ')} written into ${path.relative(process.cwd(), results)}`);
  }
  for (const line of [...failures, ...skipped]) console.log(`not measured: ${line}`);
  if (failures.length > 0) throw new Error(`${failures.length} section(s) failed`);
}

main(parseArgs(process.argv.slice(2))).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
