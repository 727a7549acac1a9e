import path from 'node:path';
import MagicString from 'magic-string';
import { defineChunks } from './chunk-graph.mjs';
import { reserveCss, widgetFolders } from './widget-sources.mjs';

const WIDGETS_ID = 'virtual:vitrina/widgets';
/** The JSON the build writes each tag's chunk graph into (widgetDependencies; no tag under vitest). */
const DEPENDENCIES_MARKER = JSON.stringify(JSON.stringify({ __vitrina_widget_dependencies__: [] }));
/** WIDGET_DEPENDENCIES: tag -> the files of its chunk graph, from the indexes the build wrote. */
const DECODE_DEPENDENCIES = `const graph = JSON.parse(${DEPENDENCIES_MARKER});
export const WIDGET_DEPENDENCIES = Object.fromEntries(Object.entries(graph.tags || {}).map(([tag, indexes]) => [tag, indexes.map((i) => graph.files[i])]));`;

/**
 * Each tag's whole chunk graph: every chunk its define chunk imports statically, directly or
 * through others (but the loader itself), each after the chunks it imports, the define chunk last.
 * The loader modulepreloads them in one round (a page with only the loader's script tag, a
 * partner's, otherwise finds each import level one round trip after the last: the carousel's first
 * picture waited behind the third), then evaluates them in that order, one per task.
 * Written as one list of files and, per tag, indexes into it (the most shared files first).
 * File names are still hash placeholders here: rollup writes the hashes.
 */
export function widgetDependencies(chunks, loaderFile) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // Each file after the files it imports (the order they evaluate in), from the deepest.
  const evaluationOrder = (root) => {
    const order = [];
    const seen = new Set([root, loaderFile]);
    const visit = (file) => {
      for (const imported of byFile.get(file)?.imports ?? []) {
        if (seen.has(imported)) continue;
        seen.add(imported);
        visit(imported);
        order.push(imported);
      }
    };
    visit(root);
    return [...order, root];
  };
  const imports = new Map([...defineChunks(chunks)].map(([tag, chunk]) => [tag, evaluationOrder(chunk.fileName)]));
  const uses = new Map();
  for (const files of imports.values()) for (const file of files) uses.set(file, (uses.get(file) ?? 0) + 1);
  // The most shared files first: their indexes are the shortest.
  const files = [...uses.keys()].sort((a, b) => uses.get(b) - uses.get(a) || a.localeCompare(b));
  const index = new Map(files.map((file, i) => [file, i]));
  return { files, tags: Object.fromEntries([...imports].map(([tag, list]) => [tag, list.map((file) => index.get(file))])) };
}

/**
 * A generated module, for rollup and for vitest (vite takes rollup plugins):
 * `virtual:vitrina/widgets`: WIDGET_CHUNKS (tag -> literal dynamic import of its define module, so
 * each becomes its own chunk), WIDGET_DEPENDENCIES (tag -> every chunk it imports statically, written
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
        return `export const WIDGET_CHUNKS = {\n${entries}\n};\n${DECODE_DEPENDENCIES}\nexport const RESERVE_CSS = ${JSON.stringify(reserveCss(root))};\n`;
      }
      return null;
    },
    // The loader's own chunk learns each tag's chunk graph: it modulepreloads it beside the tag's
    // own chunk, where the browser would find it one import level (one round trip) at a time.
    // A build another bundler takes over (preloadDependencies false: the host's bundler renames the
    // chunks and preloads them itself) leaves the map empty.
    renderChunk(code, chunk, _options, meta) {
      const at = code.indexOf(DEPENDENCIES_MARKER);
      if (at < 0) return null;
      const out = new MagicString(code);
      const dependencies = preloadDependencies ? widgetDependencies(Object.values(meta.chunks), chunk.fileName) : { files: [], tags: {} };
      out.overwrite(at, at + DEPENDENCIES_MARKER.length, JSON.stringify(JSON.stringify(dependencies)));
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
