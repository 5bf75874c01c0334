import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    sequence: { groupOrder: 1 },
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/testing/setup.ts'],
    testTimeout: 20_000,
  },
});
