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

export default tseslint.config(
  { ignores: ['build/', 'node_modules/', '.react-router/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    // Without a resolver that knows .ts/.tsx, no-restricted-paths cannot see where an import leads and stays silent.
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: restrictedZones }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
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
    files: ['bench/**/*.ts', 'e2e/**/*.ts', 'tooling/**/*.{ts,mjs}'],
    rules: { 'no-console': 'off' },
  },
);
