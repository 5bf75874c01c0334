// A plugin of the web app's build (vite.config.ts), not code of the app.
import type { Plugin } from 'vite';

/** Chrome's hint that a script's functions all run as the page loads (https://v8.dev/blog/explicit-compile-hints). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks every script of the build for eager compilation: Chrome then compiles its functions on a background
 * thread while the script streams in, instead of on the main thread the first time each runs. The first
 * screen runs most of the code it loads (React, Mantine, the store, the screen), and compiling it lazily was
 * a large part of the app's start and first render on a phone. Scripts loaded later (the charts, other
 * screens) are fetched when needed, so they are compiled when they arrive, off the main thread too. The
 * source maps are shifted by the hint's line.
 */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        chunk.code = COMPILE_HINT + chunk.code;
        if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        const map = bundle[`${chunk.fileName}.map`];
        if (map?.type === 'asset' && typeof map.source === 'string') {
          const parsed = JSON.parse(map.source) as { mappings: string };
          map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
        }
      }
    },
  };
}
