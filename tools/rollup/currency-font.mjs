import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

/** Where each face's glyph comes from: Noto Sans (OFL), the weights the kit's prices use. */
const SOURCES = {
  lari: (weight) => `@fontsource/noto-sans/files/noto-sans-latin-ext-${weight}-normal.woff2`,
  dram: (weight) => `@fontsource/noto-sans-armenian/files/noto-sans-armenian-armenian-${weight}-normal.woff2`,
};

/**
 * Emits fonts/{name}-{weight}.woff2 (about 0.7 KB each): one currency sign cut out of Noto Sans, for
 * the systems whose fonts lack it (widgets/shared/currency-font.ts says which and why).
 */
export function currencyFont(root) {
  const require = createRequire(`${root}/package.json`);
  const { weights, signs } = JSON.parse(readFileSync(`${root}/widgets/shared/currency-font.json`, 'utf8'));
  return {
    name: 'vitrina-currency-font',
    async generateBundle() {
      for (const sign of signs) {
        for (const weight of weights) {
          const file = require.resolve(SOURCES[sign.name](weight));
          this.addWatchFile(file);
          const source = await subsetFont(readFileSync(file), sign.text, { targetFormat: 'woff2' });
          this.emitFile({ type: 'asset', fileName: `fonts/${sign.name}-${weight}.woff2`, source });
        }
      }
    },
  };
}
