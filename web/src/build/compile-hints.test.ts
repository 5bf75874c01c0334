import type { OutputBundle, PluginContext } from 'rollup';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints';

describe('compileHints', () => {
  it("starts every script with Chrome's compile hint and shifts its source map by that line", () => {
    const mappings = 'AAAA,SAASA;AACA';
    const bundle = {
      'assets/app.js': { type: 'chunk', fileName: 'assets/app.js', code: 'export const a=1;', map: { mappings } },
      'assets/app.js.map': { type: 'asset', fileName: 'assets/app.js.map', source: JSON.stringify({ version: 3, mappings }) },
      'assets/index.css': { type: 'asset', fileName: 'assets/index.css', source: 'body{}' },
    } as unknown as OutputBundle;
    const hook = compileHints().generateBundle as unknown as (this: PluginContext, options: unknown, bundle: OutputBundle) => void;
    hook.call({} as PluginContext, {}, bundle);

    const chunk = bundle['assets/app.js'] as unknown as { code: string; map: { mappings: string } };
    expect(chunk.code).toBe(`${COMPILE_HINT}export const a=1;`);
    expect(chunk.code.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    expect(chunk.map.mappings).toBe(`;${mappings}`);
    const map = JSON.parse((bundle['assets/app.js.map'] as unknown as { source: string }).source) as { mappings: string; version: number };
    expect(map).toEqual({ version: 3, mappings: `;${mappings}` });
    expect((bundle['assets/index.css'] as unknown as { source: string }).source).toBe('body{}');
  });
});
