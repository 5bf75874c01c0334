import { freePort, loadConfig, repoRoot } from '@rm/platform';
import { spawnChildService, type ChildService } from './launcher/child-service';
import { waitHealthy } from './launcher/wait-healthy';
import { buildWebIfNeeded } from './launcher/web-build';
import { serviceSettings } from './service-settings';

// `npm run start:split`: the split deployment on one machine, as plain child processes: the prepare step,
// then 2 × command-api, 2 × query-api, 2 × projectors on free loopback ports, then the edge on PORT.

const ROOT = repoRoot();
const INSTANCES = 2;
const SERVICES = ['command-api', 'query-api', 'projectors'] as const;
const NAME_WIDTH = 'command-api-1'.length;

const children: ChildService[] = [];
let stopping = false;

const say = (message: string): void => {
  process.stdout.write(`${'split'.padEnd(NAME_WIDTH)} | ${message}\n`);
};

function launch(name: string, script: string, env: Record<string, string>): ChildService {
  const child = spawnChildService({
    name,
    command: process.execPath,
    args: ['--import', 'tsx', `server/src/services/${script}`],
    cwd: ROOT,
    env: { ...process.env, ...env },
    nameWidth: NAME_WIDTH,
  });
  children.push(child);
  void child.exited.then((code) => {
    if (stopping || script === 'prepare.ts') return;
    say(`${name} exited (code ${code ?? 'signal'}); it is not restarted`);
    if (children.every((other) => !other.running())) void stopAll(1);
  });
  return child;
}

async function stopAll(exitCode: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  say('stopping every service');
  await Promise.all(children.map((child) => child.stop()));
  process.exit(exitCode);
}

async function start(): Promise<void> {
  const config = loadConfig();
  serviceSettings(config, 'split');
  await buildWebIfNeeded(ROOT, say);

  say('prepare: migrations, and demo data into an empty store');
  const prepare = launch('prepare', 'prepare.ts', {});
  if ((await prepare.exited) !== 0) throw new Error('the prepare step failed');

  const started: Array<{ service: (typeof SERVICES)[number]; child: ChildService; url: string }> = [];
  for (const service of SERVICES) {
    for (let n = 1; n <= INSTANCES; n += 1) {
      const port = await freePort();
      const name = `${service}-${n}`;
      const url = `http://127.0.0.1:${port}`;
      say(`${name} on ${url}`);
      started.push({ service, url, child: launch(name, `${service}.ts`, { PORT: String(port), HOST: '127.0.0.1', INSTANCE: name }) });
    }
  }
  await Promise.all(started.map(({ child, url }) => waitHealthy(child, url)));

  const urlsOf = (service: (typeof SERVICES)[number]): string => started.filter((entry) => entry.service === service).map((entry) => entry.url).join(',');
  const edge = launch('edge', 'edge.ts', { PORT: String(config.port), HOST: config.host, COMMAND_API_URLS: urlsOf('command-api'), QUERY_API_URLS: urlsOf('query-api'), INSTANCE: 'edge' });
  const localHost = ['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host;
  await waitHealthy(edge, `http://${localHost}:${config.port}`);
  say(`ready: http://localhost:${config.port} (API docs at /docs, command API docs at /docs/commands); Ctrl-C stops every service`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stopAll(0));

try {
  await start();
} catch (error) {
  say(`start failed: ${error instanceof Error ? error.message : String(error)}`);
  await stopAll(1);
}
