import path from 'node:path';
import MagicString from 'magic-string';
import { mergedTranslations, reserveCss, widgetFolders } from './widget-sources.mjs';

const WIDGETS_ID = 'virtual:vitrina/widgets';
const RU_ID = 'virtual:vitrina/ru';
/** The JSON the build writes each tag's chunk files into (an empty map under vitest). */
const DEPENDENCIES_MARKER = JSON.stringify(JSON.stringify({ __vitrina_widget_dependencies__: [] }));

/**
 * Tag -> its define chunk and every chunk that one imports statically, paths relative to the
 * loader (dist/vitrina.js). File names are still hash placeholders here: rollup writes the hashes.
 */
function widgetDependencies(chunks, loaderFile) {
  const byFile = new Map(Object.values(chunks).map((chunk) => [chunk.fileName, chunk]));
  const closure = (fileName, seen) => {
    for (const imported of byFile.get(fileName)?.imports ?? []) {
      if (imported === loaderFile || seen.has(imported)) continue;
      seen.add(imported);
      closure(imported, seen);
    }
    return seen;
  };
  const dependencies = {};
  for (const chunk of byFile.values()) {
    const id = chunk.facadeModuleId ?? '';
    if (!id.endsWith('.define.ts')) continue;
    const tag = `vt-${path.basename(path.dirname(id))}`;
    dependencies[tag] = [chunk.fileName, ...[...closure(chunk.fileName, new Set())].sort()];
  }
  return dependencies;
}

/**
 * Two generated modules, for rollup and for vitest (vite takes rollup plugins):
 * - `virtual:vitrina/widgets`: WIDGET_CHUNKS (tag -> literal dynamic import of its define
 *   module, so each becomes its own chunk), WIDGET_DEPENDENCIES (tag -> the chunk files it needs,
 *   written into the loader's chunk at build) and RESERVE_CSS (every widget's reserve.css);
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
        return `export const WIDGET_CHUNKS = {\n${entries}\n};\nexport const WIDGET_DEPENDENCIES = JSON.parse(${DEPENDENCIES_MARKER});\nexport const RESERVE_CSS = ${JSON.stringify(reserveCss(root))};\n`;
      }
      if (id === `\0${RU_ID}`) {
        const { merged, files } = mergedTranslations(root, 'ru');
        for (const file of files) this.addWatchFile(file);
        return `export default ${JSON.stringify(merged)};\n`;
      }
      return null;
    },
    // The loader's own chunk learns which files each tag needs: it modulepreloads them all at
    // once, where the browser would find them one import level (one round trip) at a time.
    renderChunk(code, chunk, _options, meta) {
      const at = code.indexOf(DEPENDENCIES_MARKER);
      if (at < 0) return null;
      const out = new MagicString(code);
      out.overwrite(at, at + DEPENDENCIES_MARKER.length, JSON.stringify(JSON.stringify(widgetDependencies(meta.chunks, chunk.fileName))));
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
