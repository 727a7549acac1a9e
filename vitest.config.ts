import { defineConfig } from 'vitest/config';
import { vitrinaVirtualModules, ROOT } from './tools/rollup/virtual-modules.mjs';

export default defineConfig({
  plugins: [vitrinaVirtualModules(ROOT)],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'demo/**/*.test.ts'],
    environment: 'happy-dom',
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
    // The timeout only catches a hang. Some tests are CPU-bound (the seeded data generated twice,
    // prettier over a new element, every date pattern in every language: 1-2 s idle), and a loaded
    // 2-core machine runs the unit suite ~7x slower (1186 s against 173 s, measured in one day's
    // fresh-clone runs), past vitest's default 5 s.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    unstubGlobals: true,
    coverage: {
      provider: 'v8',
      include: ['contracts/**/*.ts', 'core/**/*.ts'],
      reporter: ['text-summary', 'text'],
    },
  },
});
