const cache = new Map<string, CSSStyleSheet>();

/** One constructed stylesheet per CSS text, shared by every instance (works under a strict style-src CSP). */
export function styleSheet(css: string): CSSStyleSheet {
  let sheet = cache.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    cache.set(css, sheet);
  }
  return sheet;
}
