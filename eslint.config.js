import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Dependency direction (docs/ARCHITECTURE.md): domain <- shared <- {server, app}. domain is pure: no I/O, no
 * framework. server and app never import each other; the app never imports *.server modules except in route
 * loaders' own .server helpers, which React Router keeps out of the browser bundle.
 */
const restrictedZones = [
  { target: './domain', from: ['./shared', './server', './app', './e2e', './bench'], message: 'domain/ is pure and imports nothing of the project outside it.' },
  { target: './shared', from: ['./server', './app', './e2e', './bench'], message: 'shared/ serves both sides; it imports only domain/.' },
  { target: './server', from: ['./app'], message: 'The server reaches the web app only through its build output.' },
  { target: './app', from: ['./server'], message: 'The web app talks to the server over HTTP, never by import.' },
];

/**
 * Inside the web app: routes compose features; features use components, shell and the "leaf" features below
 * them, never a route or a quiz feature; components and shell use no feature. Tests may reach across to set up.
 */
const quizFeatures = ['./app/features/catalogue', './app/features/choice-quiz', './app/features/egen-teto', './app/features/photo-analysis'];
const appZones = [
  { target: './app/components', from: ['./app/features', './app/routes'], message: 'Components serve every feature; they import none.' },
  { target: './app/shell', from: ['./app/features', './app/routes'], message: 'The shell serves every page; it imports no feature.' },
  { target: './app/features', from: ['./app/routes'], message: 'Routes compose features, not the other way round.' },
  { target: './app/features/share', from: [...quizFeatures, './app/features/compare', './app/features/comments', './app/features/recent-results', './app/features/quiz-run'], message: 'Share cards get their text from the route (ShareCardSources).' },
  { target: './app/features/quiz-run', from: [...quizFeatures, './app/features/share', './app/features/compare'], message: 'The quiz run serves every quiz feature; it imports none.' },
  { target: './app/features/compare', from: [...quizFeatures, './app/features/quiz-run', './app/features/comments', './app/features/recent-results'], message: 'Comparisons get both results from the route (ComparisonSources).' },
  { target: './app/features/recent-results', from: [...quizFeatures, './app/features/share', './app/features/quiz-run'], message: 'A leaf feature: quiz features use it.' },
  { target: './app/features/comments', from: [...quizFeatures, './app/features/share', './app/features/recent-results', './app/features/quiz-run'], message: 'A leaf feature: recent results and quiz features use it.' },
  ...quizFeatures.map((feature) => ({ target: feature, from: quizFeatures.filter((other) => other !== feature), message: 'Quiz features do not import each other.' })),
];

export default tseslint.config(
  { ignores: ['build/', 'node_modules/', '.react-router/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    // Without a resolver that knows .ts/.tsx, no-restricted-paths cannot see where an import leads and stays silent.
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      // no-cycle reads the imported files themselves: it must know to parse .ts/.tsx with the TypeScript parser.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: restrictedZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Type-aware: a promise nobody awaits or handles hides its failure (an unhandled rejection, or a request that
    // ends before its work); one handed to a place that ignores what it returns is the same mistake.
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts', 'domain/**/*.ts', 'shared/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...restrictedZones, ...appZones] }] },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'path', 'http', 'crypto', 'child_process'], message: 'domain/ does no I/O.' },
            { group: ['react', 'react-*', 'fastify', 'kysely', 'pg', 'better-sqlite3', 'i18next'], message: 'domain/ is framework-free.' },
          ],
        },
      ],
    },
  },
  {
    files: ['app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['bench/**/*.ts', 'e2e/**/*.ts', 'faults/**/*.ts', 'tooling/**/*.{ts,mjs}'],
    rules: { 'no-console': 'off' },
  },
);
