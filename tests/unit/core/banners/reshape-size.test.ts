import { describe, expect, it } from 'vitest';
import { reshapeBanners } from '../../../../contracts/banners/reshape';

describe('core/api/banners reshapeBanners: image size and creative data', () => {
  it('keeps a sane width and height (the slide reserves the real box); drops anything else', () => {
    const { banners } = reshapeBanners([
      { id: 1, src: 'https://cdn.example/1.webp', width: 1440, height: 450 },
      { id: 2, src: 'https://cdn.example/2.webp', width: 0, height: -5 },
      { id: 3, src: 'https://cdn.example/3.webp', width: '1e9', height: 'tall' },
    ]);
    expect(banners.map((b) => [b.width, b.height])).toEqual([
      [1440, 450],
      [undefined, undefined],
      [undefined, undefined],
    ]);
  });

  it('§3 htmlData.data passes as text or as a flat object (nested values dropped)', () => {
    const base = { isHtml5: true, htmlSrc: 'https://ads.example/c.html' };
    const { banners } = reshapeBanners([
      { id: 1, ...base, htmlData: { xml: '<x/>', data: 'plain' } },
      { id: 2, ...base, htmlData: { xml: '', data: { title: 'T', bannerId: 2, nested: { no: 1 } } } },
      { id: 3, ...base, htmlData: 'garbage' },
    ]);
    expect(banners.map((b) => b.creative?.data)).toEqual(['plain', { title: 'T', bannerId: 2 }, '']);
  });
});
