// Part of the web app's build and test configuration (vite.config.ts, vitest.config.ts), not code of the app.
import { fileURLToPath } from 'node:url';

/**
 * The shared contracts' schemas built as plain objects in the browser, not by TypeBox (see `schema-shapes.ts`):
 * in the build, the development server and the web tests alike, so that the screens are tested with the
 * schemas they run with.
 */
export const schemaShapes = { find: /^@sinclair\/typebox$/, replacement: fileURLToPath(new URL('schema-shapes.ts', import.meta.url)) };
