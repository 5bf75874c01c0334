import { loadConfig, repoRoot } from '@rm/platform';
import { prepareSplitStore, startSplitTopology, type SplitTopology, type SplitTopologyOptions } from './launcher/split-topology';
import { buildWebIfNeeded } from './launcher/web-build';
import { serviceSettings } from './service-settings';

// `npm run start:split`: the split deployment on one machine, as plain child processes: the prepare step,
// then 2 × command-api, 2 × query-api, 2 × projectors on free loopback ports, then the edge on PORT.

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
    onExit: (name, code) => {
      say(`${name} exited (code ${code ?? 'signal'}); it is not restarted`);
      if (topology?.instances().every((instance) => !instance.child.running())) void stopAll(1);
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
