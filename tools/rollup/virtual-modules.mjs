import path from 'node:path';
import MagicString from 'magic-string';
import { defineChunks, importClosure } from './chunk-graph.mjs';
import { reserveCss, widgetFolders } from './widget-sources.mjs';

const WIDGETS_ID = 'virtual:vitrina/widgets';
/** The JSON the build writes each tag's shared chunks into (a map of no tag under vitest). */
const DEPENDENCIES_MARKER = JSON.stringify(JSON.stringify({ __vitrina_widget_dependencies__: [] }));

/**
 * Tag -> the shared chunks among those its define chunk imports statically (React, the store, the
 * session core: what most of the tags import), paths relative to the loader (dist/vitrina.js).
 * Those are the ones worth asking for beside the define chunk: the largest, and the same for
 * every tag, where listing every chunk of every tag cost the loader 1.8 KB gzip on every page.
 * File names are still hash placeholders here: rollup writes the hashes.
 */
function widgetDependencies(chunks, loaderFile) {
  const closure = importClosure(chunks);
  const imports = new Map([...defineChunks(chunks)].map(([tag, chunk]) => [tag, [...closure(chunk.fileName)].filter((file) => file !== loaderFile)]));
  const uses = new Map();
  for (const files of imports.values()) for (const file of files) uses.set(file, (uses.get(file) ?? 0) + 1);
  const shared = new Set([...uses].filter(([, count]) => count * 2 >= imports.size).map(([file]) => file));
  return Object.fromEntries([...imports].map(([tag, files]) => [tag, files.filter((file) => shared.has(file)).sort()]));
}

/**
 * A generated module, for rollup and for vitest (vite takes rollup plugins):
 * `virtual:vitrina/widgets`: WIDGET_CHUNKS (tag -> literal dynamic import of its define module, so
 * each becomes its own chunk), WIDGET_DEPENDENCIES (tag -> the shared chunks it imports, written
 * into the loader's chunk at build) and RESERVE_CSS (every widget's reserve.css).
 */
export function vitrinaVirtualModules(root, { preloadDependencies = true } = {}) {
  return {
    name: 'vitrina-virtual-modules',
    resolveId(id) {
      if (id === WIDGETS_ID) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === `\0${WIDGETS_ID}`) {
        const widgets = widgetFolders(root);
        for (const widget of widgets) this.addWatchFile(widget.define);
        const entries = widgets.map((w) => `  ${JSON.stringify(w.tag)}: () => import(${JSON.stringify(w.define)}),`).join('\n');
        return `export const WIDGET_CHUNKS = {\n${entries}\n};\nexport const WIDGET_DEPENDENCIES = JSON.parse(${DEPENDENCIES_MARKER});\nexport const RESERVE_CSS = ${JSON.stringify(reserveCss(root))};\n`;
      }
      return null;
    },
    // The loader's own chunk learns each tag's shared chunks: it modulepreloads them beside the
    // tag's own, where the browser would find them one import level (one round trip) later.
    // A build another bundler takes over (preloadDependencies false: the host's bundler renames the
    // chunks and preloads them itself) leaves the map empty.
    renderChunk(code, chunk, _options, meta) {
      const at = code.indexOf(DEPENDENCIES_MARKER);
      if (at < 0) return null;
      const out = new MagicString(code);
      const dependencies = preloadDependencies ? widgetDependencies(Object.values(meta.chunks), chunk.fileName) : {};
      out.overwrite(at, at + DEPENDENCIES_MARKER.length, JSON.stringify(JSON.stringify(dependencies)));
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
