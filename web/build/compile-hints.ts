// A plugin of the web app's build (vite.config.ts), not code of the app.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Chrome's hint that a script's functions all run as the page loads (https://v8.dev/blog/explicit-compile-hints). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks every script of the build for eager compilation: Chrome then compiles its functions on a background
 * thread while the script streams in, instead of on the main thread the first time each runs. The first
 * screen runs most of the code it loads (React, Mantine, the store, the screen), and compiling it lazily was
 * a large part of the app's start and first render on a phone. The hint must open the file, so it is written
 * once the build's files are (after the bundler's last additions at their start), before they are compressed;
 * each source map is shifted by the hint's line.
 */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const file = path.join(outDir, chunk.fileName);
        const code = readFileSync(file, 'utf8');
        if (code.startsWith(COMPILE_HINT)) continue;
        writeFileSync(file, COMPILE_HINT + code);
        if (existsSync(`${file}.map`)) {
          const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { mappings: string };
          writeFileSync(`${file}.map`, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
        }
      }
    },
  };
}
