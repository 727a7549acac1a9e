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
 * A package's stylesheet less its `:host` rules: those are written for the package's own custom
 * element (swiper's `<swiper-container>`), and adopted into one of our shadow roots they would
 * restyle our element's box (a popup card's `display: contents`).
 */
export function withoutHostRules(text) {
  return text.replace(/(^|[}\s]):host\s*\{[^}]*\}/g, '$1');
}

/**
 * `import css from './x.css?inline'` gives the stylesheet as a string, to be adopted into a
 * shadow root (vite/vitest understand the same suffix natively). A package's stylesheet works the
 * same (`'swiper/swiper.css?inline'`, found through the package's exports; withoutHostRules).
 * Comments and extra white space are stripped; nothing ever lands in the page head.
 */
export function cssInline() {
  const SUFFIX = '.css?inline';
  return {
    name: 'vitrina-css-inline',
    async resolveId(source, importer) {
      if (!source.endsWith(SUFFIX) || !importer) return null;
      if (source.startsWith('.') || path.isAbsolute(source)) return path.resolve(path.dirname(importer), source);
      const file = await this.resolve(source.slice(0, -'?inline'.length), importer, { skipSelf: true });
      if (!file || file.external) return null;
      return `${file.id}?inline`;
    },
    async load(id) {
      if (!id.endsWith(SUFFIX)) return null;
      const file = id.slice(0, -'?inline'.length);
      this.addWatchFile(file);
      const text = await readFile(file, 'utf8');
      const css = minifyCss(file.includes(`${path.sep}node_modules${path.sep}`) ? withoutHostRules(text) : text);
      return { code: `export default ${JSON.stringify(css)};`, map: { mappings: '' } };
    },
  };
}
