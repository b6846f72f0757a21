import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// API modules (apps/api/src/modules/<name>/) are reached only through their index.ts. no-restricted-imports sees
// the import string, not the resolved file, so a file N folders below modules/ may import '<../ x N><other>' (the
// index) but not '<../ x N><other>/<file>'; any path through 'modules/<name>/' from outside is an internal too.
const moduleInternalsMessage = "Import another API module only through its index.ts (e.g. '../profiles'), never its internal files: see apps/api/README.md.";
const throughModulesFolder = { regex: '(^|/)modules/[^/]+/', message: moduleInternalsMessage };
const serviceSqlMessage =
  "SQL lives in repositories: name the statement in the module's *.repository.ts and call it (transactions: Transactions from platform/database).";
const apiModuleBoundaries = [
  { files: ['apps/api/src/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [throughModulesFolder] }] } },
  ...[1, 2, 3, 4, 5, 6].map((depth) => ({
    files: [`apps/api/src/modules/${'*/'.repeat(depth)}*.ts`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [throughModulesFolder, { regex: `^(\\.\\./){${depth}}(?!\\.)[^/]+/`, message: moduleInternalsMessage }] }],
    },
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'var/**',
      'tmp/**',
      '.nx/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.generated.ts',
      'libs/shared/i18n/src/paraglide/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { '@nx': nx },
    files: ['**/*.ts', '**/*.tsx', '**/*.mts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: ['@huron/web/ui/styles.css'],
          depConstraints: [
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:api', 'scope:shared'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
            { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:shared'] },
            { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:shared'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:shared'] },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:shared'] },
            { sourceTag: 'type:shared', onlyDependOnLibsWithTags: ['type:shared'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // A promise nobody awaits or catches turns its failure into an unhandled rejection. Type-aware (projectService).
    files: ['**/*.ts', '**/*.tsx', '**/*.mts'],
    languageOptions: { parserOptions: { projectService: { allowDefaultProject: ['apps/web/vite.config.mts'] }, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // React Router's navigate() answers a promise only for its own transitions, which never reject.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', name: 'NavigateFunction', package: 'react-router' }] },
      ],
    },
  },
  {
    // In the server an unhandled rejection ends the process, so `void` alone does not count there: a voided promise
    // must still end in .catch (or .then with a rejection handler). In the browser it is only a console message.
    files: ['apps/api/**/*.ts', 'tools/**/*.ts'],
    rules: { '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: false }] },
  },
  {
    // Pages read server data only through the generated client, one file per endpoint in the feature's api/ folder.
    files: ['libs/web/feature-*/**/*.{ts,tsx}', 'apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: "Call /api through apiClient from '@huron/web/data-access/api', in a file of the feature's api/ folder." },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name=/^(window|globalThis|self)$/][property.name='fetch']",
          message: "Call /api through apiClient from '@huron/web/data-access/api', in a file of the feature's api/ folder.",
        },
        {
          selector: 'CallExpression[callee.name=/^use(Suspense)?(Query|Queries|InfiniteQuery|Mutation)$/][arguments.length<2]',
          message: "Pass queryClient from '@huron/web/data-access/api' as the second argument: there is no QueryClientProvider.",
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'openapi-fetch', message: "Use apiClient from '@huron/web/data-access/api'." },
            {
              name: '@tanstack/react-query',
              importNames: ['useQueryClient', 'QueryClientProvider'],
              message: "Use queryClient from '@huron/web/data-access/api': there is no QueryClientProvider.",
            },
          ],
        },
      ],
    },
  },
  {
    // A service reads as business steps; the statements live in repositories (apps/api/README.md). A service that
    // needs a transaction asks Transactions (platform/database) for one and hands the Tx on to repository methods.
    files: ['apps/api/src/**/*.service.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='typeorm'] ImportSpecifier[imported.name=/^(DataSource|EntityManager|QueryRunner|Repository)$/]",
          message: serviceSqlMessage,
        },
        {
          selector: "ImportDeclaration[source.value='@nestjs/typeorm'] ImportSpecifier[imported.name=/^Inject(DataSource|EntityManager|Repository)$/]",
          message: serviceSqlMessage,
        },
        { selector: 'CallExpression[callee.property.name=/^(query|getRepository|createQueryBuilder)$/]', message: serviceSqlMessage },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.mjs', '**/*.cjs', '**/*.js'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        AbortController: 'readonly',
        FormData: 'readonly',
        Blob: 'readonly',
      },
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', __dirname: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...apiModuleBoundaries,
);
