import sharp from 'sharp';
import type { Drawing } from '../../data/profiles';
import { NEUTRAL_DRAWING } from '../../data/profiles';
import type { FileCache } from './file-cache';
import type { IconSet, Icon } from './icon-set';
import { rgbToHex, tintSvg, type Rgb } from './tint';

/**
 * Raster widths a drawing is kept at: the smallest one at least as wide as asked is scaled down,
 * the largest is scaled up. The icons' soft shadows are SVG blur filters whose cost grows with the
 * square of the size and more: at 512 px the slowest icon takes about 0.2 s, at 1024 px up to 5 s.
 */
const RASTER_WIDTHS = [128, 256, 384, 512] as const;

/**
 * A parcel drawn with plain shapes: the neutral drawing when even the icon set's parcel is
 * missing (a broken install), so a picture always shows something.
 */
const FALLBACK_ICON: Icon = {
  viewBox: [0, 0, 32, 32],
  body:
    '<path fill="#C9955C" d="M4 11l12-6l12 6v13l-12 6l-12-6z"/><path fill="#B07D47" d="M16 17v13l-12-6V11z"/>' +
    '<path fill="#E0B27A" d="M4 11l12 6l12-6l-12-6z"/><path fill="#8A5A2B" d="M9 8.5l12 6v3l-2 1v-3l-12-6z"/>',
};

export type DrawingRequest = { drawing: Drawing; rgb?: Rgb | undefined };

function svgOf(icon: Icon, { drawing, rgb }: DrawingRequest, width: number): { svg: string; height: number } {
  const [x, y, w, h] = drawing.crop ?? icon.viewBox;
  const body = rgb && drawing.tint !== 'none' ? tintSvg(icon.body, rgb, drawing.tint ?? 'main', drawing.tintMaxLightness) : icon.body;
  const height = Math.max(1, Math.round((width * h) / w));
  return { svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${x} ${y} ${w} ${h}">${body}</svg>`, height };
}

/** Renders subject drawings (tinted, cropped) to transparent PNGs, cached by icon, colour, crop and width. */
export class Drawings {
  constructor(
    private readonly icons: IconSet,
    private readonly cache: FileCache,
  ) {}

  /** Resolves once no drawing is being rastered or written. */
  idle(): Promise<void> {
    return this.cache.idle();
  }

  /** The drawing at least `width` px wide (PNG with alpha); an unknown icon gets the neutral drawing. */
  raster(request: DrawingRequest, width: number): Promise<Buffer> {
    const rasterWidth = RASTER_WIDTHS.find((w) => w >= width) ?? RASTER_WIDTHS[RASTER_WIDTHS.length - 1]!;
    const { drawing, rgb } = request;
    const tint = rgb && drawing.tint !== 'none' ? `${rgbToHex(rgb).slice(1)}-${drawing.tint ?? 'main'}-${drawing.tintMaxLightness ?? 1}` : 'own';
    const crop = drawing.crop ? drawing.crop.join('_') : 'full';
    // Kept under the name asked for: a kept raster is served without reading the icon set.
    return this.cache.get(`${drawing.icon}.${tint}.${crop}.${rasterWidth}.png`, async () => {
      const icon = await this.icons.get(drawing.icon);
      const { svg } = icon
        ? svgOf(icon, request, rasterWidth)
        : svgOf((await this.icons.get(NEUTRAL_DRAWING.icon)) ?? FALLBACK_ICON, { drawing: NEUTRAL_DRAWING }, rasterWidth);
      return sharp(Buffer.from(svg)).png({ compressionLevel: 2 }).toBuffer();
    });
  }
}
