import { cdnConfigAtom } from '../cdn/refresh';
import { chooseHost } from '../cdn/hosts';
import type { ImageSize } from '../cdn/image-size';
import { productImageUrl } from '../cdn/urls';
import { serviceUrl } from '../config/services';
import { getStore } from '../store';

/** The first picture of a product (storefront-shell.md §7 Content URLs); undefined when it has none or no host is known yet. */
export function productThumbUrl(nmId: number, pics: number, size: ImageSize = 'c246x328'): string | undefined {
  if (pics < 1) return undefined;
  try {
    const host = chooseHost(getStore().get(cdnConfigAtom), nmId, { kind: 'product', reserveHost: serviceUrl('images') });
    return productImageUrl(host, { nmId, index: 1 }, size);
  } catch {
    return undefined;
  }
}
