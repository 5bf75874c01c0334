import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The browser tests drive the built web app: build it (about a second) so they never test a stale one. */
export function setup(): void {
  execSync('npm run build -w @rm/web', { cwd: fileURLToPath(new URL('../..', import.meta.url)), stdio: 'ignore' });
}
