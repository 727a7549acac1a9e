import { createHash } from 'node:crypto';

/** The CSP source that allows exactly this inline text. */
function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The page with the inline text in place of its reference, and that text's CSP source; or the page as it was. */
export interface Inlined {
  html: string;
  source: string | null;
}

/**
 * The host page's own stylesheet put in the HTML as a `<style>` element (first paint):
 * the page paints after its HTML alone instead of one more render-blocking round trip for
 * /host/host.css (about one RTT earlier on a mobile network). The style's CSP source is its
 * sha256, so style-src stays free of 'unsafe-inline'.
 */
export function withInlineStylesheet(html: string, href: string, css: string): Inlined {
  const link = new RegExp(`<link rel="stylesheet" href="${escapeRegExp(href)}"\\s*/?>`);
  // A stylesheet that could end the element early is left linked.
  if (!link.test(html) || /<\/style/i.test(css)) return { html, source: null };
  return { html: html.replace(link, () => `<style>${css}</style>`), source: sha256Source(css) };
}

/**
 * The host page's boot module (dist/host-boot.js: host/after-first-paint.ts) put in the HTML as an
 * inline module script: it starts the kit after the first paint, and inline it costs no round
 * trip before that. Its CSP source is its sha256 (script-src stays free of 'unsafe-inline').
 * A module that imports anything or reads import.meta (both would resolve against the page, not
 * /dist/), or could end the element early, stays external.
 */
export function withInlineModuleScript(html: string, src: string, js: string): Inlined {
  const script = new RegExp(`<script type="module" src="${escapeRegExp(src)}"></script>`);
  if (!script.test(html) || /<\/script|\bimport\s*[("'{*.]|\bimport\s+[\w$]|\bexport\b/i.test(js)) return { html, source: null };
  // Its source map stays found: a relative address would resolve against the page's.
  const text = js
    .trimEnd()
    .replace(/(\/\/# sourceMappingURL=)(?![a-z]+:|\/)(\S+)$/, (_, prefix: string, map: string) => `${prefix}${src.slice(0, src.lastIndexOf('/') + 1)}${map}`);
  return { html: html.replace(script, () => `<script type="module">${text}</script>`), source: sha256Source(text) };
}
