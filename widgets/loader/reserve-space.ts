/**
 * Before a tag's chunk arrives its element is an unknown inline element of no size; the rules
 * of every widget's reserve.css give each one its box at once so nothing shifts when it
 * upgrades (DESIGN.md: CLS 0). Adopted as a constructed sheet, which a strict style-src CSP
 * allows where a <style> tag would not be.
 */
export function reserveSpace(doc: Document, css: string): void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  } catch {
    /* very old engines: elements still work, they may shift once */
  }
}
