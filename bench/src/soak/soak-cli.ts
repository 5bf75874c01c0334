import { fileURLToPath } from 'node:url';

export interface SoakOptions {
  /** How long faults are injected under load (setup and the final checks come on top). */
  minutes: number;
  /** Where the report goes. */
  output: string;
}

export const DEFAULT_SOAK_REPORT = fileURLToPath(new URL('../../SOAK.md', import.meta.url));

export const soakUsage = `usage: npm run bench:soak -- [--minutes N] [--out <file>]
  --minutes  how long faults are injected under load (default 3; setup and the final checks take about a minute more)
  --out      where the report goes (default bench/SOAK.md)`;

export function parseSoakArgs(argv: readonly string[]): SoakOptions {
  let minutes = 3;
  let output = DEFAULT_SOAK_REPORT;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--minutes' || arg.startsWith('--minutes=')) {
      minutes = Number(arg.includes('=') ? arg.slice('--minutes='.length) : argv[(i += 1)]);
      if (!Number.isFinite(minutes) || minutes <= 0) throw new Error(`--minutes takes a positive number\n${soakUsage}`);
    } else if (arg === '--out') output = argv[(i += 1)] ?? output;
    else if (arg === '--help' || arg === '-h') {
      console.log(soakUsage);
      process.exit(0);
    } else throw new Error(`unknown argument "${arg}"\n${soakUsage}`);
  }
  return { minutes, output };
}

/** The command that reproduces a run. */
export const reproduceSoak = (options: SoakOptions): string =>
  `npm run bench:soak${options.minutes === 3 ? '' : ` -- --minutes ${options.minutes}`}`;
