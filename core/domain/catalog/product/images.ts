import { cdnConfigAtom, contentHosts, productImageUrl } from '../../settings';
import { DEFAULT_CARD_IMAGE_SIZE, effectiveImageSize, type ImageSize } from '../../settings';
import { serviceUrl } from '../../../transport/services';
import { getStore } from '../../../platform/store';

/** The CDN hosts for a product's content, best first: the upstreams' choices, then the images group as reserve host (§4 "CDN config"). */
function productContentHosts(nmId: number): string[] {
  try {
    return contentHosts(getStore().get(cdnConfigAtom), nmId, { kind: 'product', reserveHost: serviceUrl('images') });
  } catch {
    return [];
  }
}

/** The CDN host for a product's content: the first of productContentHosts. */
export function productContentHost(nmId: number): string | undefined {
  return productContentHosts(nmId)[0];
}

/**
 * Every picture of a product (storefront-shell.md §7 "{host}/part{n}/{nmId}/images/{size}/{index}.webp"),
 * each as its URLs on every host, best first (§8 "Image load failure: fall back to alternate
 * sources"), in the size the connection allows (§9: slower than 3g downgrades). Empty when the
 * product has no pictures or no host is known: the caller shows the placeholder (common.noPhoto).
 */
export function productImageSources(nmId: number, pics: number, size: ImageSize = DEFAULT_CARD_IMAGE_SIZE): string[][] {
  const hosts = pics > 0 ? productContentHosts(nmId) : [];
  if (hosts.length === 0) return [];
  const chosen = effectiveImageSize(size);
  const pictures: string[][] = [];
  try {
    for (let index = 1; index <= pics; index++) pictures.push(hosts.map((host) => productImageUrl(host, { nmId, index }, chosen)));
  } catch {
    return [];
  }
  return pictures;
}

/** The pictures' URLs on the best host (the page's preload, the first try of each picture). */
export function productImageUrls(nmId: number, pics: number, size: ImageSize = DEFAULT_CARD_IMAGE_SIZE): string[] {
  return productImageSources(nmId, pics, size).map((urls) => urls[0]!);
}
