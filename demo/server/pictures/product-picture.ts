import sharp from 'sharp';
import type { Drawing } from '../../data/profiles';
import { centredAt, composeWebp, transform, type Placed } from './compose';
import type { Drawings } from './drawing';
import { lighten, rgbToHex, rgbToHsl, type Rgb } from './tint';

/**
 * A product's pictures: the drawing of its subject tinted to its colour, one view per picture
 * index (front, angle, close-up, on its colour, flat lay; a sixth and later repeat the cycle).
 */
type Background = 'soft' | 'studio' | 'colour' | 'pattern';
type View = {
  background: Background;
  /** The drawing's box as a share of the picture's shorter side. */
  scale: number;
  rotate: number;
  flip: boolean;
  /** Where the drawing's centre sits, as shares of the picture. */
  centre: readonly [number, number];
  /** A close-up: the point of the drawing (shares of its box) shown in the middle. */
  focus?: readonly [number, number];
  shadow: boolean;
  accent: boolean;
};

export const VIEWS: readonly View[] = [
  { background: 'soft', scale: 0.74, rotate: 0, flip: false, centre: [0.5, 0.47], shadow: true, accent: true },
  { background: 'studio', scale: 0.66, rotate: -9, flip: true, centre: [0.5, 0.5], shadow: true, accent: false },
  { background: 'soft', scale: 1.45, rotate: 0, flip: false, centre: [0.5, 0.5], focus: [0.44, 0.4], shadow: false, accent: false },
  { background: 'colour', scale: 0.62, rotate: 6, flip: false, centre: [0.5, 0.47], shadow: true, accent: true },
  { background: 'pattern', scale: 0.6, rotate: -5, flip: true, centre: [0.5, 0.5], shadow: false, accent: false },
];
/** The views a first picture may be (never the close-up): products side by side in a listing differ. */
const FIRST_VIEWS = [0, 3, 4] as const;
const ACCENT_SCALE = 0.3;
const ACCENT_CENTRE = [0.8, 0.8] as const;
const LIGHT_PRODUCT = 0.8;

/**
 * The view of picture `index` (from 1) of a product: the first is one of FIRST_VIEWS picked by
 * the product's id, the others follow in VIEWS order without it; a sixth and later repeat.
 */
export function viewOf(index: number, nmId: number): View {
  const first = FIRST_VIEWS[nmId % FIRST_VIEWS.length]!;
  const order = [first, ...[...VIEWS.keys()].filter((i) => i !== first)];
  return VIEWS[order[(Math.max(1, index) - 1) % order.length]!]!;
}

function backgroundSvg(view: View, rgb: Rgb, width: number, height: number, shadow: { cx: number; cy: number; rx: number } | null): string {
  const light = rgbToHsl(rgb).l > LIGHT_PRODUCT;
  const defs: string[] = [];
  const shapes: string[] = [];
  switch (view.background) {
    case 'soft':
      defs.push(
        `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${rgbToHex(lighten(rgb, 0.95))}"/><stop offset="1" stop-color="${rgbToHex(lighten(rgb, light ? 0.6 : 0.84))}"/></linearGradient>`,
      );
      shapes.push(
        `<rect width="100%" height="100%" fill="${light ? '#eef0f3' : '#ffffff'}"/><rect width="100%" height="100%" fill="url(#bg)" opacity="${light ? 0.5 : 1}"/>`,
      );
      break;
    case 'studio':
      defs.push(
        '<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6f3ef"/><stop offset="1" stop-color="#e9e3db"/></linearGradient>',
      );
      shapes.push(
        `<rect width="100%" height="100%" fill="url(#wall)"/><rect y="${Math.round(height * 0.7)}" width="100%" height="${Math.round(height * 0.3)}" fill="#ded6cb"/>`,
      );
      break;
    case 'colour': {
      const base = light ? ([176, 190, 206] as const) : lighten(rgb, 0.5);
      shapes.push(
        `<rect width="100%" height="100%" fill="${rgbToHex(base)}"/>`,
        `<circle cx="${width * 0.15}" cy="${height * 0.12}" r="${width * 0.42}" fill="#ffffff" opacity="0.18"/>`,
        `<circle cx="${width * 0.95}" cy="${height * 0.92}" r="${width * 0.5}" fill="#ffffff" opacity="0.12"/>`,
      );
      break;
    }
    case 'pattern': {
      // A faint dotted cloth under a flat lay: the dots stay in the background.
      const dot = rgbToHex(light ? [222, 225, 231] : lighten(rgb, 0.86));
      const step = Math.max(6, Math.round(width / 18));
      defs.push(
        `<pattern id="dots" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><circle cx="${step / 2}" cy="${step / 2}" r="${Math.max(0.8, step / 14)}" fill="${dot}"/></pattern>`,
      );
      shapes.push('<rect width="100%" height="100%" fill="#f9f7f4"/><rect width="100%" height="100%" fill="url(#dots)"/>');
      break;
    }
  }
  if (shadow) {
    defs.push(
      '<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.2"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>',
    );
    shapes.push(`<ellipse cx="${shadow.cx}" cy="${shadow.cy}" rx="${shadow.rx}" ry="${Math.max(2, height * 0.035)}" fill="url(#shadow)"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>${defs.join('')}</defs>${shapes.join('')}</svg>`;
}

export type ProductPictureRequest = { drawing: Drawing; rgb: Rgb; nmId: number; index: number; width: number; height: number };

export async function renderProductPicture(drawings: Drawings, { drawing, rgb, nmId, index, width, height }: ProductPictureRequest): Promise<Buffer> {
  const view = viewOf(index, nmId);
  const side = view.scale * Math.min(width, height);
  const raster = await drawings.raster({ drawing, rgb }, Math.ceil(side));
  const meta = await sharp(raster).metadata();
  const aspect = (meta.height ?? 1) / (meta.width ?? 1);
  const box = aspect > 1 ? { width: side / aspect, height: side } : { width: side, height: side * aspect };
  const image = await transform(raster, { ...box, flip: view.flip, rotate: view.rotate });
  let [cx, cy] = [view.centre[0] * width, view.centre[1] * height];
  if (view.focus) {
    cx = width / 2 - (view.focus[0] - 0.5) * box.width;
    cy = height / 2 - (view.focus[1] - 0.5) * box.height;
  }
  const placed: Placed[] = [centredAt(image, cx, cy)];
  if (view.accent && drawing.accent) {
    const accentSide = ACCENT_SCALE * Math.min(width, height);
    const accent = await drawings.raster({ drawing: { icon: drawing.accent, tint: 'none' } }, Math.ceil(accentSide));
    placed.push(
      centredAt(await transform(accent, { width: accentSide, height: accentSide, rotate: -12 }), ACCENT_CENTRE[0] * width, ACCENT_CENTRE[1] * height),
    );
  }
  const shadow = view.shadow ? { cx, cy: cy + box.height / 2 - height * 0.01, rx: box.width * 0.42 } : null;
  return composeWebp(backgroundSvg(view, rgb, width, height, shadow), width, height, placed);
}
