import font from './currency-font.json';
import { currencyAtom } from '../../core/platform/locale';
import { CURRENCY_SIGNS } from '../../core/platform/format';
import type { Store } from '../../core/platform/store';

/**
 * Currency signs that widespread system fonts lack: the lari ₾ (ge) and the dram ֏ (am) are empty
 * boxes in Debian's DejaVu and in older Windows and Android fonts, so a Georgian or Armenian
 * shopper on such a device would read every price as "12,50 □". The kit's font stacks end in
 * this family (widgets/shared/base.css, host/host.css): each face covers one sign (its
 * unicode-range), so a system that has the sign keeps its own; each face is under a kilobyte
 * (fonts/{name}-{weight}.woff2, cut from Noto Sans at build: tools/rollup/currency-font.mjs).
 */

const added = new WeakSet<Document>();

const unicodeRange = (text: string) => `U+${text.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * Adds the faces to `doc`'s fonts once (the document's font set serves every shadow root of it;
 * a @font-face inside a shadow root would not), and loads those of the store's currency, now and
 * on every switch. At once, not when a sign first shows: Chromium did not redraw text that shadow
 * roots had painted with the missing glyph once the face arrived (the first tiles kept their
 * boxes). Only the currency's: a page in roubles fetches none (and a partner page whose CSP has
 * no `font-src` for the kit never meets it). `base`: the kit's fonts/ folder, beside its chunks/.
 */
export function addCurrencyFont(doc: Document, store: Store, base: string = new URL('../fonts/', import.meta.url).href): void {
  if (added.has(doc) || typeof FontFace !== 'function' || !doc.fonts) return;
  added.add(doc);
  const facesBySign = new Map<string, FontFace[]>();
  for (const sign of font.signs) {
    const faces = font.weights.map(
      (weight) =>
        new FontFace(font.family, `url("${new URL(`${sign.name}-${weight}.woff2`, base).href}") format("woff2")`, {
          weight: String(weight),
          unicodeRange: unicodeRange(sign.text),
          display: 'swap',
        }),
    );
    for (const face of faces) doc.fonts.add(face);
    facesBySign.set(sign.text, faces);
  }
  const loadCurrencyFaces = () => {
    const sign = CURRENCY_SIGNS[store.get(currencyAtom)];
    for (const face of facesBySign.get(sign) ?? []) {
      if (face.status === 'unloaded') face.load().catch(() => console.warn(`[vitrina] the font for ${sign} did not load: prices show the system's glyph`));
    }
  };
  loadCurrencyFaces();
  store.sub(currencyAtom, loadCurrencyFaces);
}
