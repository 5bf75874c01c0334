import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';

/** A process the launcher started, its output prefixed with its name. */
export interface ChildService {
  name: string;
  process: ChildProcess;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  running(): boolean;
  /** How it ended, for logs: `code 1`, `signal SIGKILL` (null while it runs). */
  exitStatus(): string | null;
  /** SIGTERM, then SIGKILL when it has not ended after `graceMs`; resolves when it ended. */
  stop(graceMs?: number): Promise<void>;
}

/** Copies a stream line by line with a prefix (`command-api-1 | …`), so that interleaved logs stay readable. */
export function prefixLines(stream: Readable, prefix: string, write: (line: string) => void): void {
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => write(`${prefix}${line}\n`));
}

export interface SpawnOptions {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Width the name is padded to in the prefix. */
  nameWidth?: number;
  /** Where the prefixed lines go (default: stdout and stderr of this process). */
  output?: (line: string) => void;
}

export function spawnChildService(options: SpawnOptions): ChildService {
  const child = spawn(options.command, options.args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `${options.name.padEnd(options.nameWidth ?? 0)} | `;
  prefixLines(child.stdout, prefix, options.output ?? ((line) => process.stdout.write(line)));
  prefixLines(child.stderr, prefix, options.output ?? ((line) => process.stderr.write(line)));
  let ended = false;
  let status: string | null = null;
  const exited = new Promise<number | null>((resolve) => {
    // 'close' rather than 'exit': the child's last log lines have been read by then.
    child.once('close', (code, signal) => {
      ended = true;
      status = code === null ? `signal ${signal ?? 'unknown'}` : `code ${code}`;
      resolve(code);
    });
    child.once('error', (error) => {
      process.stderr.write(`${prefix}could not start: ${error.message}\n`);
      ended = true;
      status = `error ${error.message}`;
      resolve(1);
    });
  });
  return {
    name: options.name,
    process: child,
    exited,
    running: () => !ended,
    exitStatus: () => status,
    async stop(graceMs = 15_000) {
      if (ended) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
