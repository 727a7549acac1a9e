import { beforeEach, describe, expect, it } from 'vitest';
import { bannerPicture, sizeWidth } from '../../../../core/domain/banners/picture';
import { ORIGIN, resetPage } from '../http-fakes';

const ORIGINAL = `${ORIGIN}/cdn/banners/700021.webp`;
const FAST = { effectiveType: '4g' };

describe('core/banners/picture (shell §9 "Image sizes tm, c246x328, c516x688; downgraded on slow connections")', () => {
  beforeEach(() => resetPage());

  it('§9 the sizes give their widths from their names; tm names none', () => {
    expect(sizeWidth('c246x328')).toBe(246);
    expect(sizeWidth('c516x688')).toBe(516);
    expect(sizeWidth('tm')).toBe(undefined);
  });

  it('§9 a banner on our images service offers c246x328, c516x688 and the original at its width', () => {
    expect(bannerPicture({ imageUrl: ORIGINAL, width: 1440 }, FAST)).toEqual({
      src: ORIGINAL,
      srcSet: `${ORIGIN}/cdn/banners/c246x328/700021.webp 246w, ${ORIGIN}/cdn/banners/c516x688/700021.webp 516w, ${ORIGINAL} 1440w`,
    });
  });

  it('§9 4g and 3g keep quality', () => {
    expect(bannerPicture({ imageUrl: ORIGINAL, width: 1440 }, { effectiveType: '3g' })).toEqual(bannerPicture({ imageUrl: ORIGINAL, width: 1440 }, FAST));
  });

  it.each(['2g', 'slow-2g'])('§9 on %s the picture is downgraded: c516x688 is dropped with the original, src is c246x328', (effectiveType) => {
    expect(bannerPicture({ imageUrl: ORIGINAL, width: 1440 }, { effectiveType })).toEqual({ src: `${ORIGIN}/cdn/banners/c246x328/700021.webp` });
  });

  it('a size at least as wide as the original is not offered', () => {
    expect(bannerPicture({ imageUrl: ORIGINAL, width: 300 }, FAST)).toEqual({
      src: ORIGINAL,
      srcSet: `${ORIGIN}/cdn/banners/c246x328/700021.webp 246w, ${ORIGINAL} 300w`,
    });
    expect(bannerPicture({ imageUrl: ORIGINAL, width: 240 }, FAST)).toEqual({ src: ORIGINAL });
  });

  it('pictures elsewhere, or that are not a banner file of ours, are used as they are', () => {
    for (const imageUrl of [
      'https://elsewhere.example/cdn/banners/1.webp',
      `${ORIGIN}/cdn/banners/../secret/1.webp`,
      `${ORIGIN}/cdn/banners/1.webp?x=1`,
      `${ORIGIN}/cdnx/banners/1.webp`,
      `${ORIGIN}/cdn/part1/1/images/c516x688/1.webp`,
    ]) {
      expect(bannerPicture({ imageUrl, width: 1440 }, FAST)).toEqual({ src: imageUrl });
    }
  });

  it('without a known width the original is the one picture (a w descriptor needs a width); a slow connection still gets the small size', () => {
    expect(bannerPicture({ imageUrl: ORIGINAL }, FAST)).toEqual({ src: ORIGINAL });
    expect(bannerPicture({ imageUrl: ORIGINAL }, { effectiveType: '2g' })).toEqual({ src: `${ORIGIN}/cdn/banners/c246x328/700021.webp` });
  });
});
