/**
 * Recolours a drawing to a product's colour. The parts that carry the drawing's own colour (its
 * main hue, a named hue, or its grey parts) take the product's hue and saturation; their light and
 * dark shades keep their order around the product's lightness, so shading, highlights and details
 * stay. Everything else (a dress's belt, a pan's egg) keeps its colour.
 */
export type Rgb = readonly [r: number, g: number, b: number];
type Hsl = { h: number; s: number; l: number };
export type TintMode = number | 'neutral' | 'main';

/**
 * Colours are written as hex in fill, stroke and stop-color, and as the constant colour of an
 * feColorMatrix (the icons' inner shadows and glows: "0 0 0 0 R 0 0 0 0 G 0 0 0 0 B 0 0 0 A 0").
 */
const COLOUR = /#([0-9a-f]{6}|[0-9a-f]{3})\b|values="0 0 0 0 ([\d.]+) 0 0 0 0 ([\d.]+) 0 0 0 0 ([\d.]+) 0 0 0 ([\d.]+) 0"/gi;
type ColourMatch = [match: string, hex: string | undefined, r: string | undefined, g: string | undefined, b: string | undefined, a: string | undefined];

function keyOf([match, hex, r, g, b]: ColourMatch): string {
  if (hex !== undefined) return match.toLowerCase();
  return rgbToHex([Number(r) * 255, Number(g) * 255, Number(b) * 255]);
}

function rewrite([match, hex, , , , a]: ColourMatch, replacement: string | undefined): string {
  if (replacement === undefined) return match;
  if (hex !== undefined) return replacement;
  const [r, g, b] = hexToRgb(replacement).map((v) => (v / 255).toFixed(6));
  return `values="0 0 0 0 ${r} 0 0 0 0 ${g} 0 0 0 0 ${b} 0 0 0 ${a} 0"`;
}
const SATURATED = 0.2;
const HUE_WINDOW = 40;
const BUCKET_DEGREES = 20;
/** Black and white products still show their shading: their lightness is kept off the ends. */
const MIN_LIGHTNESS = 0.2;
const MAX_LIGHTNESS = 0.9;

export function hexToRgb(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [parseInt(full.slice(0, 2), 16), parseInt(full.slice(2, 4), 16), parseInt(full.slice(4, 6), 16)];
}

export function rgbToHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function rgbToHsl([r, g, b]: Rgb): Hsl {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rn ? (gn - bn) / d + (gn < bn ? 6 : 0) : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return { h: h * 60, s, l };
}

export function hslToRgb({ h, s, l }: Hsl): Rgb {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] = h < 60 ? [c, x, 0] : h < 120 ? [x, c, 0] : h < 180 ? [0, c, x] : h < 240 ? [0, x, c] : h < 300 ? [x, 0, c] : [c, 0, x];
  return [(r + m) * 255, (g + m) * 255, (b + m) * 255];
}

/** Mixes a colour with white: 0 keeps it, 1 is white. */
export function lighten(rgb: Rgb, amount: number): Rgb {
  return [rgb[0] + (255 - rgb[0]) * amount, rgb[1] + (255 - rgb[1]) * amount, rgb[2] + (255 - rgb[2]) * amount];
}

const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The hue most of the drawing's saturated colours share (weighted by how often each is used). */
function mainHue(colours: Map<string, { hsl: Hsl; count: number }>): number | undefined {
  const buckets = new Map<number, number>();
  for (const { hsl, count } of colours.values()) {
    if (hsl.s < SATURATED || hsl.l < 0.08 || hsl.l > 0.95) continue;
    const bucket = Math.floor(hsl.h / BUCKET_DEGREES);
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + count);
  }
  const best = [...buckets.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
  return best === undefined ? undefined : (best[0] + 0.5) * BUCKET_DEGREES;
}

function isPart(hsl: Hsl, mode: number | 'neutral', maxLightness: number): boolean {
  if (hsl.l > maxLightness) return false;
  if (mode === 'neutral') return hsl.s < SATURATED && hsl.l > 0.06 && hsl.l < 0.97;
  return hsl.s >= SATURATED * 0.6 && hueDistance(hsl.h, mode) <= HUE_WINDOW;
}

/** Maps lightness piecewise so the reference shade lands on the target and the ends stay ends. */
function mapLightness(l: number, reference: number, target: number): number {
  if (l <= reference) return reference === 0 ? target : (l / reference) * target;
  return reference === 1 ? target : target + ((l - reference) / (1 - reference)) * (1 - target);
}

/** The SVG body with the drawing's own colour replaced by `rgb`; only parts at most `maxLightness` light when given. */
export function tintSvg(body: string, rgb: Rgb, mode: TintMode = 'main', maxLightness = 1): string {
  const colours = new Map<string, { hsl: Hsl; count: number }>();
  for (const match of body.matchAll(COLOUR)) {
    const key = keyOf(match as unknown as ColourMatch);
    const entry = colours.get(key);
    if (entry) entry.count += 1;
    else colours.set(key, { hsl: rgbToHsl(hexToRgb(key)), count: 1 });
  }
  const resolved = mode === 'main' ? (mainHue(colours) ?? 'neutral') : mode;
  const parts = [...colours.entries()].filter(([, c]) => isPart(c.hsl, resolved, maxLightness));
  if (parts.length === 0) return body;
  const reference = { l: median(parts.map(([, c]) => c.hsl.l)), s: median(parts.map(([, c]) => c.hsl.s)) };
  const target = rgbToHsl(rgb);
  const targetL = Math.min(MAX_LIGHTNESS, Math.max(MIN_LIGHTNESS, target.l));
  const replacement = new Map<string, string>();
  for (const [hex, { hsl }] of parts) {
    const saturation = resolved === 'neutral' || reference.s < 0.05 ? target.s : target.s * Math.min(1.4, Math.max(0.6, hsl.s / reference.s));
    const tinted = { h: target.h, s: Math.min(1, saturation), l: Math.min(0.98, Math.max(0.02, mapLightness(hsl.l, reference.l, targetL))) };
    replacement.set(hex, rgbToHex(hslToRgb(tinted)));
  }
  return body.replace(COLOUR, (...match: string[]) => {
    const parts = match.slice(0, 6) as ColourMatch;
    return rewrite(parts, replacement.get(keyOf(parts)));
  });
}
