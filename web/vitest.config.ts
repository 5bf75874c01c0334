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
    testTimeout: 20_000,
  },
});
