import { describe, expect, it } from 'vitest';
import { reshapeBanners, reshapePromoCreatives } from '../../../../contracts/banners/reshape';

const FULL = {
  id: 501,
  href: '/promotions/trend',
  alt: 'Trend week',
  src: 'https://cdn.example/b/501.webp',
  absoluteUrl: 'https://shop.example/promotions/trend',
  target: '_self',
  noFollow: true,
  noIndex: 1,
  applicationType: 1,
  locationType: 102,
  placementOptions: { sort: 203, menuID: 12 },
  owner: 1,
  isHtml5: true,
  isVideo: false,
  iframeId: 'frame-501',
  htmlSrc: 'https://ads.example.com/c/501.html',
  htmlData: { xml: '<VAST/>', data: '{"k":1}' },
  provider: 'adfox',
  loadTime: 12,
  pixelSrc: 'https://pixel.example/p.gif',
  ordBannerMark: 'erid: 2VtzqwXYZ',
  promoText: 'Реклама',
  promoTextLines: ['Line 1', 2, 'Line 2'],
  statisticFields: { campaign: 'x', slot: 3, bad: { a: 1 } },
  bannerClass: 'wide dark',
  isAdult: true,
};

describe('core/api/banners reshapeBanners (shell §3 Banner)', () => {
  it('turns a full server banner into the domain banner', () => {
    const { banners, skipped, malformed } = reshapeBanners([FULL]);
    expect({ skipped, malformed }).toEqual({ skipped: 0, malformed: false });
    expect(banners[0]).toEqual({
      id: '501',
      kind: 'html5',
      href: '/promotions/trend',
      alt: 'Trend week',
      imageUrl: 'https://cdn.example/b/501.webp',
      missingImage: false,
      absoluteUrl: 'https://shop.example/promotions/trend',
      target: '_self',
      noFollow: true,
      noIndex: true,
      applicationType: 1,
      location: 102,
      sort: 203,
      menuId: 12,
      owner: 1,
      adult: true,
      creative: { src: 'https://ads.example.com/c/501.html', xml: '<VAST/>', data: '{"k":1}', frameId: 'frame-501', provider: 'adfox' },
      loadTime: 12,
      pixelUrl: 'https://pixel.example/p.gif',
      adMarking: 'erid: 2VtzqwXYZ',
      promoText: 'Реклама',
      promoTextLines: ['Line 1', 'Line 2'],
      statistics: { campaign: 'x', slot: 3 },
      className: 'wide dark',
    });
  });

  it('§3 defaults: target _blank, both app types, marketing owner, link from `link`, image kind', () => {
    const [banner] = reshapeBanners([{ id: '7', link: 'https://shop.example/x', src: 'i.webp' }]).banners;
    expect(banner).toMatchObject({
      id: '7',
      kind: 'image',
      href: 'https://shop.example/x',
      alt: '',
      target: '_blank',
      noFollow: false,
      noIndex: false,
      applicationType: 3,
      owner: 0,
      adult: false,
      promoTextLines: [],
      statistics: {},
      missingImage: false,
    });
    expect(banner).not.toHaveProperty('creative');
    expect(banner).not.toHaveProperty('sort');
  });

  it('§8 a missing image marks missingImage (the widget shows common.noPhoto)', () => {
    for (const src of [undefined, '', '   ', 42, null]) {
      const [banner] = reshapeBanners([{ id: 1, src }]).banners;
      expect(banner?.missingImage).toBe(true);
      expect(banner).not.toHaveProperty('imageUrl');
    }
  });

  it('a video banner is of kind video', () => {
    const [banner] = reshapeBanners([{ id: 1, isVideo: true, htmlSrc: 'https://ads.example.com/v.html' }]).banners;
    expect(banner?.kind).toBe('video');
  });

  it('§8 an iframe banner without a usable htmlSrc is shown as its image', () => {
    for (const htmlSrc of [undefined, 'javascript:alert(1)', 'data:text/html,x', '/relative.html']) {
      const [banner] = reshapeBanners([{ id: 1, isHtml5: true, src: 'i.webp', htmlSrc }]).banners;
      expect(banner?.kind).toBe('image');
      expect(banner).not.toHaveProperty('creative');
    }
  });

  it('relative creative and pixel addresses are resolved against a given base', () => {
    const [banner] = reshapeBanners([{ id: 1, isHtml5: true, htmlSrc: '/c/1.html', pixelSrc: 'p.gif' }], { baseUrl: 'https://static.example/' }).banners;
    expect(banner?.creative?.src).toBe('https://static.example/c/1.html');
    expect(banner?.pixelUrl).toBe('https://static.example/p.gif');
  });

  it('malformed entries are skipped and counted, never a TypeError', () => {
    const payload = [
      null,
      5,
      'banner',
      [],
      {},
      { id: '' },
      { id: {} },
      { id: Number.NaN },
      { id: 2, placementOptions: 'x', htmlData: 7, target: {}, applicationType: 9, owner: 5 },
    ];
    const { banners, skipped } = reshapeBanners(payload);
    expect(skipped).toBe(8);
    expect(banners).toHaveLength(1);
    expect(banners[0]).toMatchObject({ id: '2', applicationType: 3, owner: 0, target: '_blank' });
  });

  it('hostile strings stay plain text; a class name with markup or CSS is dropped; an unsafe pixel is dropped', () => {
    const [banner] = reshapeBanners([
      {
        id: 1,
        alt: '<img src=x onerror=alert(1)>',
        promoText: '<b>x</b>',
        bannerClass: 'x" onclick="y',
        pixelSrc: 'javascript:alert(1)',
      },
    ]).banners;
    expect(banner?.alt).toBe('<img src=x onerror=alert(1)>');
    expect(banner?.promoText).toBe('<b>x</b>');
    expect(banner).not.toHaveProperty('className');
    expect(banner).not.toHaveProperty('pixelUrl');
  });

  it('a payload that is not a list is malformed (the caller falls back to the static file)', () => {
    for (const payload of [null, undefined, {}, { banners: [] }, 'x', 3]) {
      expect(reshapeBanners(payload)).toEqual({ banners: [], skipped: 0, malformed: true });
    }
    expect(reshapeBanners([])).toEqual({ banners: [], skipped: 0, malformed: false });
  });
});

describe('core/api/banners reshapePromoCreatives (shell §3 Promo creatives)', () => {
  it('reads panels, thermometer, redPrices, the filter and its colours', () => {
    const creatives = reshapePromoCreatives(
      {
        panels: [{ id: 1 }, { id: 2 }, 3],
        thermometer: [10, '11', 'x'],
        redPrices: [20],
        filter: {
          id: 5,
          color: '#fff',
          background: 'rgb(1,2,3)',
          switch: 'red',
          switchBackground: 'url(javascript:x)',
          switchActive: '#000',
          switchActiveBackground: '#111',
        },
      },
      'h1',
    );
    expect(creatives).toEqual({
      panels: [1, 2, 3],
      thermometer: [10, 11],
      redPrices: [20],
      filter: { id: 5, color: '#fff', background: 'rgb(1,2,3)', switch: 'red', switchActive: '#000', switchActiveBackground: '#111' },
      hash: 'h1',
    });
  });

  it('missing or wrong lists become empty; a filter without id is left out; a non-object is null', () => {
    expect(reshapePromoCreatives({ panels: 'x', filter: { color: '#fff' } }, 'h')).toEqual({ panels: [], thermometer: [], redPrices: [], hash: 'h' });
    expect(reshapePromoCreatives(null, 'h')).toBeNull();
    expect(reshapePromoCreatives([], 'h')).toBeNull();
  });
});
