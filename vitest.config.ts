import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ['default', './platform/src/testing/tier-timings-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          // A few unit tests build the HTTP apps to read their routes, which takes seconds on a busy machine.
          testTimeout: 30_000,
          include: [
            '{domain,eventstore,platform,projectors,command-api,query-api,edge,server,bench}/src/**/*.unit.test.ts',
            // The web build's plugins run in Node.
            'web/build/**/*.unit.test.ts',
          ],
          environment: 'node',
          // Pure code: one module graph per worker (each file importing the domain anew took half the tier's time).
          isolate: false,
        },
      },
      {
        test: {
          name: 'int',
          sequence: { groupOrder: 2 },
          include: ['{eventstore,platform,projectors,command-api,query-api,edge,server,bench}/src/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['platform/src/testing/global-setup.ts', 'server/src/testing/compiled-services-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 2,
          // A worker runs its files in one module graph: each file imports the whole server, which took 3–8 s a
          // file when every file imported it anew. The files share no module state: each starts its own app
          // on its own database, and none mocks a module.
          isolate: false,
        },
      },
      './web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 3 },
          include: ['e2e/src/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['platform/src/testing/global-setup.ts', 'e2e/src/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A screen follows a change once the read model has it and the push has come: on a loaded machine that
          // takes longer than the default second of `expect.poll`.
          expect: { poll: { timeout: 10_000 } },
          // One file at a time: two at once (two apps, two browsers on 2 cores) was 15 % faster when quiet
          // (408 against 478 s) but doubled single files' time on a loaded machine, near the polls' limits.
          fileParallelism: false,
          // The one worker imports the server once for every file (each file importing it anew took 3–8 s a
          // file). Each file starts its own app on its own copy of the seeded database; none mocks a module.
          isolate: false,
        },
      },
    ],
  },
});
