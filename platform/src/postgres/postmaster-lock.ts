import { readFileSync, readlinkSync, realpathSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** A start that fails for the machine's set-up, not a bug: one line to act on, no stack trace in the log. */
export function cannotStart(message: string): Error {
  const error = new Error(message);
  error.stack = `Error: ${message}`;
  return error;
}

export interface ProcessInfo {
  argv: string[];
  ppid: number;
  /** The state letter of /proc/<pid>/stat: R, S, D, Z (a zombie: ended, not yet reaped), … */
  state: string;
  /** When it started, in clock ticks since boot: tells a process from a later one given the same PID. */
  startTime: string;
}

/** What Linux tells of a process (/proc/<pid>), or undefined when there is none (or no /proc). */
export function processInfo(pid: number): ProcessInfo | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid … starttime(22nd)": comm may hold spaces and parentheses, so split after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    if (argv.at(-1) === '') argv.pop(); // every argument ends in a NUL
    return { argv, state: fields[0] ?? '', ppid: Number.parseInt(fields[1] ?? '', 10), startTime: fields[19] ?? '' };
  } catch {
    return undefined;
  }
}

const realOrSame = (file: string): string => {
  try {
    return realpathSync(file);
  } catch {
    return path.resolve(file);
  }
};

/** Whether `info` is a PostgreSQL postmaster (not a backend, whose title reads "postgres: …") serving `dataDir`. */
export function isPostmasterOf(info: ProcessInfo, dataDir: string): boolean {
  const [binary, ...args] = info.argv;
  if (!binary || path.basename(binary) !== 'postgres') return false;
  const flag = args.findIndex((arg) => arg === '-D');
  const given = flag >= 0 ? args[flag + 1] : args.find((arg) => arg.startsWith('--pgdata='))?.slice('--pgdata='.length);
  return given !== undefined && realOrSame(given) === realOrSame(dataDir);
}

/**
 * Whether `pid` runs the same Node executable as this process: the embedded server's owner is the Node
 * process that spawned it; a server whose parent is something else (init, a sub-reaper) has lost its owner.
 */
function isNodeProcess(pid: number): boolean {
  const ours = realOrSame(process.execPath);
  try {
    return readlinkSync(`/proc/${pid}/exe`) === ours;
  } catch {
    const binary = processInfo(pid)?.argv[0];
    return binary !== undefined && path.basename(binary) === path.basename(ours);
  }
}

/** The first two lines of `postmaster.pid` (PostgreSQL's lock file): the postmaster's PID and its data folder. */
export function readPostmasterPid(dataDir: string): { pid: number; dataDir: string } | undefined {
  try {
    const [pid, folder] = readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n');
    const parsed = Number.parseInt(pid ?? '', 10);
    return Number.isInteger(parsed) && parsed > 0 ? { pid: parsed, dataDir: folder ?? '' } : undefined;
  } catch {
    return undefined;
  }
}

const ended = (pid: number, startTime: string): boolean => {
  const now = processInfo(pid);
  return !now || now.state === 'Z' || now.startTime !== startTime;
};

async function waitForEnd(pid: number, startTime: string, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (ended(pid, startTime)) return true;
    await sleep(50);
  }
  return ended(pid, startTime);
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

export interface LeftOverTimes {
  /** How long the fast shutdown (SIGINT) may take before the immediate one (SIGQUIT). */
  fastMs?: number;
  /** How long the immediate shutdown may take before SIGKILL. */
  immediateMs?: number;
}

/**
 * Before a start on `dataDir`: a postmaster of this folder still running whose owner (the Node process
 * that started it) is gone — killed by SIGKILL or the OOM killer — is shut down (fast shutdown, then
 * immediate, SIGKILL only as the last resort), so that the start can take the folder. One whose owner
 * still runs (a second start on the same DATA_DIR) is left alone and the start fails, saying so. A lock
 * file whose PID now belongs to another process is removed (PostgreSQL would refuse it when that process
 * is of the same user). Needs /proc (Linux); elsewhere PostgreSQL's own lock check decides.
 */
export async function clearLeftOverPostmaster(dataDir: string, onLog: (message: string) => void, times: LeftOverTimes = {}): Promise<void> {
  const lock = readPostmasterPid(dataDir);
  if (!lock || lock.pid === process.pid) return;
  const { pid } = lock;
  // PostgreSQL takes over a lock file whose PID is gone, not one whose PID is taken (a process of the same
  // user, or a zombie nobody reaps): that one is removed once the PID is known not to be the folder's server.
  const removeStale = async (why: string): Promise<void> => {
    if (readPostmasterPid(dataDir)?.pid !== pid) return; // a server started meanwhile
    onLog(`postmaster.pid names PID ${pid}, ${why}: removing the stale lock file`);
    await rm(path.join(dataDir, 'postmaster.pid'), { force: true });
  };
  const info = processInfo(pid);
  if (!info) return;
  if (info.state === 'Z') return removeStale('which has ended');
  if (!isPostmasterOf(info, dataDir)) return removeStale('which is no longer its server');
  if (info.ppid !== 1 && isNodeProcess(info.ppid)) {
    throw cannotStart(
      `Embedded PostgreSQL cannot start: its data in ${dataDir} is in use by the server (PID ${pid}) of another running process (PID ${info.ppid}), probably a second start on the same DATA_DIR: stop that one first, or give this one another DATA_DIR.`,
    );
  }
  onLog(`the embedded PostgreSQL (PID ${pid}) of ${dataDir} outlived the process that started it: shutting it down`);
  const steps: [NodeJS.Signals, number, string][] = [
    ['SIGINT', times.fastMs ?? 30_000, 'fast shutdown'],
    ['SIGQUIT', times.immediateMs ?? 10_000, 'immediate shutdown'],
    ['SIGKILL', 5_000, 'SIGKILL'],
  ];
  for (const [name, ms, what] of steps) {
    signal(pid, name);
    if (await waitForEnd(pid, info.startTime, ms)) {
      if (processInfo(pid)?.state === 'Z') await removeStale('which has ended');
      return;
    }
    onLog(`the left-over PostgreSQL (PID ${pid}) did not end by ${what}`);
  }
  throw cannotStart(`Embedded PostgreSQL cannot start: the left-over server (PID ${pid}) of ${dataDir} does not end.`);
}
