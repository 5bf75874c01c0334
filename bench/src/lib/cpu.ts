import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of `/proc/<pid>/stat` (`getconf CLK_TCK`; 100 on every Linux build in use). */
const TICKS_PER_SECOND = 100;

/** The fields of `/proc/<pid>/stat` after the command name (field 2, which may hold spaces). */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** utime + stime (fields 14 and 15 of the line, 12 and 13 after the name). */
function ticksOf(pid: number): number | null {
  const fields = statFields(pid);
  return fields ? Number(fields[11]) + Number(fields[12]) : null;
}

/** utime + stime of the process and cutime + cstime of its children that exited and were reaped. */
function ticksWithReapedChildren(pid: number): number {
  const fields = statFields(pid);
  return fields ? Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]) : 0;
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

/**
 * Every PostgreSQL process on this machine (the server's backends and its background workers), and
 * the backends that exited: the postmaster reaps them, so their time is in its cutime and cstime. The
 * sum only grows, whether connections open or close during the window.
 */
function postgresTicks(): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || commandOf(pid) !== 'postgres') continue;
    ticks += ticksWithReapedChildren(pid);
  }
  return ticks;
}

export interface CpuSample {
  serverMs: number;
  /** The projectors' process of the split deployment (0 in one process). */
  projectorsMs: number;
  postgresMs: number;
  loadMs: number;
  wallMs: number;
}

export interface CpuShare {
  /** CPU milliseconds per operation, by process. */
  perOperation: { server: number; projectors: number; postgres: number; load: number; total: number };
  /** Cores kept busy over the window, by process. */
  cores: { server: number; projectors: number; postgres: number; load: number; total: number };
}

/**
 * CPU time of the server process, of PostgreSQL (all its processes, with the backends that exited)
 * and of this process (the load generator), read from `/proc` (Linux only).
 */
export function sampleCpu(serverPid: number, projectorsPid?: number): CpuSample {
  const usage = process.cpuUsage();
  return {
    serverMs: ((ticksOf(serverPid) ?? Number.NaN) * 1000) / TICKS_PER_SECOND,
    projectorsMs: projectorsPid === undefined ? 0 : ((ticksOf(projectorsPid) ?? Number.NaN) * 1000) / TICKS_PER_SECOND,
    postgresMs: (postgresTicks() * 1000) / TICKS_PER_SECOND,
    loadMs: (usage.user + usage.system) / 1000,
    wallMs: performance.now(),
  };
}

export function cpuBetween(before: CpuSample, after: CpuSample, operations: number): CpuShare {
  const server = after.serverMs - before.serverMs;
  const projectors = after.projectorsMs - before.projectorsMs;
  const postgres = after.postgresMs - before.postgresMs;
  const load = after.loadMs - before.loadMs;
  const wall = after.wallMs - before.wallMs;
  const per = (value: number): number => (operations > 0 ? value / operations : Number.NaN);
  const total = server + projectors + postgres + load;
  return {
    perOperation: { server: per(server), projectors: per(projectors), postgres: per(postgres), load: per(load), total: per(total) },
    cores: { server: server / wall, projectors: projectors / wall, postgres: postgres / wall, load: load / wall, total: total / wall },
  };
}
