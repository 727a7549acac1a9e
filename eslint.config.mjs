// @ts-check
import js from '@eslint/js';
import { config, configs as tsConfigs } from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default config(
  {
    // demo/examples/jsx/vitrina-elements.d.ts is generated from the element manifest.
    ignores: [
      'demo/examples/jsx/vitrina-elements.d.ts',
      'node_modules/',
      'dist/',
      'dist-*/',
      'coverage/',
      'demo/.data/',
      'test-results/',
      'playwright-report/',
      'tests/e2e/.tmp/',
    ],
  },
  js.configs.recommended,
  ...tsConfigs.recommended,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
  },
  {
    files: ['**/*.tsx', 'widgets/**/*.ts', 'host/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './core/platform/bus', from: './widgets', message: 'core/ never imports widgets/ (DESIGN.md dependency direction).' },
            { target: './core/platform/bus', from: './host', message: 'core/ never imports host/.' },
            { target: './widgets', from: './host', message: 'widgets/ never import host/ (host → widgets → core).' },
          ],
        },
      ],
    },
  },
  {
    rules: {
      // A leading underscore marks a parameter or binding kept on purpose (a callback's signature, a
      // field dropped from a rest spread).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Switched off here only: these tests assert field by field over the demo server's raw JSON
    // answers, so a declared type would repeat each assertion without checking anything more.
    files: ['tests/unit/demo/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    rules: {
      // The browser tests import the built kit by its served path (/dist/vitrina.js); rollup's virtual
      // modules (virtual:vitrina/*) exist only inside the build: neither is a file the resolver sees.
      'import-x/no-unresolved': ['error', { ignore: ['^/dist/', '^virtual:vitrina/'] }],
      // `declare module 'react' { namespace JSX { ... } }` is how an element's JSX typing augments React.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
      // A callback declared before the variable it reads is assigned (a fake server that looks at the
      // element it serves) needs `let`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    // Playwright fixtures must destructure their first argument, even when they use none of it.
    files: ['tests/e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['core/**', 'contracts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(react|react-dom|jotai/react)(/|$)', message: 'core/ is framework-free: no React (DESIGN.md).' }] },
      ],
    },
  },
);
