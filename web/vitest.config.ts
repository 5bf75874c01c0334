import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { serverMessages } from './build/server-messages.ts';

export default defineProject({
  plugins: [serverMessages()],
  // As the build (`schemaShapes` in vite.config.ts): the screens are tested with the schemas they run with.
  resolve: { alias: [{ find: /^@sinclair\/typebox$/, replacement: fileURLToPath(new URL('build/schema-shapes.ts', import.meta.url)) }] },
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
