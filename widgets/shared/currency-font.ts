import font from './currency-font.json';

/**
 * Currency signs that widespread system fonts lack: the lari ₾ (ge) and the dram ֏ (am) are empty
 * boxes in Debian's DejaVu and in older Windows and Android fonts, so a Georgian or Armenian
 * shopper on such a device would read every price as "12,50 □". The kit's font stacks end in
 * this family (widgets/shared/base.css, host/host.css): each face covers one sign (its
 * unicode-range), so a system that has the sign keeps its own; the four faces are under a kilobyte
 * each (fonts/{name}-{weight}.woff2, cut from Noto Sans at build: tools/rollup/currency-font.mjs).
 */
export const CURRENCY_FONT_FAMILY: string = font.family;

const added = new WeakSet<Document>();

const unicodeRange = (text: string) => `U+${text.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * Adds the faces to `doc`'s fonts once (the document's font set serves every shadow root of it;
 * a @font-face inside a shadow root would not). `base`: the kit's fonts/ folder, beside its
 * chunks/. A page whose CSP refuses the kit's origin for fonts keeps its own fonts.
 */
export function addCurrencyFont(doc: Document, base: string = new URL('../fonts/', import.meta.url).href): void {
  if (added.has(doc) || typeof FontFace !== 'function' || !doc.fonts) return;
  added.add(doc);
  for (const sign of font.signs) {
    for (const weight of font.weights) {
      const url = new URL(`${sign.name}-${weight}.woff2`, base).href;
      const face = new FontFace(font.family, `url("${url}") format("woff2")`, {
        weight: String(weight),
        unicodeRange: unicodeRange(sign.text),
        display: 'swap',
      });
      doc.fonts.add(face);
      // Loaded now, not when a sign first shows: Chromium did not redraw text that shadow roots had
      // painted with the missing glyph once the face arrived (the first tiles kept their boxes).
      face.load().catch(() => console.warn(`[vitrina] the font for ${sign.text} did not load: prices show the system's glyph`));
    }
  }
}
