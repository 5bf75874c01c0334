import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { prefixLines } from './child-service';

/** The newest modification time of a file or of anything below a folder (0 when missing). */
function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => (entry === 'node_modules' || entry === 'dist' ? newest : Math.max(newest, newestChange(path.join(target, entry)))),
    stat.mtimeMs,
  );
}

/** Whether web/dist is missing or older than the web app's sources (and the domain code it imports). */
export function webBuildIsStale(root: string): boolean {
  const built = newestChange(path.join(root, 'web', 'dist', 'index.html'));
  const sources = ['web/src', 'web/index.html', 'web/vite.config.ts', 'web/package.json', 'domain/src'].map((source) =>
    newestChange(path.join(root, source)),
  );
  return built === 0 || Math.max(...sources) > built;
}

/** Builds the web app (`npm run build -w web`) when its build is missing or stale. */
export async function buildWebIfNeeded(root: string, say: (message: string) => void): Promise<void> {
  if (!webBuildIsStale(root)) {
    say('web app build is current (web/dist)');
    return;
  }
  say('building the web app (npm run build -w web)');
  // Always the production build: a NODE_ENV inherited from a test runner ('test') would make Vite bundle React's
  // development build, twice the size and slower, and the browser tests would measure that instead.
  const build = spawn('npm', ['run', 'build', '-w', 'web'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  prefixLines(build.stdout, 'web-build | ', (line) => process.stdout.write(line));
  prefixLines(build.stderr, 'web-build | ', (line) => process.stderr.write(line));
  const code = await new Promise<number | null>((resolve) => build.once('close', resolve));
  if (code !== 0) throw new Error(`the web build failed (exit code ${code})`);
}
