import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Comments and extra white space out. A space before a colon stays: in a selector it is the
 * descendant combinator (`.options :is(h2, h3)`, `.card ::slotted(img)`), and dropping it would
 * make the selector match the ancestor itself.
 */
export function minifyCss(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim();
}

/**
 * `import css from './x.css?inline'` gives the stylesheet as a string, to be adopted into a
 * shadow root (vite/vitest understand the same suffix natively). Comments and extra white space
 * are stripped; nothing ever lands in the page head.
 */
export function cssInline() {
  const SUFFIX = '.css?inline';
  return {
    name: 'vitrina-css-inline',
    resolveId(source, importer) {
      if (!source.endsWith(SUFFIX) || !importer) return null;
      return path.resolve(path.dirname(importer), source);
    },
    async load(id) {
      if (!id.endsWith(SUFFIX)) return null;
      const file = id.slice(0, -'?inline'.length);
      this.addWatchFile(file);
      const css = minifyCss(await readFile(file, 'utf8'));
      return { code: `export default ${JSON.stringify(css)};`, map: { mappings: '' } };
    },
  };
}
