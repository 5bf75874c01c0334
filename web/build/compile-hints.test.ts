import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints';

type WriteBundle = (options: { dir?: string }, bundle: Record<string, { type: string; fileName: string }>) => void;

describe('compileHints', () => {
  it("opens every written script with Chrome's compile hint, once, and shifts its source map by that line", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
    const mappings = 'AAAA,SAASA;AACA';
    writeFileSync(path.join(dir, 'app.js'), 'const __vite__mapDeps=1;export const a=1;');
    writeFileSync(path.join(dir, 'app.js.map'), JSON.stringify({ version: 3, mappings }));
    writeFileSync(path.join(dir, 'plain.js'), 'export const b=2;');
    writeFileSync(path.join(dir, 'index.css'), 'body{}');
    const bundle = {
      'app.js': { type: 'chunk', fileName: 'app.js' },
      'app.js.map': { type: 'asset', fileName: 'app.js.map' },
      'plain.js': { type: 'chunk', fileName: 'plain.js' },
      'index.css': { type: 'asset', fileName: 'index.css' },
    };
    const writeBundle = compileHints().writeBundle as unknown as WriteBundle;
    writeBundle({ dir }, bundle);
    writeBundle({ dir }, bundle);

    const read = (file: string): string => readFileSync(path.join(dir, file), 'utf8');
    expect(read('app.js')).toBe(`${COMPILE_HINT}const __vite__mapDeps=1;export const a=1;`);
    expect(read('app.js').split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(JSON.parse(read('app.js.map'))).toEqual({ version: 3, mappings: `;${mappings}` });
    expect(read('plain.js')).toBe(`${COMPILE_HINT}export const b=2;`);
    expect(read('index.css')).toBe('body{}');
  });
});
