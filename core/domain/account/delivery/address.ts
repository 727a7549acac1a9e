/**
 * The delivery address the header previews (storefront-shell.md §2 "Delivery-points popup
 * (courier or self pickup) opened from the header city link"; §7 "POST /spa/address/select:
 * addressId, deliveryWay"; §9 "Fallback cities by locale: Moscow, Minsk, Astana, Bishkek,
 * Yerevan, Tashkent, Dushanbe, Tbilisi"). The choice is kept locally (guests too) and other tabs follow.
 */
import type { Locale } from '../../../../contracts/locales';
import { MalformedResponseError, request } from '../../../transport/http';
import { persistedAtom } from '../../../platform/storage';
import { reshapeAddress, toDeliveryAddress, ADDRESS_SELECT_PATH } from '../../../../contracts/delivery';
import type { DeliveryAddress, DeliveryWay } from '../../../../contracts/delivery';

export const DELIVERY_ADDRESS_STORAGE_KEY = 'delivery-address';
export const DELIVERY_ADDRESS_TOPIC = 'delivery:address';

/** §9 fallback cities, named by a key the widgets translate (il, tm and global are not listed: Moscow). */
export type FallbackCity = 'moscow' | 'minsk' | 'astana' | 'bishkek' | 'yerevan' | 'tashkent' | 'dushanbe' | 'tbilisi';
export const FALLBACK_CITY_BY_LOCALE: Record<Locale, FallbackCity> = {
  ru: 'moscow',
  by: 'minsk',
  kz: 'astana',
  kg: 'bishkek',
  am: 'yerevan',
  uz: 'tashkent',
  tj: 'dushanbe',
  ge: 'tbilisi',
  il: 'moscow',
  tm: 'moscow',
  global: 'moscow',
};

const address = persistedAtom<DeliveryAddress | null>(DELIVERY_ADDRESS_STORAGE_KEY, DELIVERY_ADDRESS_TOPIC, toDeliveryAddress);

/** The chosen address, or null (the preview shows the locale's fallback city). */
export const deliveryAddressAtom = address.atom;
export const followDeliveryAddress = address.follow;
export const reloadDeliveryAddress = address.reload;

/**
 * Sends the choice and, once the server confirms it, shows it everywhere. Rejects with the
 * HttpError family (the popup keeps the shopper's choice on screen and offers to try again).
 */
export async function selectAddress(addressId: number, deliveryWay: DeliveryWay, signal?: AbortSignal): Promise<DeliveryAddress> {
  const chosen = await request<DeliveryAddress>({
    url: { group: 'site', path: ADDRESS_SELECT_PATH },
    method: 'POST',
    body: { json: { addressId, deliveryWay } },
    auth: 'optional',
    v2: true,
    parse: reshapeAddress,
    ...(signal ? { signal } : {}),
  });
  if (!chosen) throw new MalformedResponseError(ADDRESS_SELECT_PATH, 'empty answer');
  address.set(chosen);
  return chosen;
}
