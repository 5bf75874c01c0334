import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The web app's sources. */
const src = fileURLToPath(new URL('../src', import.meta.url));

/** Every `*-api.ts` of the web app, as text. */
function apiFiles(dir: string): Array<{ file: string; text: string }> {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return apiFiles(full);
    return entry.name.endsWith('-api.ts') ? [{ file: path.relative(src, full), text: readFileSync(full, 'utf8') }] : [];
  });
}

describe('the API endpoints the features inject', () => {
  it('have names of their own: a second endpoint under a taken name would be dropped and call the first one’s route', () => {
    const seen = new Map<string, { file: string; target: string }>();
    const clashes: string[] = [];
    for (const { file, text } of apiFiles(src)) {
      for (const match of text.matchAll(
        /^\s{4}([A-Za-z]+): (contractQuery|contractMutation|build\.query|build\.mutation)\(\s*(?:build,\s*)?([^,)\s]+)?/gm,
      )) {
        const [, name = '', , target = ''] = match;
        const before = seen.get(name);
        // The same contract injected twice is the same endpoint (one definition wins, both call the same route).
        if (before && before.target !== target) clashes.push(`${name}: ${before.file} (${before.target}) and ${file} (${target})`);
        if (!before) seen.set(name, { file, target });
      }
    }
    expect(seen.size).toBeGreaterThan(50);
    expect(clashes).toEqual([]);
  });
});
