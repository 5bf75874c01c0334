import path from 'node:path';
import { freePort, repoRoot } from '@rm/platform';
import { spawnChildService, type ChildService } from './child-service';
import { createRestartBackoff, type RestartBackoff, type RestartPolicy } from './restart-backoff';
import { waitHealthy } from './wait-healthy';

/** The services of the split deployment that run as several instances. */
export type SplitService = 'command-api' | 'query-api' | 'projectors';

const SERVICES: readonly SplitService[] = ['command-api', 'query-api', 'projectors'];
const NAME_WIDTH = 'command-api-1'.length;

/** One process of the topology; `child` is replaced when the instance is restarted. */
export interface ServiceInstance {
  /** `command-api-1`, …, `edge`: also its INSTANCE. */
  name: string;
  service: SplitService | 'edge';
  port: number;
  url: string;
  child: ChildService;
}

export interface SplitTopologyOptions {
  databaseUrl: string;
  natsUrl: string;
  /** Instances of each service (default 2). */
  instances?: number;
  /** More environment for every process (LOG_LEVEL, SESSION_SECRET, …). */
  env?: Record<string, string>;
  /** Environment for the instances of one service only, over everything else (e.g. another NATS_URL). */
  serviceEnv?: Partial<Record<SplitService, Record<string, string>>>;
  /** Where the children's prefixed log lines go (default: this process's stdout and stderr). */
  output?: (line: string) => void;
  /** Where the edge listens (default: a free port on 127.0.0.1). */
  edge?: { port: number; host: string };
  /**
   * Whether an instance that ends on its own (not through `kill` or `stop`) once the topology is up gets a
   * fresh process on its port, after a back-off (1 s doubling to 30 s by default; `true` takes the
   * defaults). Off by default: the failover test and the soak kill and restart instances themselves.
   */
  restart?: boolean | RestartPolicy;
  /** Told when an instance ends on its own (not through `kill` or `stop`). */
  onExit?: (exit: InstanceExit) => void;
  /** Told when a restarted instance answers `GET /health` (or did not within the start timeout). */
  onRestarted?: (restarted: InstanceRestart) => void;
  /**
   * A folder of the compiled services (`bundle(folder)`, as `server/dist`): every process starts from it with
   * `node`, as in production. Without it they start from the TypeScript sources through tsx, which
   * transpiles the server anew in every process.
   */
  compiledDir?: string;
}

export interface InstanceExit {
  name: string;
  /** The exit code (null when a signal ended it). */
  code: number | null;
  /** `code 1`, `signal SIGKILL`. */
  status: string;
  /** How long until its fresh process starts; null when it is not restarted. */
  restartInMs: number | null;
}

export interface InstanceRestart {
  name: string;
  pid: number | undefined;
  /** Whether it answered `GET /health`; false when it ended first or timed out. */
  healthy: boolean;
  /** From the fresh process's start to its health (or to giving up). */
  afterMs: number;
}

/** The split deployment as child processes on free loopback ports, the edge in front. */
export interface SplitTopology {
  edgeUrl: string;
  instances(): ServiceInstance[];
  of(service: SplitService): ServiceInstance[];
  named(name: string): ServiceInstance;
  /** `kill -9`; resolves when the process is gone. It is not restarted automatically, whatever `restart` says. */
  kill(name: string): Promise<void>;
  /** A fresh process for the instance on its port (after `kill`); resolves when it is healthy. */
  restart(name: string): Promise<void>;
  /** SIGTERM to every process (SIGKILL after `graceMs`), nothing restarted; resolves when all ended. */
  stop(graceMs?: number): Promise<void>;
}

function launch(options: SplitTopologyOptions, name: string, script: string, env: Record<string, string>): ChildService {
  return spawnChildService({
    name,
    command: process.execPath,
    args: options.compiledDir
      ? ['--enable-source-maps', path.join(options.compiledDir, script.replace(/\.ts$/, '.js'))]
      : ['--import', 'tsx', `server/src/services/${script}`],
    cwd: repoRoot(),
    env: { ...process.env, ...options.env, DATABASE_URL: options.databaseUrl, NATS_URL: options.natsUrl, ...env },
    nameWidth: NAME_WIDTH,
    output: options.output,
  });
}

/** The prepare step as a process (`npm run migrate`): migrations, and demo data unless SEED_DEMO_DATA=false. */
export async function prepareSplitStore(options: SplitTopologyOptions): Promise<void> {
  const code = await launch(options, 'prepare', 'prepare.ts', {}).exited;
  if (code !== 0) throw new Error(`the prepare step failed (exit code ${code ?? 'signal'})`);
}

/**
 * Starts `instances` × command-api, query-api and projectors, waits for each one's health, then the edge
 * over them. A process that ends on its own is restarted when `options.restart` says so (not during the
 * start, which then fails). If the start fails, whatever was started is stopped. Every child is killed when
 * this process exits, so that none outlives a crashed test run.
 */
export async function startSplitTopology(options: SplitTopologyOptions): Promise<SplitTopology> {
  const all: ServiceInstance[] = [];
  const killAll = (): void => {
    for (const instance of all) if (instance.child.running()) instance.child.process.kill('SIGKILL');
  };
  process.on('exit', killAll);

  let started = false;
  let stopping = false;
  const killed = new Set<ChildService>();
  /** The environment each instance was started with (the edge's names the APIs' URLs), for its restarts. */
  const envOf = new Map<string, Record<string, string>>();
  /** When each process last became healthy. */
  const healthySince = new Map<ChildService, number>();
  const backoffs = new Map<string, RestartBackoff>();
  const pendingRestarts = new Map<string, NodeJS.Timeout>();
  const restartPolicy = options.restart === true ? {} : options.restart === false ? undefined : options.restart;

  const cancelRestart = (name: string): void => {
    clearTimeout(pendingRestarts.get(name));
    pendingRestarts.delete(name);
  };

  const start = (name: string, service: ServiceInstance['service'], port: number, env: Record<string, string> = {}): ChildService => {
    envOf.set(name, env);
    const child = launch(options, name, `${service}.ts`, {
      PORT: String(port),
      HOST: '127.0.0.1',
      INSTANCE: name,
      ...(service === 'edge' ? {} : options.serviceEnv?.[service]),
      ...env,
    });
    void child.exited.then((code) => {
      if (stopping || killed.has(child)) return;
      const restartInMs = started && restartPolicy ? scheduleRestart(name, child) : null;
      options.onExit?.({ name, code, status: child.exitStatus() ?? `code ${code ?? 'unknown'}`, restartInMs });
    });
    return child;
  };

  /** A fresh process for an instance that ended on its own, after its back-off; returns the wait. */
  const scheduleRestart = (name: string, ended: ChildService): number => {
    const backoff = backoffs.get(name) ?? createRestartBackoff(restartPolicy);
    backoffs.set(name, backoff);
    const since = healthySince.get(ended);
    const delay = backoff.next(since === undefined ? 0 : Date.now() - since);
    cancelRestart(name);
    pendingRestarts.set(
      name,
      setTimeout(() => {
        pendingRestarts.delete(name);
        const instance = named(name);
        if (stopping || instance.child.running()) return;
        const startedAt = performance.now();
        const child = start(name, instance.service, instance.port, envOf.get(name));
        instance.child = child;
        void waitHealthy(child, instance.url).then(
          () => {
            healthySince.set(child, Date.now());
            options.onRestarted?.({ name, pid: child.process.pid, healthy: true, afterMs: Math.round(performance.now() - startedAt) });
          },
          () => {
            if (!stopping)
              options.onRestarted?.({ name, pid: child.process.pid, healthy: false, afterMs: Math.round(performance.now() - startedAt) });
          },
        );
      }, delay),
    );
    return delay;
  };

  const named = (name: string): ServiceInstance => {
    const instance = all.find((candidate) => candidate.name === name);
    if (!instance) throw new Error(`no instance named ${name}`);
    return instance;
  };

  const stop = async (graceMs = 10_000): Promise<void> => {
    stopping = true;
    for (const name of [...pendingRestarts.keys()]) cancelRestart(name);
    await Promise.all(all.map((instance) => instance.child.stop(graceMs)));
    process.off('exit', killAll);
  };

  try {
    for (const service of SERVICES) {
      for (let n = 1; n <= (options.instances ?? 2); n += 1) {
        const port = await freePort();
        const name = `${service}-${n}`;
        all.push({ name, service, port, url: `http://127.0.0.1:${port}`, child: start(name, service, port) });
      }
    }
    await Promise.all(all.map((instance) => waitHealthy(instance.child, instance.url)));
    const urlsOf = (service: SplitService): string =>
      all
        .filter((instance) => instance.service === service)
        .map((instance) => instance.url)
        .join(',');
    const edgeEnv = { COMMAND_API_URLS: urlsOf('command-api'), QUERY_API_URLS: urlsOf('query-api') };
    const edgePort = options.edge?.port ?? (await freePort());
    const edgeHost = options.edge?.host ?? '127.0.0.1';
    const localHost = ['0.0.0.0', '::'].includes(edgeHost) ? '127.0.0.1' : edgeHost;
    const edge: ServiceInstance = {
      name: 'edge',
      service: 'edge',
      port: edgePort,
      url: `http://${localHost}:${edgePort}`,
      child: start('edge', 'edge', edgePort, { ...edgeEnv, HOST: edgeHost }),
    };
    all.push(edge);
    await waitHealthy(edge.child, edge.url);
    const upAt = Date.now();
    for (const instance of all) healthySince.set(instance.child, upAt);
    started = true;
  } catch (error) {
    await stop(2000);
    throw error;
  }

  return {
    edgeUrl: named('edge').url,
    instances: () => [...all],
    of: (service) => all.filter((instance) => instance.service === service),
    named,
    async kill(name) {
      const instance = named(name);
      cancelRestart(name);
      killed.add(instance.child);
      instance.child.process.kill('SIGKILL');
      await instance.child.exited;
    },
    async restart(name) {
      const instance = named(name);
      if (instance.child.running()) throw new Error(`${name} is still running`);
      if (instance.service === 'edge') throw new Error('the edge is not restarted');
      cancelRestart(name);
      instance.child = start(instance.name, instance.service, instance.port);
      await waitHealthy(instance.child, instance.url);
      healthySince.set(instance.child, Date.now());
    },
    stop,
  };
}
