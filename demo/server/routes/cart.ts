import type { Hono } from 'hono';
import { BASKET_MAX_QT } from '../../data/settings';
import type { AppEnv, Deps } from '../deps';
import { SERVICE_MAP } from '../service-map';
import { intField, isClubInRu, registerSync, stringField, type SyncService } from './sync-route';

/** storefront-shell.md §3 Cart server operation: op_type 1 add, 2 update, 3 delete. */
export const CART_OP = { add: 1, update: 2, delete: 3 } as const;
/** §5: quantity below 1 becomes 1. */
export const MIN_QUANTITY = 1;

export const cartService: SyncService = {
  kind: 'cart',
  listField: 'result_set',
  normalise(raw) {
    const opType = raw.op_type;
    if (opType !== CART_OP.add && opType !== CART_OP.update && opType !== CART_OP.delete) return { reject: { reason: 'unknown_op_type' } };
    const chrtId = intField(raw, 'chrt_id');
    const clientTs = intField(raw, 'client_ts');
    if (!chrtId || clientTs === undefined) return { reject: { reason: 'invalid' } };
    const quantity = typeof raw.quantity === 'number' && Number.isFinite(raw.quantity) ? Math.max(MIN_QUANTITY, Math.floor(raw.quantity)) : MIN_QUANTITY;
    return {
      op: {
        key: String(chrtId),
        clientTs,
        opType,
        action: opType === CART_OP.delete ? 'delete' : 'upsert',
        data: {
          chrt_id: chrtId,
          quantity,
          cod_1s: intField(raw, 'cod_1s') ?? 0,
          client_ts: clientTs,
          target_url: stringField(raw, 'target_url'),
          meta_json: stringField(raw, 'meta_json'),
          price: intField(raw, 'price') ?? 0,
          subject_id: intField(raw, 'subject_id') ?? 0,
          currency: stringField(raw, 'currency', 8),
          timezonemin: typeof raw.timezonemin === 'number' && Number.isInteger(raw.timezonemin) ? raw.timezonemin : 0,
        },
      },
    };
  },
  // storefront-shell.md §5: 255 (basketMaxQt); 510 (double) for club subscribers in ru or when the switch is on.
  limit: (account, deps) => {
    const base = deps.settings.numberVariable('basketMaxQt', BASKET_MAX_QT);
    return isClubInRu(account) || deps.settings.switchOn('enableDoubleBasketLimit') ? base * 2 : base;
  },
  present: (item) => ({ ...item.data, is_deleted: item.isDeleted, change_ts: item.changeTs }),
};

export function registerCart(app: Hono<AppEnv>, deps: Deps): void {
  registerSync(app, SERVICE_MAP.cartStorage, cartService, deps);
}
