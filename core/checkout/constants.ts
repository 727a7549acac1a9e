/** storefront-shell.md §9 / routing-wallet §3 and §9 constants of checkout, named once. */

/** shell §9 "Courier slots timeout 10 s". */
export const COURIER_SLOTS_TIMEOUT_MS = 10_000;
/** routing-wallet §9 "bank cards 2 s". */
export const BANK_CARDS_TIMEOUT_MS = 2_000;
/** routing-wallet §9 "basket 4 s, buy-it-now 3 s" (the basket endpoint, also used to place the order). */
export { BASKET_DATA_TIMEOUT_MS as BASKET_TIMEOUT_MS, BUY_IT_NOW_DATA_TIMEOUT_MS as BUY_IT_NOW_TIMEOUT_MS } from '../../contracts/route-data';

/** shell §3 "Cart: paymentTypes (card code crd, id 63)". */
export const CARD_PAYMENT = { code: 'crd', id: 63 } as const;

/** routing-wallet §3 "iwcNetLimit (pay-later limit, -1 if none)". */
export const NO_PAY_LATER_LIMIT = -1;
/** routing-wallet §3 "includeInOrderStr (... default "1")": every line included. */
export const INCLUDE_ALL = '1';
export const INCLUDE_SEPARATOR = ';';
/** routing-wallet §9 "Broker installment available sum divided by 100 and floored gives cwbLimit; used only when status is completed". */
export const CWB_LIMIT_DIVISOR = 100;
export const INSTALLMENT_COMPLETED = 'completed';

/** routing-wallet §8 "Order confirmed fallback: order saved in session storage under confirmed_order_{orderId}". */
export const CONFIRMED_ORDER_PREFIX = 'confirmed_order_';

/** routing-wallet §8 "Default server error text: key common.errors.serverError". */
export const SERVER_ERROR_KEY = 'common.errors.serverError';
export const CONNECTION_LOST_KEY = 'common.errors.connectionLost';

/** routing-wallet §3 enumerations. */
export const ORDER_STATUS = { Accepted: 0, Assembling: 1, Rejected: 2, Processing: 3, Completed: 5, ValidateFail: 6, Validated: 7, Error: 8 } as const;
export const PAYMENT_STATUS = { Unknown: -1, NotPaid: 1, PaySent: 2, PayFail: 3, Paid: 4, Refunded: 5 } as const;
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
/** routing-wallet §3 "Courier group: Courier, ExpressCourier, DBS, EDBS, CourierWbGo". */
export const COURIER_DELIVERY_TYPES: ReadonlySet<number> = new Set([
  DELIVERY_TYPE.Courier,
  DELIVERY_TYPE.ExpressCourier,
  DELIVERY_TYPE.DBS,
  DELIVERY_TYPE.EDBS,
  DELIVERY_TYPE.CourierWbGo,
]);
/** routing-wallet §3 "Cargo group: Cargo, DBSCargo, EDBSCargo, CargoWgGo". */
export const CARGO_DELIVERY_TYPES: ReadonlySet<number> = new Set([
  DELIVERY_TYPE.Cargo,
  DELIVERY_TYPE.DBSCargo,
  DELIVERY_TYPE.EDBSCargo,
  DELIVERY_TYPE.CargoWgGo,
]);
