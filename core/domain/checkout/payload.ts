import type { BasketPayload, InstallmentStatus } from '../../../contracts/basket';
import { INCLUDE_ALL, INCLUDE_SEPARATOR, NO_PAY_LATER_LIMIT } from './constants';
import { cwbLimit } from '../wallet';

export type { InstallmentStatus };

export interface PayloadLine {
  characteristicId: number;
  quantity: number;
  partQuantity?: number | null;
  includeInOrder: boolean;
  canBeOrdered: boolean;
}

export interface Signed {
  userBalanceSigned: string;
  userGradeSigned: string;
  customsDutySigned: string;
}

export interface PayloadInput {
  lines: readonly PayloadLine[];
  currency: string;
  locale: string;
  language: string;
  address: string;
  lat: number | null;
  lon: number | null;
  addressId: number | null;
  signed: Signed;
  installment: InstallmentStatus | null;
  /** The installment type when the shopper pays by installments (routing-wallet §3 instType), else ''. */
  instType?: string;
  buyItNow: boolean;
}

/** routing-wallet §3 "includeInOrderStr (ids with includeInOrder joined by ';', default "1")": "1" when every line is included. */
export function includeInOrderStr(lines: readonly PayloadLine[]): string {
  const included = lines.filter((l) => l.includeInOrder && l.canBeOrdered);
  if (included.length === lines.length) return INCLUDE_ALL;
  return included.map((l) => l.characteristicId).join(INCLUDE_SEPARATOR);
}

/** The §3 basket request payload of the current checkout (the widget never assembles wire fields). */
export function buildBasketPayload(input: PayloadInput): BasketPayload {
  return {
    items: input.lines.map((l) => ({ characteristicId: l.characteristicId, quantity: l.partQuantity ?? l.quantity })),
    currency: input.currency,
    xInfo: '',
    cityLatitude: input.lat,
    cityLongitude: input.lon,
    address: input.address,
    userBalanceSigned: input.signed.userBalanceSigned,
    unpaidAmount: 0,
    userDataSigned: '',
    addressDataSign: input.addressId === null ? '' : String(input.addressId),
    userGradeSigned: input.signed.userGradeSigned,
    customsDutySigned: input.signed.customsDutySigned,
    iwcNetLimit: NO_PAY_LATER_LIMIT,
    // routing-wallet §9: cwbLimit only when the broker's status is completed; 0 sends none.
    cwbLimit: cwbLimit(input.installment) ?? 0,
    bplOffers: '',
    instType: input.instType ?? '',
    b2bSellerId: '',
    isBuyItNowMode: input.buyItNow,
    includeInOrderStr: includeInOrderStr(input.lines),
    currentLocale: input.locale,
    lang: input.language,
  };
}
