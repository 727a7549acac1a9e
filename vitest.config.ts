import { defineConfig } from 'vitest/config';
import { vitrinaVirtualModules, ROOT } from './tools/rollup/virtual-modules.mjs';

export default defineConfig({
  plugins: [vitrinaVirtualModules(ROOT)],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'demo/**/*.test.ts'],
    environment: 'happy-dom',
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    coverage: {
      provider: 'v8',
      include: ['contracts/**/*.ts', 'core/**/*.ts'],
      reporter: ['text-summary', 'text'],
    },
  },
});
