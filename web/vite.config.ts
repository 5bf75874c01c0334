import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compileHints } from './build/compile-hints';
import { schemaShapes } from './build/schema-shapes-alias';
import { serverMessages } from './build/server-messages';

const api = 'http://127.0.0.1:3000';
const proxied = [
  '/api',
  '/login',
  '/logout',
  '/contacts/toggleActive',
  '/contacts/toggleDisableForUnlock',
  '/campaign-approvals',
  '/requested-contacts',
  '/reports/campaigns',
  '/docs',
];

const TEXT_FILE = /\.(html|js|css|svg|json|txt|ico)$/;

/**
 * Writes a brotli (`.br`, best quality) and a gzip (`.gz`) twin beside every text file of the build, once,
 * so that the server, the edge and nginx send them as the browser asks and never compress per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const filesIn = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const file = path.join(folder, name);
      return statSync(file).isDirectory() ? filesIn(file) : [file];
    });
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesIn(outDir).filter((name) => TEXT_FILE.test(name))) {
        const content = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * React Router's own production build for the app's build: its package points every bundler at its development
 * build (remix-run/react-router#12532, #14102), which warns at run time and checks every route as it goes.
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production/index.mjs'),
};

export default defineConfig(({ command }) => ({
  plugins: [react(), serverMessages(), compileHints(), precompress()],
  resolve: { alias: command === 'build' ? [reactRouterProduction, schemaShapes] : [schemaShapes] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // Fewer, larger scripts: left to itself the bundler cuts the code the lazy screens share into dozens
      // of small files (one per Mantine component or hook), and on a phone each costs a request and its
      // headers (the sign-in page came to 29 scripts, the employer's home to 53). Shared code under 16 kB
      // (before minifying) is copied into each script that uses it instead, at a few kB more in all: with the
      // groups below, the sign-in page loads 9 scripts, the employer's home 17 before its first screen.
      // (Needs the entry's exports unkept.)
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 16_000 },
          // The libraries every screen needs, in two scripts instead of the five pieces the bundler cut them
          // into by which screens share which part: React with i18next (the sign-in page's too), and the
          // signed-in app's router and store. The employer's home loads 17 scripts before its first screen
          // instead of 18, each a request that waits its round trip on one of the phone's six connections.
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-i18next|i18next)[\\/]/, priority: 2 },
            {
              name: 'app-core',
              test: /node_modules[\\/](react-router|@reduxjs|immer|reselect|redux|react-redux|redux-thunk)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      ...Object.fromEntries(proxied.map((path) => [path, api])),
      '^/contacts/[^/]+/verifyWithoutCode': api,
      '^/contacts/[^/]+/(potentialCompanies|documents|deleteDocument|uploadDocuments)': api,
      '^/settings/payment-method-sepa': api,
      '^/profile-session/': api,
      // The candidate sign-up: the page is the web app's, the form's POST the API's.
      '^/register$': { target: api, bypass: (req) => (req.method === 'GET' ? req.url : undefined) },
      '^/notifications/(push|email|sms)/': api,
      '^/offers/[^/]+/(accept|reject)$': api,
      '^/profile/send-magic-mail$': api,
      '/ws': { target: api, ws: true },
    },
  },
}));
