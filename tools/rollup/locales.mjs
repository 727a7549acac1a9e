import { languages, mergedTranslations } from './widget-sources.mjs';

/** Emits dist/locales/<lang>.json for every language: core's keys plus every widget's. */
export function locales(root) {
  return {
    name: 'vitrina-locales',
    generateBundle() {
      for (const language of languages(root)) {
        const { merged, files } = mergedTranslations(root, language);
        for (const file of files) this.addWatchFile(file);
        this.emitFile({ type: 'asset', fileName: `locales/${language}.json`, source: JSON.stringify(merged) });
      }
    },
  };
}
