import path from 'node:path';
import { defineChunks, importClosure, tagOfDefineModule } from './chunk-graph.mjs';

/**
 * dist/manifest.json: for each widget tag its chunk and every chunk it imports statically, so
 * a host page can modulepreload exactly what a route's widgets need, and (`onDemand`) the chunks
 * its own dynamic imports load after its first paint, for the routes that show those parts at
 * once. The tag is `vt-` plus the widget's folder name (widgets/cookie-notice/cookie-notice.define.ts
 * is <vt-cookie-notice>).
 * `session` lists the chunks every page loads with its first element (the session start-up).
 */
export function manifest({ version }) {
  return {
    name: 'vitrina-manifest',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const closure = importClosure(chunks);
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // The session's start-up chunk loads with the first element of any kind (core/runtime boot).
      const sessionModule = path.join('core', 'runtime', 'start-session.ts');
      const sessionChunk = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(sessionModule)));
      const session = sessionChunk ? [sessionChunk.fileName, ...closure(sessionChunk.fileName)].sort() : [];
      const widgets = {};
      for (const [tag, chunk] of defineChunks(chunks)) {
        const imports = closure(chunk.fileName);
        // What the widget loads after its first paint (widgets/shared/on-demand.ts), with the chunks
        // only those need: the dynamic imports of its own chunk and of the chunks it shares with
        // some other widgets (the slider engine of widgets/shared/slider), not the session's.
        const loaders = [chunk, ...[...imports].filter((file) => !session.includes(file)).map((file) => byFile.get(file))].filter(Boolean);
        const onDemand = new Set(
          loaders
            .flatMap((loader) => loader.dynamicImports)
            .flatMap((file) => [file, ...closure(file)])
            .filter((file) => file !== chunk.fileName && !imports.has(file)),
        );
        widgets[tag] = { file: chunk.fileName, imports: [...imports].sort(), ...(onDemand.size ? { onDemand: [...onDemand].sort() } : {}) };
      }
      // A define module that is not its chunk's facade (an on-demand import pulled it into a
      // shared chunk) would silently drop its tag from the manifest, the preloads and the bench.
      const lost = chunks.flatMap((chunk) => chunk.moduleIds.filter((id) => id.endsWith('.define.ts') && id !== chunk.facadeModuleId && !chunk.isEntry));
      const orphans = lost.filter((id) => !Object.keys(widgets).includes(tagOfDefineModule(id)));
      if (orphans.length && !process.env.DEBUG_CHUNKS)
        this.error(
          `manifest: ${orphans.map((id) => path.relative(process.cwd(), id)).join(', ')} is not the facade of its chunk: an on-demand import shares a module only its widget chunk should hold`,
        );
      // The kit's loader entry (the build also has the host page's entry, dist/host.js).
      const loader = chunks.find((chunk) => chunk.isEntry && chunk.name === 'vitrina');
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.json',
        source: JSON.stringify({ version, loader: loader?.fileName, session, widgets }, null, 2),
      });
    },
  };
}
