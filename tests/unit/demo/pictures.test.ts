// @vitest-environment node
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_LOCATIONS } from '../../../demo/data/banners';
import type { ProductRecord } from '../../../demo/data/products';
import { COLOURS } from '../../../demo/data/vocabulary';
import type { IconSet } from '../../../demo/server/pictures/icon-set';
import { initials } from '../../../demo/server/pictures/monogram';
import { Pictures, PICTURES_VERSION } from '../../../demo/server/pictures/pictures';
import { textImage } from '../../../demo/server/pictures/text-image';
import { json, startTestDemo, type TestDemo } from './helpers';

/** An icon set that cannot be read (a broken install). */
const NO_ICONS = { get: () => Promise.reject(new Error('no icons')) } as unknown as IconSet;

let demo: TestDemo;
beforeAll(async () => {
  demo = await startTestDemo();
});
afterAll(async () => {
  await demo?.stop();
});

type BannerJson = { src: string; alt: string; width: number; height: number; isHtml5: boolean; isVideo: boolean; htmlSrc: string | null };
const subjectOf = (p: ProductRecord) => demo.deps.data.subjectById.get(p.subjectId)!.slug;
const imageUrl = (p: ProductRecord, size: string, index: number) => `/cdn/basket-01/part${Math.floor(p.nmId / 1000)}/${p.nmId}/images/${size}/${index}.webp`;

async function picture(path: string): Promise<{ bytes: Buffer; width: number; height: number; entropy: number }> {
  const res = await demo.get(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/webp');
  const bytes = Buffer.from(await res.arrayBuffer());
  const image = sharp(bytes);
  const [{ format, width, height }, { entropy }] = await Promise.all([image.metadata(), image.stats()]);
  expect(format).toBe('webp');
  return { bytes, width: width!, height: height!, entropy };
}

/** Mean red and blue of the middle of a picture, where the drawing is. */
async function middleColour(bytes: Buffer): Promise<{ r: number; b: number }> {
  const { width, height } = await sharp(bytes).metadata();
  const { channels } = await sharp(bytes)
    .extract({ left: Math.round(width! * 0.3), top: Math.round(height! * 0.3), width: Math.round(width! * 0.4), height: Math.round(height! * 0.4) })
    .stats();
  return { r: channels[0]!.mean, b: channels[2]!.mean };
}

describe('demo product pictures: drawings of the subject, tinted, at every size the URL builder asks for', () => {
  it('storefront-shell.md §9 sizes tm, c246x328 and c516x688 are WebP pictures of exactly that size, not flat colours', async () => {
    const product = demo.deps.data.products.find((p) => p.pics >= 2)!;
    for (const [size, w, h] of [
      ['tm', 90, 120],
      ['c246x328', 246, 328],
      ['c516x688', 516, 688],
    ] as const) {
      const shot = await picture(imageUrl(product, size, 1));
      expect([shot.width, shot.height]).toEqual([w, h]);
      // A single-colour picture has an entropy of 0; a drawing on a soft background is far above 1.
      expect(shot.entropy).toBeGreaterThan(1);
    }
  });

  it('each product has 2 to 5 pictures, and each is a different view', async () => {
    const counts = new Set(demo.deps.data.products.filter((p) => p.pics > 0).map((p) => p.pics));
    expect([...counts].sort()).toEqual([2, 3, 4, 5]);
    const product = demo.deps.data.products.find((p) => p.pics === 5)!;
    const views = await Promise.all([1, 2, 3, 4, 5].map((i) => picture(imageUrl(product, 'c246x328', i))));
    expect(new Set(views.map((v) => v.bytes.toString('base64'))).size).toBe(5);
    expect((await demo.get(imageUrl(product, 'c246x328', 6))).status).toBe(404);
  });

  it("the drawing takes the product's colour: a red dress is red, a blue dress is blue", async () => {
    const dresses = demo.deps.data.products.filter((p) => p.pics > 0 && subjectOf(p) === 'platya');
    const red = dresses.find((p) => COLOURS[p.colourIndex]!.names.en === 'red')!;
    const blue = dresses.find((p) => COLOURS[p.colourIndex]!.names.en === 'blue')!;
    // The front view (the drawing fills the middle) is the first picture or, after an on-colour or flat-lay one, the second.
    const front = (p: ProductRecord) => imageUrl(p, 'c516x688', p.nmId % 3 === 0 ? 1 : 2);
    const redMiddle = await middleColour((await picture(front(red))).bytes);
    const blueMiddle = await middleColour((await picture(front(blue))).bytes);
    expect(redMiddle.r).toBeGreaterThan(redMiddle.b + 30);
    expect(blueMiddle.b).toBeGreaterThan(blueMiddle.r + 30);
  });

  it('a product without pictures has none to ask for (the storefront shows its placeholder, §8)', async () => {
    const bare = demo.deps.data.products.filter((p) => p.pics === 0);
    expect(bare.length).toBeGreaterThan(0);
    const card = await json<{ data: { products: { pics: number }[] } }>(await demo.get(`/svc/catalog/cards/detail?nm=${bare[0]!.nmId}`));
    expect(card.data.products[0]!.pics).toBe(0);
    expect((await demo.get(imageUrl(bare[0]!, 'c516x688', 1))).status).toBe(404);
  });

  it('feedback photos are pictures too', async () => {
    const shot = await picture('/cdn/feedback-01/part1/1234/photos/fs.webp');
    expect([shot.width, shot.height]).toEqual([600, 600]);
    expect(shot.entropy).toBeGreaterThan(1);
  });

  it(`pictures are kept under the data folder (pictures/v${PICTURES_VERSION}) and served from there`, async () => {
    const product = demo.deps.data.products.find((p) => p.pics >= 3)!;
    const first = await picture(imageUrl(product, 'c246x328', 3));
    const file = join(demo.dataDir, 'pictures', `v${PICTURES_VERSION}`, 'products', String(product.nmId), '246x328-3.webp');
    await expect.poll(() => existsSync(file)).toBe(true);
    // A fresh instance on the same folder that could not draw anything still serves the kept file.
    const unable = new Pictures(demo.dataDir, demo.deps.data, { icons: NO_ICONS, drawingsDir: join(demo.dataDir, 'no-drawings') });
    expect((await unable.product(product, 3, 246, 328)).equals(first.bytes)).toBe(true);
  });
});

describe('bad input: a subject with no drawing, a picture that cannot be drawn', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'vitrina-pictures-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a product of a subject without a profile gets the neutral drawing (a parcel), not a blank or broken picture', async () => {
    const pictures = new Pictures(dir, demo.deps.data, { drawingsDir: join(dir, 'drawings') });
    const stranger = { ...demo.deps.data.products.find((p) => p.pics > 0)!, nmId: 1, subjectId: 9999 };
    const parcel = await pictures.product(stranger, 1, 246, 328);
    const { entropy } = await sharp(parcel).stats();
    expect(entropy).toBeGreaterThan(1);
    // The parcel keeps its own brown, whatever the product's colour.
    const blueStranger = { ...stranger, nmId: 2, colourIndex: COLOURS.findIndex((c) => c.names.en === 'blue') };
    const { r, b } = await middleColour(await pictures.product(blueStranger, 1, 246, 328));
    expect(r).toBeGreaterThan(b);
  });

  it('drawings are kept apart from the data folder: another folder composes its pictures from them without the icon set', async () => {
    const drawingsDir = join(dir, 'shared-drawings');
    const product = demo.deps.data.products.find((p) => p.pics >= 2)!;
    const first = await new Pictures(join(dir, 'one'), demo.deps.data, { drawingsDir }).product(product, 1, 246, 328);
    const again = await new Pictures(join(dir, 'two'), demo.deps.data, { icons: NO_ICONS, drawingsDir }).product(product, 1, 246, 328);
    expect(again.equals(first)).toBe(true);
  });

  it('a picture that cannot be drawn is served as a plain WebP tile of the right size (never a broken image)', async () => {
    const broken = new Pictures(join(dir, 'broken'), demo.deps.data, { icons: NO_ICONS, drawingsDir: join(dir, 'no-drawings') });
    const product = demo.deps.data.products.find((p) => p.pics > 0)!;
    const tile = await broken.product(product, 1, 246, 328);
    expect(await sharp(tile).metadata()).toMatchObject({ format: 'webp', width: 246, height: 328 });
  });
});

describe('demo banners: headline, sub-line and a price or discount in the shop language, with drawings', () => {
  // About 50 pictures drawn one after another: more time than one picture's test on a loaded machine.
  it('every banner area has pictures at its own size and at the §9 sizes, with its proportions', { timeout: 60_000 }, async () => {
    for (const location of Object.keys(BANNER_LOCATIONS)) {
      const banner = (await json<BannerJson[]>(await demo.get(`/svc/banners?urltype=${location}`)))[0]!;
      const own = await picture(new URL(banner.src).pathname);
      expect([own.width, own.height], location).toEqual([banner.width, banner.height]);
      expect(own.entropy, location).toBeGreaterThan(1);
      const small = await picture(new URL(banner.src).pathname.replace('/cdn/banners/', '/cdn/banners/c246x328/'));
      expect([small.width, small.height]).toEqual([246, Math.round((246 * banner.height) / banner.width)]);
    }
  });

  it('the picture and its alt text follow the shop language (culture): en, kk and ka in their own words', async () => {
    const ru = await json<BannerJson[]>(await demo.get('/svc/banners?urltype=home-main&culture=ru'));
    const en = await json<BannerJson[]>(await demo.get('/svc/banners?urltype=home-main&culture=en'));
    const kk = await json<BannerJson[]>(await demo.get('/svc/banners?urltype=home-main&culture=kz'));
    expect(ru[0]!.src).toMatch(/\/cdn\/banners\/\d+\.webp$/);
    expect(en[0]!.src).toMatch(/\/cdn\/banners\/\d+-en\.webp$/);
    expect(kk[0]!.src).toMatch(/\/cdn\/banners\/\d+-kk\.webp$/);
    expect(ru[0]!.alt).toMatch(/[а-яё]/i);
    expect(en[0]!.alt).toMatch(/^[\x20-\x7e–’]+$/);
    expect(kk[0]!.alt).not.toBe(ru[0]!.alt);
    expect(kk[0]!.alt).toMatch(/\p{Script=Cyrillic}/u);
    const ka = await json<BannerJson[]>(await demo.get('/svc/banners?urltype=home-main&culture=ge'));
    expect(ka[0]!.src).toMatch(/\/cdn\/banners\/\d+-ka\.webp$/);
    expect(ka[0]!.alt).toMatch(/\p{Script=Georgian}/u);
    const [ruPicture, enPicture] = await Promise.all([picture(new URL(ru[0]!.src).pathname), picture(new URL(en[0]!.src).pathname)]);
    expect(ruPicture.bytes.equals(enPicture.bytes)).toBe(false);
  });

  it('HTML5 and video creatives keep their kinds, with a drawn picture as their static image', async () => {
    const list = await json<BannerJson[]>(await demo.get('/svc/banners?urltype=home-main'));
    const html5 = list.find((b) => b.isHtml5)!;
    const video = list.find((b) => b.isVideo)!;
    expect(html5.htmlSrc).toContain('html5.html');
    expect(video.htmlSrc).toContain('video.html');
    expect((await picture(new URL(html5.src).pathname)).entropy).toBeGreaterThan(1);
  });

  it('text renders with the machine fonts: Cyrillic and Georgian glyphs have their own widths (no missing-glyph boxes)', async () => {
    // Missing glyphs are drawn as boxes of one size: real letters differ in width (Ж, г) or in height (ჟ has an ascender, ი none).
    const box = async (text: string) => {
      const { width, height } = await textImage(text, { size: 40, colour: '#000000' });
      return [width, height];
    };
    expect((await box('ЖЖЖЖ'))[0]).toBeGreaterThan((await box('гггг'))[0]! * 1.3);
    expect(await box('ჟჟჟჟ')).not.toEqual(await box('იიიი'));
  });
});

describe('demo logos: monograms', () => {
  it('brand logos (suggestions, §9 32x13 at 2x) and seller logos are monogram pictures', async () => {
    const brand = demo.deps.data.brands[0]!;
    const brandLogo = await picture(`/svc/suggest/brand-logo/${brand.id}.webp`);
    expect([brandLogo.width, brandLogo.height]).toEqual([64, 26]);
    expect(brandLogo.entropy).toBeGreaterThan(0.5);
    const seller = demo.deps.data.sellers[0]!;
    const sellerLogo = await picture(`/static/sellers/${seller.id}/logo.webp`);
    expect([sellerLogo.width, sellerLogo.height]).toEqual([96, 96]);
    expect((await demo.get('/svc/suggest/brand-logo/1.webp')).status).toBe(404);
  });

  it('takes the initials of two words, or the first two letters of one', () => {
    expect(initials('Brands Seller')).toBe('BS');
    expect(initials('&Kalumor')).toBe('KA');
    expect(initials('Марка')).toBe('МА');
    expect(initials('4Life')).toBe('4L');
    expect(initials('')).toBe('?');
  });
});
