import path from 'node:path';

/**
 * Over rollup's output chunks (`fileName`, `imports`, `facadeModuleId`: the bundle in
 * generateBundle, `meta.chunks` in renderChunk), what the manifest and the loader's preload list
 * both need.
 */

/** A function giving the chunks a chunk imports statically, directly or through others. */
export function importClosure(chunks) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  return (fileName) => {
    const seen = new Set();
    const visit = (file) => {
      for (const imported of byFile.get(file)?.imports ?? []) {
        if (seen.has(imported)) continue;
        seen.add(imported);
        visit(imported);
      }
    };
    visit(fileName);
    return seen;
  };
}

/** The tag a define module registers: widgets/cookie-notice/cookie-notice.define.ts is <vt-cookie-notice>. */
export function tagOfDefineModule(id) {
  return `vt-${path.basename(path.dirname(id))}`;
}

/** Each widget's define chunk (the chunk its define module is the facade of), by tag. */
export function defineChunks(chunks) {
  const byTag = new Map();
  for (const chunk of chunks) {
    const id = chunk.facadeModuleId ?? '';
    if (id.endsWith('.define.ts')) byTag.set(tagOfDefineModule(id), chunk);
  }
  return byTag;
}
