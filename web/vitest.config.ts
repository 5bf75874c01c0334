import { defineProject } from 'vitest/config';
import { schemaShapes } from './build/schema-shapes-alias.ts';
import { serverMessages } from './build/server-messages.ts';

export default defineProject({
  plugins: [serverMessages()],
  resolve: { alias: [schemaShapes] },
  test: {
    name: 'web',
    sequence: { groupOrder: 1 },
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // The build's plugins that run in Node are tested in the unit project.
    exclude: ['build/**/*.unit.test.ts'],
    setupFiles: ['src/testing/setup.ts'],
    // One jsdom and one module graph per worker, not per file: importing React, Mantine and the app's features
    // again for every file took three quarters of the tier's time (208 s against 58 s on 2 cores). Each test
    // renders its own store and screen and the setup unmounts them, ends their timers and fails a test that
    // leaves one (testing/leftover-work.ts).
    isolate: false,
    testTimeout: 20_000,
  },
});
