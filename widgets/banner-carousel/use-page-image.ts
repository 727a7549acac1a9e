import { useMemo } from 'react';
import { isPlaceholder, type BannerPlaceholder } from '../../core/domain/banners';
import type { Banner } from '../../contracts/banners';

/**
 * Whether the page put the first banner's picture in the HTML as the element's own light-DOM
 * <img> (DESIGN.md: "Put the LCP image in the HTML"): `<vt-banner-carousel><img src=...></vt-banner-carousel>`.
 * When it is the first banner's picture, the first slide shows that very element (slotted), so the
 * page's largest paint is never drawn a second time or fetched again at another size. Any other
 * picture (stale HTML) is left out once the banners are there.
 */
export function usePageImage(host: HTMLElement, first: Banner | BannerPlaceholder | undefined): boolean {
  const imageUrl = first && !isPlaceholder(first) ? first.imageUrl : undefined;
  return useMemo(() => {
    if (!imageUrl) return false;
    const image = host.querySelector<HTMLImageElement>(':scope > img');
    if (!image) return false;
    try {
      return new URL(imageUrl, document.baseURI).href === image.src;
    } catch {
      return false;
    }
  }, [host, imageUrl]);
}
