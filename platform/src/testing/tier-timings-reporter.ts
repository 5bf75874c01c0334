import type { Reporter, TestModule, Vitest } from 'vitest/node';

interface FileTiming {
  tier: string;
  file: string;
  /** Environment, harness, import, setup files, tests and hooks. */
  ms: number;
  importMs: number;
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/**
 * Prints, after the run, how long each tier (vitest project) took from its first file queued to its last
 * finished, the ten slowest files with their import time, and every skipped test with the reason it gave
 * (`ctx.skip(reason)`), so that a run's log says where its time went and what it did not test.
 */
export default class TierTimingsReporter implements Reporter {
  private vitest: Vitest | undefined;
  private readonly firstQueued = new Map<string, number>();
  private readonly lastEnded = new Map<string, number>();
  private readonly files: FileTiming[] = [];

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestModuleQueued(module: TestModule): void {
    const tier = module.project.name;
    if (!this.firstQueued.has(tier)) this.firstQueued.set(tier, Date.now());
  }

  onTestModuleEnd(module: TestModule): void {
    const tier = module.project.name;
    this.lastEnded.set(tier, Date.now());
    const d = module.diagnostic();
    this.files.push({
      tier,
      file: module.relativeModuleId,
      ms: d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration,
      importMs: d.collectDuration,
    });
  }

  onTestRunEnd(modules: readonly TestModule[]): void {
    const lines: string[] = ['', 'Time per tier (wall, from its first file queued to its last finished):'];
    for (const [tier, start] of this.firstQueued) {
      const count = this.files.filter((file) => file.tier === tier).length;
      lines.push(`  ${tier.padEnd(5)} ${seconds((this.lastEnded.get(tier) ?? start) - start).padStart(8)}  ${count} files`);
    }
    lines.push('Slowest ten files (environment, import, setup and tests; import alone in brackets):');
    for (const file of [...this.files].sort((a, b) => b.ms - a.ms).slice(0, 10)) {
      lines.push(`  ${seconds(file.ms).padStart(8)} (${seconds(file.importMs)})  ${file.tier.padEnd(5)} ${file.file}`);
    }
    const skipped = new Map<string, { count: number; notes: Set<string> }>();
    for (const module of modules) {
      for (const test of module.children.allTests('skipped')) {
        const key = module.relativeModuleId;
        const entry = skipped.get(key) ?? { count: 0, notes: new Set<string>() };
        entry.count += 1;
        const result = test.result();
        entry.notes.add((result.state === 'skipped' ? result.note : undefined) ?? 'no reason given');
        skipped.set(key, entry);
      }
    }
    if (skipped.size > 0) {
      lines.push('Skipped here:');
      for (const [file, { count, notes }] of skipped) lines.push(`  ${file}: ${count} test(s), ${[...notes].join('; ')}`);
    }
    (this.vitest?.logger ?? console).log(lines.join('\n'));
  }
}
