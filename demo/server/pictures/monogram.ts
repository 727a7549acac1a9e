import sharp from 'sharp';
import { escapeMarkup, WEBP_OPTIONS } from './compose';
import { FONT_FAMILIES } from './text-image';

/** Logo colours: saturated enough for white letters (contrast of 4.5:1 or more). */
const PALETTE = ['#a3117f', '#5c3bd8', '#0b6e5c', '#b8400f', '#1b5fb5', '#a01f50', '#2f6a16', '#7a3fb0', '#8a5a06', '#2f4858'] as const;

/** Up to two initials: of the first two words, or the first two letters of a one-word name ("&Kalumor" gives "KA"). */
export function initials(name: string): string {
  const words = name.split(/[\s\-–—«»"'&.,]+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  const letters = words.length >= 2 ? [words[0]![0], words[1]![0]] : [...(words[0] ?? '?').replace(/[^\p{L}\p{N}]/gu, '')].slice(0, 2);
  return letters.join('').toUpperCase() || '?';
}

export type MonogramRequest = { name: string; seed: number; width: number; height: number };

/** A monogram logo: the name's initials in white on a rounded tile of one of the palette's colours. */
export function renderMonogram({ name, seed, width, height }: MonogramRequest): Promise<Buffer> {
  const fill = PALETTE[Math.abs(seed) % PALETTE.length]!;
  const size = Math.round(Math.min(height * 0.56, (width / Math.max(1, initials(name).length)) * 0.9));
  const radius = Math.min(width, height) * (width === height ? 0.5 : 0.3);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="${width}" height="${height}" rx="${radius}" fill="${fill}"/>
<text x="${width / 2}" y="${height / 2 + size * 0.36}" text-anchor="middle" font-family="${FONT_FAMILIES.replace(',', ', ')}, sans-serif" font-weight="bold" font-size="${size}" fill="#ffffff">${escapeMarkup(initials(name))}</text>
</svg>`;
  return sharp(Buffer.from(svg)).webp(WEBP_OPTIONS).toBuffer();
}
