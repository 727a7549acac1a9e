// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BANNER_LOCATIONS } from '../../../demo/data/banners';
import { brandShard } from '../../../demo/data/brands';
import { generateDemoData } from '../../../demo/data/generate';
import { SPECIAL_SUPPLIER_IDS } from '../../../demo/data/sellers';
import { solidWebp } from '../../../demo/data/webp';

const data = generateDemoData();

/** Reads width and height from a VP8L bitstream header (14 bits each, LSB first). */
function vp8lSize(bytes: Uint8Array): [number, number] {
  const bits = bytes[21]! | (bytes[22]! << 8) | (bytes[23]! << 16) | (bytes[24]! << 24);
  return [(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1];
}

describe('seeded marketplace data (issue 4 §2)', () => {
  it('is deterministic: two generations are identical', () => {
    const again = generateDemoData();
    expect(JSON.stringify(again.products.slice(0, 200))).toBe(JSON.stringify(data.products.slice(0, 200)));
    expect(again.banners).toEqual(data.banners);
  });

  it('has at least 5,000 products over at least 40 subjects', () => {
    expect(data.products.length).toBeGreaterThanOrEqual(5000);
    expect(new Set(data.products.map((p) => p.subjectId)).size).toBeGreaterThanOrEqual(40);
    expect(new Set(data.products.map((p) => p.nmId)).size).toBe(data.products.length);
  });

  it('has at least 300 brands and 200 sellers, including the special supplier ids (routing-wallet §9)', () => {
    expect(data.brands.length).toBeGreaterThanOrEqual(300);
    expect(data.sellers.length).toBeGreaterThanOrEqual(200);
    for (const id of SPECIAL_SUPPLIER_IDS) expect(data.sellerById.has(id)).toBe(true);
  });

  it('builds a 3-level catalog menu per language', () => {
    for (const lang of ['ru', 'en']) {
      const sections = data.menu(lang).filter((m) => m.url.startsWith('/catalog/') && m.childs.length > 0);
      expect(sections.length).toBeGreaterThan(5);
      for (const section of sections) for (const group of section.childs) expect(group.childs.length).toBeGreaterThan(0);
    }
    expect(data.menu('ru')[0]!.name).toBe('Акции');
    expect(data.menu('en')[0]!.name).toBe('Promotions');
    expect(data.menu('ru').some((m) => m.id === 2192)).toBe(true);
  });

  it('gives products sizes with stocks (wh, dtype, qty, time1, time2), integer minor-unit prices, colours, ratings and ru/en names', () => {
    const withStock = data.products.filter((p) => p.sizes.some((s) => s.stocks.length > 0));
    expect(withStock.length).toBeGreaterThan(data.products.length * 0.8);
    const stock = withStock[0]!.sizes.flatMap((s) => s.stocks)[0]!;
    expect(stock).toEqual({
      wh: expect.any(Number),
      dtype: expect.any(Number),
      qty: expect.any(Number),
      time1: expect.any(Number),
      time2: expect.any(Number),
      priority: expect.any(Number),
    });
    for (const p of data.products.slice(0, 500)) {
      for (const s of p.sizes) {
        expect(Number.isInteger(s.basic) && Number.isInteger(s.product)).toBe(true);
        expect(s.product).toBeLessThanOrEqual(s.basic);
      }
      expect(p.priceHistory.length).toBeGreaterThan(0);
    }
    expect(data.products.some((p) => p.name.ru === '')).toBe(true);
    expect(data.products.some((p) => !p.hasPrice)).toBe(true);
    expect(data.products.some((p) => p.sizes.every((s) => s.stocks.length === 0))).toBe(true);
  });

  it('has banners for every location type, with HTML5, video and never-starting video creatives', () => {
    for (const id of Object.values(BANNER_LOCATIONS)) expect(data.banners.some((b) => b.locationType === id)).toBe(true);
    for (const kind of ['html5', 'video', 'video-stall', 'html5-error']) expect(data.banners.some((b) => b.kind === kind)).toBe(true);
    // storefront-shell.md §5 sort ranges: first carousel under 100, second 101-109, supplier 201-299, fillers from 300.
    const home = data.banners.filter((b) => b.location === 'home-main');
    expect(home.some((b) => b.sort < 100)).toBe(true);
    expect(home.some((b) => b.sort >= 101 && b.sort <= 109)).toBe(true);
    expect(home.filter((b) => b.owner === 1).every((b) => b.sort >= 201 && b.sort <= 299)).toBe(true);
    expect(home.some((b) => b.sort >= 300)).toBe(true);
  });

  it('routing-wallet §9 brand shard: a letter or digit names the shard, anything else is special', () => {
    expect(brandShard('Kalum')).toBe('brands/k');
    expect(brandShard('4Life')).toBe('brands/4');
    expect(brandShard('Марка')).toBe('brands/м');
    expect(brandShard('&Co')).toBe('brands/special');
  });
});

describe('lossless WebP writer', () => {
  it('writes a RIFF/WEBP/VP8L file with the requested size', () => {
    const bytes = solidWebp(516, 688, [200, 40, 50]);
    expect(Buffer.from(bytes.subarray(0, 4)).toString('latin1')).toBe('RIFF');
    expect(Buffer.from(bytes.subarray(8, 16)).toString('latin1')).toBe('WEBPVP8L');
    expect(new DataView(bytes.buffer).getUint32(4, true)).toBe(bytes.length - 8);
    expect(bytes[20]).toBe(0x2f);
    expect(vp8lSize(bytes)).toEqual([516, 688]);
    expect(bytes.length % 2).toBe(0);
  });

  it('refuses impossible sizes with a RangeError', () => {
    expect(() => solidWebp(0, 10, [0, 0, 0])).toThrow(RangeError);
    expect(() => solidWebp(20000, 10, [0, 0, 0])).toThrow(RangeError);
  });
});
