import { createHash } from 'node:crypto';

/**
 * The host page's own stylesheet put in the HTML as a `<style>` element (issue 10, first paint):
 * the page paints after its HTML alone instead of one more render-blocking round trip for
 * /host/host.css (about one RTT earlier on a mobile network). The style's CSP source is its
 * sha256, so style-src stays free of 'unsafe-inline'.
 */
export function withInlineStylesheet(html: string, href: string, css: string): { html: string; styleSource: string | null } {
  const link = new RegExp(`<link rel="stylesheet" href="${href.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}"\\s*/?>`);
  // A stylesheet that could end the element early is left linked.
  if (!link.test(html) || /<\/style/i.test(css)) return { html, styleSource: null };
  const styleSource = `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
  return { html: html.replace(link, () => `<style>${css}</style>`), styleSource };
}
