import path from 'node:path';
import { mergedTranslations, reserveCss, widgetFolders } from './widget-sources.mjs';

const WIDGETS_ID = 'virtual:vitrina/widgets';
const RU_ID = 'virtual:vitrina/ru';

/**
 * Two generated modules, for rollup and for vitest (vite takes rollup plugins):
 * - `virtual:vitrina/widgets`: WIDGET_CHUNKS (tag -> literal dynamic import of its define
 *   module, so each becomes its own chunk) and RESERVE_CSS (every widget's reserve.css);
 * - `virtual:vitrina/ru`: the merged ru translations, bundled as the default language.
 */
export function vitrinaVirtualModules(root) {
  return {
    name: 'vitrina-virtual-modules',
    resolveId(id) {
      if (id === WIDGETS_ID || id === RU_ID) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === `\0${WIDGETS_ID}`) {
        const widgets = widgetFolders(root);
        for (const widget of widgets) this.addWatchFile(widget.define);
        const entries = widgets.map((w) => `  ${JSON.stringify(w.tag)}: () => import(${JSON.stringify(w.define)}),`).join('\n');
        return `export const WIDGET_CHUNKS = {\n${entries}\n};\nexport const RESERVE_CSS = ${JSON.stringify(reserveCss(root))};\n`;
      }
      if (id === `\0${RU_ID}`) {
        const { merged, files } = mergedTranslations(root, 'ru');
        for (const file of files) this.addWatchFile(file);
        return `export default ${JSON.stringify(merged)};\n`;
      }
      return null;
    },
  };
}

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
