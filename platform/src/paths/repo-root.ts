import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | null = null;

/**
 * The project's root folder (the one whose package.json lists the workspaces), found by walking up from
 * this module: the same answer whether it runs from its TypeScript source or bundled into server/dist.
 */
export function repoRoot(): string {
  if (cached) return cached;
  let folder = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(folder, 'package.json');
    if (existsSync(manifest) && 'workspaces' in (JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, unknown>)) {
      cached = folder;
      return folder;
    }
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error(`no package.json with workspaces above ${fileURLToPath(import.meta.url)}`);
    folder = parent;
  }
}

/** A path inside the project, e.g. `fromRepoRoot('web', 'dist')`. */
export const fromRepoRoot = (...segments: string[]): string => path.join(repoRoot(), ...segments);
