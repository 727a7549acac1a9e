import type { Hono } from 'hono';
import { BASKET_MAX_QT } from '../../data/settings';
import type { AppEnv, Deps } from '../deps';
import { SERVICE_MAP } from '../service-map';
import { intField, isClubInRu, registerSync, stringField, type SyncService } from './sync-route';
import { CART_LIST_FIELD, CART_OP, CART_SERVICE, clampQuantity, type CartWireItem, type CartWireOp } from '../../../contracts/cart';

type StoredLine = Omit<CartWireOp, 'op_type'>;

export const cartService: SyncService = {
  kind: 'cart',
  listField: CART_LIST_FIELD,
  normalise(raw) {
    const opType = raw.op_type;
    if (opType !== CART_OP.add && opType !== CART_OP.update && opType !== CART_OP.delete) return { reject: { reason: 'unknown_op_type' } };
    const chrtId = intField(raw, 'chrt_id');
    const clientTs = intField(raw, 'client_ts');
    if (!chrtId || clientTs === undefined) return { reject: { reason: 'invalid' } };
    return {
      op: {
        key: String(chrtId),
        clientTs,
        opType,
        action: opType === CART_OP.delete ? 'delete' : 'upsert',
        data: {
          chrt_id: chrtId,
          // §5: quantity below 1 becomes 1.
          quantity: clampQuantity(raw.quantity),
          cod_1s: intField(raw, 'cod_1s') ?? 0,
          client_ts: clientTs,
          target_url: stringField(raw, 'target_url'),
          meta_json: stringField(raw, 'meta_json'),
          price: intField(raw, 'price') ?? 0,
          subject_id: intField(raw, 'subject_id') ?? 0,
          currency: stringField(raw, 'currency', 8),
          timezonemin: typeof raw.timezonemin === 'number' && Number.isInteger(raw.timezonemin) ? raw.timezonemin : 0,
        } satisfies StoredLine,
      },
    };
  },
  // storefront-shell.md §5: 255 (basketMaxQt); 510 (double) for club subscribers in ru or when the switch is on.
  limit: (account, deps) => {
    const base = deps.settings.numberVariable('basketMaxQt', BASKET_MAX_QT);
    return isClubInRu(account) || deps.settings.switchOn('enableDoubleBasketLimit') ? base * 2 : base;
  },
  present: (item): CartWireItem => ({ ...(item.data as StoredLine), is_deleted: item.isDeleted, change_ts: item.changeTs }),
};

export function registerCart(app: Hono<AppEnv>, deps: Deps): void {
  registerSync(app, SERVICE_MAP[CART_SERVICE], cartService, deps);
}
