import type { Office } from './offices';
import type { ProductRecord } from './products';
import { DATA_EPOCH_S } from './products';
import type { Rng } from './rng';
import { DELIVERY_TYPE, ORDER_STATUS, PAYMENT_METHOD, PAYMENT_STATUS } from '../../contracts/orders';

export const ORDERS_PER_USER = 12;
export type OrderItem = {
  rid: string;
  nmId: number;
  chrtId: number;
  name: string;
  brand: string;
  price: number;
  status: number;
  isPrepaid: boolean;
  isOnShelf: boolean;
  cancelItem: boolean;
};
export type Order = {
  orderId: string;
  userId: number;
  createdAt: number;
  status: number;
  paymentStatus: number;
  paymentMethod: number;
  deliveryType: number;
  officeId: number;
  address: string;
  currency: string;
  items: OrderItem[];
  active: boolean;
  storageUntil: number;
};

export function generateOrders(
  rng: Rng,
  userIds: readonly number[],
  products: readonly ProductRecord[],
  offices: readonly Office[],
  brandName: (id: number) => string,
): Order[] {
  return userIds.flatMap((userId) =>
    Array.from({ length: ORDERS_PER_USER }, (_, i) => {
      const active = i < 4;
      const office = rng.pick(offices);
      const createdAt = DATA_EPOCH_S - i * 5 * 24 * 3600 - rng.int(0, 20000);
      const status = active
        ? rng.pick([ORDER_STATUS.Accepted, ORDER_STATUS.Assembling, ORDER_STATUS.Processing, ORDER_STATUS.Validated])
        : rng.pick([ORDER_STATUS.Completed, ORDER_STATUS.Completed, ORDER_STATUS.Rejected]);
      const items = Array.from({ length: rng.int(1, 4) }, (_, k) => {
        const p = rng.pick(products);
        const size = p.sizes[0]!;
        return {
          rid: `${userId}.${i}.${k}`,
          nmId: p.nmId,
          chrtId: size.chrtId,
          name: p.name.ru,
          brand: brandName(p.brandId),
          price: size.product,
          status,
          isPrepaid: rng.chance(0.5),
          isOnShelf: active && rng.chance(0.4),
          cancelItem: active && status === ORDER_STATUS.Accepted,
        };
      });
      return {
        orderId: `${userId}${String(i).padStart(4, '0')}`,
        userId,
        createdAt,
        status,
        paymentStatus:
          status === ORDER_STATUS.Rejected
            ? PAYMENT_STATUS.Refunded
            : rng.pick([PAYMENT_STATUS.Paid, PAYMENT_STATUS.Paid, PAYMENT_STATUS.NotPaid, PAYMENT_STATUS.PayFail]),
        paymentMethod: rng.pick(Object.values(PAYMENT_METHOD)),
        deliveryType: rng.chance(0.7) ? DELIVERY_TYPE.PickupOffice : DELIVERY_TYPE.Courier,
        officeId: office.id,
        address: office.address,
        currency: 'RUB',
        items,
        active,
        storageUntil: createdAt + 12 * 24 * 3600,
      };
    }),
  );
}
