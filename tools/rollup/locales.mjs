import { languages, namespaceFiles } from './widget-sources.mjs';

const DEFAULT_LANGUAGE = 'ru';

/**
 * Emits dist/locales/<lang>/<namespace>.json for every language but ru (which ships inside each
 * element's chunk): a page loads the files of the elements it shows, in its language, and no other.
 */
export function locales(root) {
  return {
    name: 'vitrina-locales',
    generateBundle() {
      for (const language of languages(root)) {
        for (const { namespace, file, texts } of namespaceFiles(root, language)) {
          this.addWatchFile(file);
          if (language !== DEFAULT_LANGUAGE) this.emitFile({ type: 'asset', fileName: `locales/${language}/${namespace}.json`, source: JSON.stringify(texts) });
        }
      }
    },
  };
}
