import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Emits every core/i18n/locales/{lang}.json as dist/locales/{lang}.json, minified and checked. */
export function locales(dir) {
  return {
    name: 'vitrina-locales',
    async generateBundle() {
      for (const file of (await readdir(dir)).filter((name) => name.endsWith('.json')).sort()) {
        const source = await readFile(path.join(dir, file), 'utf8');
        this.emitFile({ type: 'asset', fileName: `locales/${file}`, source: JSON.stringify(JSON.parse(source)) });
      }
    },
  };
}
