import { loadConfig, repoRoot } from '@rm/platform';
import { prepareSplitStore, startSplitTopology, type SplitTopology, type SplitTopologyOptions } from './launcher/split-topology';
import { buildWebIfNeeded } from './launcher/web-build';
import { serviceSettings } from './service-settings';

// `npm run start:split`: the split deployment on one machine, as plain child processes: the prepare step,
// then 2 × command-api, 2 × query-api, 2 × projectors on free loopback ports, then the edge on PORT. A
// process that ends on its own is restarted on its port, with back-off; Ctrl-C or SIGTERM stops them all.

const NAME_WIDTH = 'command-api-1'.length;

let topology: SplitTopology | null = null;
let stopping = false;

const say = (message: string): void => {
  process.stdout.write(`${'split'.padEnd(NAME_WIDTH)} | ${message}\n`);
};

async function stopAll(exitCode: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  say('stopping every service');
  await topology?.stop(15_000);
  process.exit(exitCode);
}

async function start(): Promise<void> {
  const config = loadConfig();
  const settings = serviceSettings(config, 'split');
  await buildWebIfNeeded(repoRoot(), say);
  const options: SplitTopologyOptions = {
    databaseUrl: settings.databaseUrl,
    natsUrl: settings.natsUrl,
    edge: { port: config.port, host: config.host },
    // A process that ends on its own gets a fresh one on its port: after 1 s, then 2 s, 4 s … 30 s while
    // it keeps ending, and after 1 s again once it stayed healthy for a minute.
    restart: true,
    onExit: ({ name, status, restartInMs }) => {
      say(`${name} exited (${status})${restartInMs === null ? '' : `; restarting it in ${restartInMs / 1000} s`}`);
    },
    onRestarted: ({ name, pid, healthy, afterMs }) => {
      say(
        healthy
          ? `${name} restarted (pid ${pid}), healthy after ${afterMs} ms`
          : `${name} restarted (pid ${pid}) but not healthy after ${afterMs} ms`,
      );
    },
  };

  say('prepare: migrations, and demo data into an empty store');
  await prepareSplitStore(options);
  topology = await startSplitTopology(options);
  for (const instance of topology.instances()) say(`${instance.name} on ${instance.url}`);
  say(`ready: http://localhost:${config.port} (API docs at /docs, command API docs at /docs/commands); Ctrl-C stops every service`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stopAll(0));

try {
  await start();
} catch (error) {
  say(`start failed: ${error instanceof Error ? error.message : String(error)}`);
  await stopAll(1);
}
