import { defineChunks } from './chunk-graph.mjs';

/**
 * dist/define/<tag>.js (the package's `vitrina/define/*` export): imports the loader and the tag's
 * own chunk at once, so the element is registered as soon as the module runs instead of when the
 * tag first appears (the loader still registers the other tags lazily). A bundler following the
 * static import puts the element in the page's first bundle. Beside each, the typings: the tag
 * maps of dist/vitrina.d.ts.
 */
export function packageEntries() {
  return {
    name: 'vitrina-package-entries',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const loader = chunks.find((chunk) => chunk.isEntry && chunk.name === 'vitrina');
      if (!loader) this.error('package-entries: the build has no vitrina entry');
      for (const [tag, chunk] of defineChunks(chunks)) {
        this.emitFile({
          type: 'asset',
          fileName: `define/${tag}.js`,
          source: `// Registers <${tag}> now; the loader registers the other tags when they appear.\nimport '../${loader.fileName}';\nimport '../${chunk.fileName}';\n`,
        });
        this.emitFile({
          type: 'asset',
          fileName: `define/${tag}.d.ts`,
          source: `// <${tag}> in HTMLElementTagNameMap, with every other vt-* tag.\nimport '../vitrina.js';\nexport {};\n`,
        });
      }
    },
  };
}
