import type { BannerTheme } from '../../data/banner-themes';
import { textIn } from '../../data/text';
import { centredAt, composeWebp, transform, type Placed, type RawImage } from './compose';
import type { Drawings } from './drawing';
import { textImage } from './text-image';

/**
 * A banner's picture at any size: the theme's headline, sub-line and badge (a price or a
 * discount) in the shop's language beside its drawings, on the theme's two colours. Wide boxes
 * (main, new, ear, footer, thank-you, top menu) put the text at the left and the drawings at the
 * right; tall ones (vertical, catalog menu) put the drawings above the text.
 */
type Box = { x: number; y: number; w: number; h: number };
/** `strip`: one line of headline and badge (footer strips are shown about 240 px wide). */
type Layout = { text: Box; art: Box; headline: number; strip: boolean };

const WIDE_FROM = 1.25;
const STRIP_FROM = 5;
const SUBLINE_SCALE = 0.5;
const BADGE_SCALE = 0.56;
const FIT_STEP = 0.88;
const FIT_TRIES = 8;
/** A sub-line smaller than this is noise, not text: a small banner leaves it out. */
const MIN_SUBLINE_PX = 10;
const BADGE_FILL = '#ffe94d';
const BADGE_TEXT = '#202020';

function layoutOf(width: number, height: number): Layout {
  if (width / height >= STRIP_FROM) {
    const pad = Math.max(2, Math.round(height * 0.12));
    const split = Math.round(width * 0.68);
    return {
      text: { x: pad * 2, y: pad, w: split - pad * 3, h: height - 2 * pad },
      art: { x: split, y: Math.round(pad / 2), w: width - split - pad, h: height - pad },
      headline: height * 0.42,
      strip: true,
    };
  }
  if (width / height >= WIDE_FROM) {
    const pad = Math.max(4, Math.round(Math.min(width, height) * 0.09));
    const split = Math.round(width * (width / height >= 2.5 ? 0.56 : 0.54));
    const left = Math.round(pad * 1.5);
    return {
      text: { x: left, y: pad, w: split - left, h: height - 2 * pad },
      art: { x: split, y: Math.round(pad / 2), w: width - split - Math.round(pad / 2), h: height - pad },
      headline: Math.min(height * 0.19, (split - left) * 0.13),
      strip: false,
    };
  }
  const pad = Math.max(4, Math.round(width * 0.08));
  const artHeight = Math.round(height * 0.5);
  return {
    art: { x: pad, y: pad, w: width - 2 * pad, h: artHeight - pad },
    text: { x: pad, y: artHeight + Math.round(pad / 2), w: width - 2 * pad, h: height - artHeight - Math.round(pad * 1.5) },
    headline: width * 0.12,
    strip: false,
  };
}

const NO_TEXT: RawImage = { input: Buffer.alloc(4), width: 1, height: 0 };

type TextBlock = { headline: RawImage; subline: RawImage; badge: RawImage; pill: { w: number; h: number }; gap: number; total: number };

async function textBlock(theme: BannerTheme, lang: string, box: Box, start: number, strip: boolean): Promise<TextBlock> {
  let size = start;
  let block: TextBlock | undefined;
  for (let attempt = 0; attempt < FIT_TRIES; attempt += 1, size *= FIT_STEP) {
    if (strip) {
      const [headline, badge] = await Promise.all([
        textImage(textIn(theme.headline, lang), { size, colour: '#ffffff', bold: true }),
        textImage(textIn(theme.badge, lang), { size: size * 0.7, colour: BADGE_TEXT, bold: true }),
      ]);
      const pill = { w: badge.width + Math.round(size * 0.7), h: badge.height + Math.round(size * 0.5) };
      const gap = Math.round(size * 0.6);
      block = { headline, subline: NO_TEXT, badge, pill, gap, total: Math.max(headline.height, pill.h) };
      if (headline.width + gap + pill.w <= box.w && block.total <= box.h) break;
      continue;
    }
    const withSubline = size * SUBLINE_SCALE >= MIN_SUBLINE_PX;
    const [headline, subline, badge] = await Promise.all([
      textImage(textIn(theme.headline, lang), { size, colour: '#ffffff', bold: true, width: box.w }),
      withSubline ? textImage(textIn(theme.subline, lang), { size: size * SUBLINE_SCALE, colour: '#ffffff', width: box.w }) : NO_TEXT,
      textImage(textIn(theme.badge, lang), { size: size * BADGE_SCALE, colour: BADGE_TEXT, bold: true }),
    ]);
    const pill = { w: badge.width + Math.round(size * 0.7), h: badge.height + Math.round(size * 0.45) };
    const gap = Math.round(size * 0.3);
    const total = headline.height + gap + subline.height + gap * 1.6 + pill.h;
    block = { headline, subline, badge, pill, gap, total };
    if (total <= box.h && pill.w <= box.w && headline.width <= box.w) break;
  }
  return block!;
}

function backgroundSvg(theme: BannerTheme, width: number, height: number, variant: number, pill: Box): string {
  const [from, to] = theme.colours;
  const jitter = (n: number) => ((variant * (n + 3) * 7919) % 100) / 100;
  const big = Math.max(width, height);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
<circle cx="${width * (0.7 + jitter(1) * 0.15)}" cy="${height * (0.4 + jitter(2) * 0.3)}" r="${big * 0.32}" fill="#ffffff" opacity="0.1"/>
<circle cx="${width * (0.02 + jitter(3) * 0.1)}" cy="${height * 1.05}" r="${big * 0.22}" fill="#ffffff" opacity="0.07"/>
<circle cx="${width * (0.45 + jitter(4) * 0.1)}" cy="${height * -0.1}" r="${big * 0.12}" fill="#ffffff" opacity="0.06"/>
<rect x="${pill.x}" y="${pill.y}" width="${pill.w}" height="${pill.h}" rx="${pill.h / 2}" fill="${BADGE_FILL}"/>
</svg>`;
}

async function drawingsIn(drawings: Drawings, icons: readonly string[], art: Box): Promise<Placed[]> {
  const count = Math.max(1, Math.min(3, icons.length));
  const slots =
    art.w / art.h > 2.2
      ? Array.from({ length: count }, (_, i) => {
          const size = Math.min(art.h * 0.92, (art.w / count) * 0.92);
          return { size, cx: art.x + (art.w * (i + 0.5)) / count, cy: art.y + art.h / 2, rotate: i % 2 === 0 ? -6 : 6 };
        })
      : [
          { size: 1, cx: 0.56, cy: 0.52, rotate: 0 },
          { size: 0.58, cx: 0.18, cy: 0.72, rotate: -10 },
          { size: 0.48, cx: 0.88, cy: 0.22, rotate: 12 },
        ]
          .slice(0, count)
          .map((slot) => ({ ...slot, size: Math.min(art.w * 0.76, art.h * 0.9) * slot.size, cx: art.x + art.w * slot.cx, cy: art.y + art.h * slot.cy }));
  const placed = await Promise.all(
    slots.map(async ({ size, cx, cy, rotate }, i) => {
      const raster = await drawings.raster({ drawing: { icon: icons[i] ?? 'package', tint: 'none' } }, Math.ceil(size));
      return centredAt(await transform(raster, { width: size, height: size, rotate }), cx, cy);
    }),
  );
  return placed.reverse(); // the first (largest) drawing on top
}

export type BannerPictureRequest = { theme: BannerTheme; lang: string; width: number; height: number; variant: number };

export async function renderBannerPicture(drawings: Drawings, { theme, lang, width, height, variant }: BannerPictureRequest): Promise<Buffer> {
  const layout = layoutOf(width, height);
  const block = await textBlock(theme, lang, layout.text, layout.headline, layout.strip);
  const top = Math.round(layout.text.y + Math.max(0, (layout.text.h - block.total) / 2));
  const x = layout.text.x;
  const art = await drawingsIn(drawings, theme.drawings, layout.art);
  if (layout.strip) {
    const middle = layout.text.y + layout.text.h / 2;
    const pill = { x: x + block.headline.width + block.gap, y: Math.round(middle - block.pill.h / 2), w: block.pill.w, h: block.pill.h };
    const placed = [...art, centredAt(block.headline, x + block.headline.width / 2, middle), centredAt(block.badge, pill.x + pill.w / 2, pill.y + pill.h / 2)];
    return composeWebp(backgroundSvg(theme, width, height, variant, pill), width, height, placed);
  }
  const sublineTop = top + block.headline.height + block.gap;
  const pill = { x, y: Math.round(sublineTop + block.subline.height + block.gap * 1.6), w: block.pill.w, h: block.pill.h };
  const placed: Placed[] = [
    ...art,
    { ...block.headline, left: x, top },
    ...(block.subline.height > 0 ? [{ ...block.subline, left: x, top: sublineTop }] : []),
    centredAt(block.badge, pill.x + pill.w / 2, pill.y + pill.h / 2),
  ];
  return composeWebp(backgroundSvg(theme, width, height, variant, pill), width, height, placed);
}
