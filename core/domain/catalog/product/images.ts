import { cdnConfigAtom, chooseHost, productImageUrl } from '../../settings';
import { DEFAULT_CARD_IMAGE_SIZE, effectiveImageSize, type ImageSize } from '../../settings';
import { serviceUrl } from '../../../transport/services';
import { getStore } from '../../../platform/store';

/** The CDN host for a product's content: the upstreams' choice, else the images group as reserve host (§4 "CDN config"). */
export function productContentHost(nmId: number): string | undefined {
  try {
    return chooseHost(getStore().get(cdnConfigAtom), nmId, { kind: 'product', reserveHost: serviceUrl('images') });
  } catch {
    return undefined;
  }
}

/**
 * Every picture of a product (storefront-shell.md §7 "{host}/part{n}/{nmId}/images/{size}/{index}.webp"),
 * in the size the connection allows (§9: slower than 3g downgrades). Empty when the product has
 * no pictures or no host is known: the caller shows the placeholder (common.noPhoto).
 */
export function productImageUrls(nmId: number, pics: number, size: ImageSize = DEFAULT_CARD_IMAGE_SIZE): string[] {
  const host = pics > 0 ? productContentHost(nmId) : undefined;
  if (!host) return [];
  const chosen = effectiveImageSize(size);
  const urls: string[] = [];
  try {
    for (let index = 1; index <= pics; index++) urls.push(productImageUrl(host, { nmId, index }, chosen));
  } catch {
    return [];
  }
  return urls;
}
