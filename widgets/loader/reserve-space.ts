/**
 * Before a tag's chunk arrives its element is an unknown inline element of no size; these rules
 * give each one its box at once so nothing shifts when it upgrades (DESIGN.md: CLS 0). Adopted
 * as a constructed sheet, which a strict style-src CSP allows where a <style> tag would not be.
 */
const RESERVE_CSS = `
vt-store { display: none; }
vt-cookie-notice:not(:defined) { display: none; }
vt-locale-switcher:not(:defined) { display: inline-block; width: var(--vt-locale-switcher-width, 112px); height: 44px; }
`;

export function reserveSpace(doc: Document): void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(RESERVE_CSS);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  } catch {
    /* very old engines: elements still work, they may shift once */
  }
}
