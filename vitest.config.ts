import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'demo/**/*.test.ts'],
    environment: 'happy-dom',
    restoreMocks: true,
    unstubGlobals: true,
    coverage: {
      provider: 'v8',
      include: ['core/**/*.ts'],
      reporter: ['text-summary', 'text'],
    },
  },
});
