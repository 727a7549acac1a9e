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

/** Adds `sheet` to a shadow root's adopted styles unless it is there (the styles of a part loaded after the first paint). */
export function adoptStyleSheet(root: ShadowRoot, sheet: CSSStyleSheet): void {
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
