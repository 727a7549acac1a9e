/**
 * Order enumerations (storefront-routing-wallet.md §3 "Order status", "Payment status", "Payment
 * method ids", "Delivery type ids" with the courier and cargo groups, "Order-item action keys").
 */

export const ORDER_STATUS = { Accepted: 0, Assembling: 1, Rejected: 2, Processing: 3, Completed: 5, ValidateFail: 6, Validated: 7, Error: 8 } as const;
export type OrderStatusName = keyof typeof ORDER_STATUS;

export const PAYMENT_STATUS = { Unknown: -1, NotPaid: 1, PaySent: 2, PayFail: 3, Paid: 4, Refunded: 5 } as const;
export type PaymentStatusName = keyof typeof PAYMENT_STATUS;

export const PAYMENT_METHOD = {
  Card: 1,
  DefaultCard: 4,
  SbpQrc: 7,
  Sbp: 8,
  WalletQrc: 9,
  WalletSbp: 10,
  WalletMe2Me: 11,
  Wallet: 12,
  SberPay: 13,
  PDL: 14,
  Dram: 15,
  C2CCard: 17,
} as const;
export type PaymentMethodName = keyof typeof PAYMENT_METHOD;

export const DELIVERY_TYPE = {
  Courier: 5,
  PickupOffice: 6,
  Cargo: 17,
  SellerReturn: 30,
  Kiosk: 31,
  IzraelPost: 33,
  SelfTechPostamat: 86,
  ExpressCourier: 100,
  Booking: 111,
  DBSP: 113,
  DBS: 125,
  EDBS: 135,
  DBSCargo: 127,
  EDBSCargo: 137,
  CourierWbGo: 333,
  CargoWgGo: 555,
} as const;
export type DeliveryTypeName = keyof typeof DELIVERY_TYPE;

/** "Courier group: Courier, ExpressCourier, DBS, EDBS, CourierWbGo." */
export const COURIER_DELIVERY_TYPES: readonly number[] = [
  DELIVERY_TYPE.Courier,
  DELIVERY_TYPE.ExpressCourier,
  DELIVERY_TYPE.DBS,
  DELIVERY_TYPE.EDBS,
  DELIVERY_TYPE.CourierWbGo,
];
/** "Cargo group: Cargo, DBSCargo, EDBSCargo, CargoWgGo." */
export const CARGO_DELIVERY_TYPES: readonly number[] = [DELIVERY_TYPE.Cargo, DELIVERY_TYPE.DBSCargo, DELIVERY_TYPE.EDBSCargo, DELIVERY_TYPE.CargoWgGo];

export type DeliveryGroup = 'courier' | 'cargo' | 'pickup';

export function deliveryGroup(deliveryType: number): DeliveryGroup {
  if (COURIER_DELIVERY_TYPES.includes(deliveryType)) return 'courier';
  if (CARGO_DELIVERY_TYPES.includes(deliveryType)) return 'cargo';
  return 'pickup';
}

export const ORDER_ITEM_ACTIONS = ['cancelItem', 'isPrepaid', 'isOnShelf', 'needsDeliveryUpdate', 'location', 'all'] as const;
export type OrderItemAction = (typeof ORDER_ITEM_ACTIONS)[number];

function nameOf<T extends Record<string, number>>(table: T, value: number): keyof T | null {
  const entry = Object.entries(table).find(([, code]) => code === value);
  return entry ? (entry[0] as keyof T) : null;
}

/** The enum name of a code, or null for a code the spec does not list (shown as unknown). */
export const orderStatusName = (code: number): OrderStatusName | null => nameOf(ORDER_STATUS, code);
export const paymentStatusName = (code: number): PaymentStatusName | null => nameOf(PAYMENT_STATUS, code);
export const paymentMethodName = (code: number): PaymentMethodName | null => nameOf(PAYMENT_METHOD, code);
export const deliveryTypeName = (code: number): DeliveryTypeName | null => nameOf(DELIVERY_TYPE, code);
