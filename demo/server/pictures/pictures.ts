import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { BANNER_THEMES } from '../../data/banner-themes';
import type { BannerRecord } from '../../data/banners';
import type { Brand } from '../../data/brands';
import type { DemoData } from '../../data/generate';
import type { ProductRecord } from '../../data/products';
import { NEUTRAL_DRAWING, SUBJECT_PROFILES, profileFor } from '../../data/profiles';
import type { Seller } from '../../data/sellers';
import { COLOURS } from '../../data/vocabulary';
import { solidWebp } from '../../data/webp';
import { renderBannerPicture } from './banner-picture';
import { Drawings } from './drawing';
import { FileCache } from './file-cache';
import { FLUENT_EMOJI_VERSION, IconSet, MACHINE_CACHE_DIR } from './icon-set';
import { Limit } from './limit';
import { renderMonogram } from './monogram';
import { renderProductPicture } from './product-picture';
import { hexToRgb, type Rgb } from './tint';

/** Bumped when the art changes, so a kept data folder (npm start) does not serve old pictures (3: banner text in kk, ky, uz and ka). */
export const PICTURES_VERSION = 3;
/** The languages banner text exists in or falls back from (data/text.ts). */
export const PICTURE_LANGUAGES = ['ru', 'en', 'kk', 'ky', 'uz', 'ka'] as const;
const GREY: Rgb = [128, 128, 132];
/**
 * Pictures drawn at once: half the cores, at most three of libuv's four threads (the others stay
 * free for files, limit.ts); one on a two-core machine, where the browser needs the other core.
 */
const DRAWING_CONCURRENCY = Math.min(3, Math.max(1, Math.floor(availableParallelism() / 2)));

export type PicturesOptions = {
  icons?: IconSet;
  /**
   * Where drawing rasters are kept. They depend only on the icon set and the art, so by default
   * they are shared by every data folder on the machine (MACHINE_CACHE_DIR): a test's throw-away
   * folder only composes its pictures (about 30 ms each) instead of rendering the icons' blur
   * filters again (about 150 ms each).
   */
  drawingsDir?: string;
};

/** Every icon the demo draws with: the subjects' drawings and accents, the banners' and the neutral one. */
export function drawingNames(): string[] {
  const names = new Set<string>([NEUTRAL_DRAWING.icon]);
  for (const profile of Object.values(SUBJECT_PROFILES)) {
    names.add(profile.drawing.icon);
    if (profile.drawing.accent) names.add(profile.drawing.accent);
  }
  for (const theme of BANNER_THEMES) for (const icon of theme.drawings) names.add(icon);
  return [...names].sort();
}

/**
 * The demo's pictures, drawn on first request with sharp and kept under the data folder
 * (pictures/v{PICTURES_VERSION}): product views, banners in the shop's language, monogram logos
 * and feedback photos. A picture that cannot be drawn (a broken sharp install) is served as a
 * plain tile of its colour and logged once: never a broken image.
 */
export class Pictures {
  private readonly cache: FileCache;
  private readonly drawings: Drawings;
  private readonly reported = new Set<string>();
  private readonly limit = new Limit(DRAWING_CONCURRENCY);

  constructor(
    dataDir: string,
    private readonly data: Pick<DemoData, 'products' | 'subjectById'>,
    {
      icons = new IconSet(drawingNames()),
      drawingsDir = join(MACHINE_CACHE_DIR, `drawings-v${PICTURES_VERSION}-${FLUENT_EMOJI_VERSION}`),
    }: PicturesOptions = {},
  ) {
    this.cache = new FileCache(join(dataDir, 'pictures', `v${PICTURES_VERSION}`));
    this.drawings = new Drawings(icons, new FileCache(drawingsDir));
  }

  product(product: ProductRecord, index: number, width: number, height: number): Promise<Buffer> {
    const subject = this.data.subjectById.get(product.subjectId);
    const drawing = profileFor(subject?.slug ?? '').drawing;
    const rgb = COLOURS[product.colourIndex]?.rgb ?? GREY;
    return this.safely(`products/${product.nmId}/${width}x${height}-${index}.webp`, rgb, width, height, () =>
      renderProductPicture(this.drawings, { drawing, rgb, nmId: product.nmId, index, width, height }),
    );
  }

  banner(banner: BannerRecord, lang: string, width: number, height: number): Promise<Buffer> {
    const theme = BANNER_THEMES[banner.theme] ?? BANNER_THEMES[0]!;
    const language = (PICTURE_LANGUAGES as readonly string[]).includes(lang) ? lang : 'ru';
    return this.safely(`banners/${banner.id}-${language}-${width}x${height}.webp`, hexToRgb(theme.colours[0]), width, height, () =>
      renderBannerPicture(this.drawings, { theme, lang: language, width, height, variant: banner.id }),
    );
  }

  brandLogo(brand: Brand, width: number, height: number): Promise<Buffer> {
    return this.safely(`logos/brand-${brand.id}-${width}x${height}.webp`, GREY, width, height, () =>
      renderMonogram({ name: brand.name, seed: brand.id, width, height }),
    );
  }

  sellerLogo(seller: Seller, size: number): Promise<Buffer> {
    return this.safely(`logos/seller-${seller.id}-${size}.webp`, GREY, size, size, () =>
      renderMonogram({ name: seller.trademark, seed: seller.id, width: size, height: size }),
    );
  }

  /** A shopper's photo: one of the catalog's products, seen from one of its views. */
  feedbackPhoto(photoId: number, width: number, height: number): Promise<Buffer> {
    const product = this.data.products[photoId % this.data.products.length]!;
    return this.product(product, (photoId % 4) + 2, width, height);
  }

  private safely(key: string, rgb: Rgb, width: number, height: number, render: () => Promise<Buffer>): Promise<Buffer> {
    return this.cache
      .get(key, () => this.limit.run(render))
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        if (!this.reported.has(message)) {
          this.reported.add(message);
          console.error(`[demo] could not draw ${key}; serving a plain tile:`, message);
        }
        return Buffer.from(solidWebp(width, height, rgb));
      });
  }
}
