import sharp from 'sharp';
import { escapeMarkup, type RawImage } from './compose';

/**
 * Text set by Pango with the machine's fonts (fontconfig). Liberation Sans comes with Debian's
 * Chromium (fonts-liberation); DejaVu Sans comes with fontconfig itself (fontconfig-config
 * depends on fonts-dejavu-core), so a machine that runs the tests has at least one of them, and
 * both cover Latin, Cyrillic and Georgian. Pango falls back glyph by glyph beyond that.
 */
export const FONT_FAMILIES = 'Liberation Sans,DejaVu Sans';

export type TextStyle = { size: number; colour: string; bold?: boolean; width?: number };

/** The text as a transparent image (its ink box), wrapped at word boundaries to `width` when given. */
export async function textImage(text: string, { size, colour, bold = false, width }: TextStyle): Promise<RawImage> {
  const markup = `<span foreground="${colour}"${bold ? ' font_weight="bold"' : ''}>${escapeMarkup(text)}</span>`;
  const { data, info } = await sharp({
    text: {
      text: markup,
      font: `${FONT_FAMILIES} ${Math.max(1, Math.round(size))}`,
      dpi: 72,
      rgba: true,
      wrap: 'word',
      ...(width ? { width: Math.round(width) } : {}),
    },
  })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { input: data, width: info.width, height: info.height };
}
