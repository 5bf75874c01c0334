import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The browser tests drive the built web app: build it so they never test a stale one, as `npm start` builds
 * it (production: the test runner's NODE_ENV=test would bundle React's development build).
 */
export function setup(): void {
  execSync('npm run build -w @rm/web', {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
