import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkImageFile, IMAGE_SEARCH_MAX_BYTES, ImageSearchError, imageSearchPageUrl, uploadSearchImage } from '../../../../core/domain/search/image-search';
import { MalformedResponseError } from '../../../../core/transport/http/errors';
import { fakeFetch, json, resetPage, SERVICES } from '../http-fakes';

describe('core/suggest/image-search (shell §1 "search by image"; routing §2.2 SpaSearchByImageData imageId)', () => {
  beforeEach(resetPage);
  afterEach(() => vi.unstubAllGlobals());

  it('takes jpeg, png and webp pictures up to the size limit; refuses anything else with a typed error', () => {
    expect(() => checkImageFile({ type: 'image/png', size: 1000 })).not.toThrow();
    expect(() => checkImageFile({ type: 'image/svg+xml', size: 10 })).toThrow(ImageSearchError);
    expect(() => checkImageFile({ type: 'text/html', size: 10 })).toThrow(expect.objectContaining({ reason: 'type' }));
    expect(() => checkImageFile({ type: 'image/jpeg', size: IMAGE_SEARCH_MAX_BYTES + 1 })).toThrow(expect.objectContaining({ reason: 'size' }));
    expect(() => checkImageFile({ type: 'image/jpeg', size: 0 })).toThrow(expect.objectContaining({ reason: 'size' }));
  });

  it('uploads to {search}/image and answers the image id; the page is /searchbyimage/{imageId}', async () => {
    const calls = fakeFetch(() => json({ imageId: 'abc123' }));
    expect(await uploadSearchImage('data:image/jpeg;base64,AAAA')).toBe('abc123');
    expect(calls[0]!.url).toBe(`${SERVICES.search}/image`);
    expect(calls[0]!.method).toBe('POST');
    expect(JSON.parse(calls[0]!.body!)).toEqual({ image: 'data:image/jpeg;base64,AAAA' });
    expect(imageSearchPageUrl('abc123')).toBe('/searchbyimage/abc123');
    expect(imageSearchPageUrl('../x?y')).toBe('/searchbyimage/..%2Fx%3Fy');
  });

  it('an answer without an id is a typed error', async () => {
    fakeFetch(() => json({ nope: 1 }));
    await expect(uploadSearchImage('data:image/png;base64,AA')).rejects.toBeInstanceOf(MalformedResponseError);
  });
});

import { brandLogoUrl } from '../../../../core/domain/search/brand-logo';

describe('core/suggest/brand-logo (shell §9 brand logos 32x13; routing §5 no-logo without an id)', () => {
  beforeEach(resetPage);

  it('a brand suggestion with an id gets {suggest}/brand-logo/{id}.webp; without an id, or another kind, none', () => {
    expect(brandLogoUrl({ kind: 'brand', brand: { id: 17 } })).toBe(`${SERVICES.suggest}/brand-logo/17.webp`);
    expect(brandLogoUrl({ kind: 'brand', brand: { name: 'x' } })).toBeNull();
    expect(brandLogoUrl({ kind: 'brand', brand: { id: -3 } })).toBeNull();
    expect(brandLogoUrl({ kind: 'suggest', brand: { id: 17 } })).toBeNull();
  });
});
