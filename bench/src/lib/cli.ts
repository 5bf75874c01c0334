/** The benchmark's sections, in run order; `--only` takes any of these names. */
export const SECTIONS = [
  'appends',
  'read-all',
  'rebuilds',
  'encryption',
  'commands',
  'freshness',
  'queries',
  'memory',
  'start',
  'split',
] as const;
export type SectionName = (typeof SECTIONS)[number];

export interface Options {
  quick: boolean;
  only: ReadonlySet<SectionName>;
  /** Where the report goes; the committed RESULTS.md only for a full run of every section. */
  output: string | null;
  /** Also write the sections of this run into bench/RESULTS.md, in place of the same sections there. */
  intoResults: boolean;
}

const isSection = (value: string): value is SectionName => (SECTIONS as readonly string[]).includes(value);

export const usage = `usage: npm run bench -- [--quick] [--only <section>[,<section>…]] [--out <file>] [--into-results]
sections: ${SECTIONS.join(', ')}
  --quick   about one minute: smaller data, shorter points (figures are indicative only)
  --only    run only these sections (they share setup: the history, the server)
  --out     write the report to this file (default: bench/RESULTS.md for a full run of every section,
            bench/.work/RESULTS.<mode>.md otherwise)
  --into-results  also put the sections of this run into bench/RESULTS.md (each replacing the section of the
            same title, or added), headed by how and when it ran; the other sections stay as they are`;

export function parseArgs(argv: readonly string[]): Options {
  let quick = false;
  const only = new Set<SectionName>();
  let output: string | null = null;
  let intoResults = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--quick') quick = true;
    else if (arg === '--only' || arg.startsWith('--only=')) {
      const value = arg.includes('=') ? arg.slice('--only='.length) : (argv[(i += 1)] ?? '');
      for (const name of value.split(',').filter(Boolean)) {
        if (!isSection(name)) throw new Error(`unknown section "${name}"\n${usage}`);
        only.add(name);
      }
    } else if (arg === '--out') output = argv[(i += 1)] ?? null;
    else if (arg === '--into-results') intoResults = true;
    else if (arg === '--help' || arg === '-h') {
      console.log(usage);
      process.exit(0);
    } else throw new Error(`unknown argument "${arg}"\n${usage}`);
  }
  return { quick, only: only.size > 0 ? only : new Set(SECTIONS), output, intoResults };
}

/** The command that reproduces one section of a run in the same mode. */
export const reproduce = (options: Pick<Options, 'quick'>, section: SectionName): string =>
  `npm run bench -- ${options.quick ? '--quick ' : ''}--only ${section}`;
