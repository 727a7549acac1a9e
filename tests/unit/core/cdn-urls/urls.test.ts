import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PART_DIVISOR,
  cardInfoUrl,
  cardTagUrl,
  certificateUrl,
  contentBase,
  feedbackPhotoUrl,
  pdfInstructionUrl,
  picMapUrl,
  priceHistoryUrl,
  productImageUrl,
  productVideoUrl,
  richContentUrl,
  sellersInfoUrl,
} from '../../../../core/domain/settings/cdn/urls';
import { DEFAULT_CARD_IMAGE_SIZE, IMAGE_SIZES, effectiveImageSize } from '../../../../core/domain/settings/cdn/image-size';
import { InvalidMediaIdError } from '../../../../core/domain/settings/cdn/media-id';

const HOST = 'https://basket-01.cdn.example';
const NM = 12_345_678; // part 12345

describe('storefront-shell.md §7 content URLs built on the client', () => {
  it('product image {host}/part{n}/{nmId}/images/{size}/{index}.webp with part = floor(nmId/1000)', () => {
    expect(PART_DIVISOR).toBe(1000);
    expect(productImageUrl(HOST, { nmId: NM, index: 1 }, 'c516x688')).toBe(`${HOST}/part12345/12345678/images/c516x688/1.webp`);
    expect(productImageUrl(HOST, { nmId: 999, index: 3 }, 'tm')).toBe(`${HOST}/part0/999/images/tm/3.webp`);
  });

  it('card info files', () => {
    const base = `${HOST}/part12345/12345678/info`;
    expect(cardInfoUrl(HOST, NM, 'kk')).toBe(`${base}/kk/card.json`);
    expect(priceHistoryUrl(HOST, NM)).toBe(`${base}/price-history.json`);
    expect(sellersInfoUrl(HOST, NM)).toBe(`${base}/sellers.json`);
    expect(certificateUrl(HOST, NM)).toBe(`${base}/certificate.json`);
    expect(richContentUrl(HOST, NM)).toBe(`${base}/ru/rich_v1.json`);
    expect(cardTagUrl(HOST, NM, 'size-grid')).toBe(`${base}/tags/size-grid.json`);
    expect(picMapUrl(HOST, NM)).toBe(`${base}/tags/picMap.json`);
  });

  it('feedback photos .../photos/{size}.webp', () => {
    expect(feedbackPhotoUrl(HOST, 98_765_432, 'fs')).toBe(`${HOST}/part98765/98765432/photos/fs.webp`);
  });

  it('product video mp4 and hls', () => {
    expect(productVideoUrl(HOST, NM, 'mp4', '720p')).toBe(`${HOST}/part12345/12345678/mp4/720p/1.mp4`);
    expect(productVideoUrl(HOST, NM, 'hls', '1440p')).toBe(`${HOST}/part12345/12345678/hls/1440p/index.m3u8`);
  });

  it('PDF instruction {uuid}/{type_id}.pdf on the record shard host', () => {
    const uuid = '0a1b2c3d-4e5f-6789-abcd-ef0123456789';
    expect(pdfInstructionUrl('https://pdf-{shard}.cdn.example', { shard: 4, uuid, type_id: 2 })).toBe(`https://pdf-04.cdn.example/${uuid}/2.pdf`);
    expect(pdfInstructionUrl('https://pdf-{shard}.cdn.example', { shard: '11', uuid, type_id: 2 })).toBe(`https://pdf-11.cdn.example/${uuid}/2.pdf`);
    expect(() => pdfInstructionUrl(HOST, { shard: 1, uuid: '../../etc', type_id: 2 })).toThrow(InvalidMediaIdError);
    expect(() => pdfInstructionUrl(HOST, { shard: '../x', uuid, type_id: 2 })).toThrow(InvalidMediaIdError);
    expect(() => pdfInstructionUrl(HOST, { shard: 1, uuid, type_id: -2 })).toThrow(InvalidMediaIdError);
  });

  it('refuses ids, indexes and pieces that could break out of the path', () => {
    expect(() => contentBase(HOST, -1)).toThrow(InvalidMediaIdError);
    expect(() => productImageUrl(HOST, { nmId: NM, index: 0 }, 'tm')).toThrow(InvalidMediaIdError);
    expect(() => productImageUrl(HOST, { nmId: NM, index: 1.5 }, 'tm')).toThrow(InvalidMediaIdError);
    expect(() => productImageUrl(HOST, { nmId: Number.NaN, index: 1 }, 'tm')).toThrow(InvalidMediaIdError);
    expect(() => productImageUrl(HOST, { nmId: NM, index: 1 }, '../x' as never)).toThrow(InvalidMediaIdError);
    expect(() => cardTagUrl(HOST, NM, '../../secret')).toThrow(InvalidMediaIdError);
    expect(() => cardInfoUrl(HOST, NM, 'ru/../..' as never)).toThrow(InvalidMediaIdError);
    expect(() => feedbackPhotoUrl(HOST, 1, 'fs?x=1')).toThrow(InvalidMediaIdError);
    expect(() => productVideoUrl(HOST, NM, 'toString' as never, '720p')).toThrow(InvalidMediaIdError);
    expect(() => productVideoUrl(HOST, NM, 'mp4', '720p/../../x')).toThrow(InvalidMediaIdError);
  });
});

describe('storefront-shell.md §9 image sizes and slow connections', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has tm, c246x328, c516x688 and the card default c516x688', () => {
    expect(IMAGE_SIZES).toEqual(['tm', 'c246x328', 'c516x688']);
    expect(DEFAULT_CARD_IMAGE_SIZE).toBe('c516x688');
  });

  it('4g and 3g keep quality; slower connections downgrade one size', () => {
    expect(effectiveImageSize('c516x688', { effectiveType: '4g' })).toBe('c516x688');
    expect(effectiveImageSize('c516x688', { effectiveType: '3g' })).toBe('c516x688');
    expect(effectiveImageSize('c516x688', { effectiveType: '2g' })).toBe('c246x328');
    expect(effectiveImageSize('c246x328', { effectiveType: 'slow-2g' })).toBe('tm');
    expect(effectiveImageSize('tm', { effectiveType: '2g' })).toBe('tm');
  });

  it('keeps quality when the connection is unknown', () => {
    expect(effectiveImageSize('c516x688', undefined)).toBe('c516x688');
    expect(effectiveImageSize('c516x688', {})).toBe('c516x688');
  });

  it('reads navigator.connection by default', () => {
    vi.stubGlobal('navigator', { connection: { effectiveType: '2g' } });
    expect(effectiveImageSize('c516x688')).toBe('c246x328');
    vi.stubGlobal('navigator', {});
    expect(effectiveImageSize('c516x688')).toBe('c516x688');
  });
});
