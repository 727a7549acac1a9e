// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['node_modules/', 'dist/', 'dist-*/', 'coverage/', 'demo/.data/', 'test-results/', 'playwright-report/', 'tests/e2e/.tmp/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
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
            { target: './core', from: './widgets', message: 'core/ never imports widgets/ (DESIGN.md dependency direction).' },
            { target: './core', from: './host', message: 'core/ never imports host/.' },
            { target: './widgets', from: './host', message: 'widgets/ never import host/ (host → widgets → core).' },
          ],
        },
      ],
    },
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
