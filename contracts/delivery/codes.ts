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
}

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
