import { atom } from 'jotai/vanilla';
import { reshapeSellerLegal, type SellerLegal } from '../../../../contracts/products';
import { sellersInfoUrl } from '../../settings';
import { readProductInfo } from './info-read';

/** nmId -> the seller's legal details; null when the product has none or the file is broken. */
export const sellerLegalAtom = atom<Record<string, SellerLegal | null>>({});

/** GET {host}/part{n}/{nmId}/info/sellers.json once per product (storefront-shell.md §7 content URLs). */
export function loadSellerLegal(nmId: number): Promise<void> {
  return readProductInfo(sellerLegalAtom, String(nmId), nmId, (host) => sellersInfoUrl(host, nmId), reshapeSellerLegal, 'seller details');
}
