import type { BasketPayload, InstallmentStatus } from '../../../contracts/basket';
import { CWB_LIMIT_DIVISOR, INCLUDE_ALL, INCLUDE_SEPARATOR, INSTALLMENT_COMPLETED, NO_PAY_LATER_LIMIT } from './constants';

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
  address: string;
  lat: number | null;
  lon: number | null;
  addressId: number | null;
  signed: Signed;
  installment: InstallmentStatus | null;
  buyItNow: boolean;
}

/** routing-wallet §9 "available sum divided by 100 and floored gives cwbLimit; used only when status is completed". */
export function cwbLimit(installment: InstallmentStatus | null): number {
  if (!installment || installment.status !== INSTALLMENT_COMPLETED) return 0;
  return Math.floor(installment.availableSum / CWB_LIMIT_DIVISOR);
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
    cwbLimit: cwbLimit(input.installment),
    bplOffers: '',
    instType: '',
    b2bSellerId: '',
    isBuyItNowMode: input.buyItNow,
    includeInOrderStr: includeInOrderStr(input.lines),
    currentLocale: input.locale,
  };
}
