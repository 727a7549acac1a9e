/** The delivery choice (storefront-shell.md §2 "delivery points popup"; §7 "POST /spa/address/select", "Static reads: shopdata/{id}/shops.json"). */
import type { Locale } from '../locales';

export const DELIVERY_WAYS = ['self', 'courier'] as const;

export type DeliveryWay = (typeof DELIVERY_WAYS)[number];

export function isDeliveryWay(value: unknown): value is DeliveryWay {
  return typeof value === 'string' && (DELIVERY_WAYS as readonly string[]).includes(value);
}

export interface PickupOffice {
  id: number;
  name: string;
  address: string;
  lat: number | null;
  lon: number | null;
  dest: number | null;
  pickupType: number | null;
  workTime: string;
  /** routing-wallet §3 "Pickup point fields read: ... smId": the courier slots call names it (shell §3 "sm_id"). */
  smId: number | null;
  isWb: boolean;
  /** routing-wallet §3 "Pickup point fields read: dtype, smId, name, shouldShowName, typePoint, deliveryType, isSortCenter, pickupType, isExternalPostamat, isWb, photos". */
  dtype: number | null;
  typePoint: number | null;
  deliveryType: number | null;
  /** A sort center hands nothing out to shoppers: it is never offered as a pickup point. */
  isSortCenter: boolean;
  isExternalPostamat: boolean;
  /** Whether the point's own name is shown (a partner's point); otherwise its address names it. */
  shouldShowName: boolean;
  photos: string[];
}

/** storefront-shell.md §9 "Pickup types: 1 to 10 and 14; partner-post types 23, 29, 31, 32" (values of pickupType). */
export const PICKUP_TYPES: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 14];
export const PARTNER_POST_TYPES: readonly number[] = [23, 29, 31, 32];

/** The chosen address as the header shows it. */
export interface DeliveryAddress {
  addressId: number;
  deliveryWay: DeliveryWay;
  address: string;
  dest: number | null;
}

export const ADDRESS_SELECT_PATH = '/spa/address/select';

export function officesPath(locale: Locale): string {
  return `/shopdata/${encodeURIComponent(locale)}/shops.json`;
}
