import type { Hono } from 'hono';
import { FAVORITES_LIMIT_DEFAULT, FAVORITES_LIMIT_WB_CLUB } from '../../data/settings';
import type { AppEnv, Deps } from '../deps';
import { SERVICE_MAP } from '../service-map';
import { intField, isClubInRu, registerSync, stringField, type SyncService } from './sync-route';

/** storefront-shell.md §3 Favourite sync operation: op_type 1 add, 3 delete; type default 2. */
export const FAV_OP = { add: 1, delete: 3 } as const;
export const FAV_DEFAULT_TYPE = 2;

export const favsService: SyncService = {
  kind: 'favs',
  listField: 'result_set',
  normalise(raw) {
    const opType = raw.op_type;
    if (opType !== FAV_OP.add && opType !== FAV_OP.delete) return { reject: { reason: 'unknown_op_type' } };
    const chrtId = intField(raw, 'chrt_id');
    const clientTs = intField(raw, 'client_ts');
    if (!chrtId || clientTs === undefined) return { reject: { reason: 'invalid' } };
    const type = intField(raw, 'type');
    return {
      op: {
        key: String(chrtId),
        clientTs,
        opType,
        action: opType === FAV_OP.add ? 'upsert' : 'delete',
        data: {
          chrt_id: chrtId,
          cod_1s: intField(raw, 'cod_1s') ?? 0,
          client_ts: clientTs,
          type: type && [1, 2, 3].includes(type) ? type : FAV_DEFAULT_TYPE,
          target_url: stringField(raw, 'target_url'),
          meta_json: stringField(raw, 'meta_json'),
        },
      },
    };
  },
  // storefront-shell.md §9: 2000 default (favoritesLimitDefault), 4000 for club in ru (favoritesLimitWbClub).
  limit: (account, deps) =>
    isClubInRu(account)
      ? deps.settings.numberVariable('favoritesLimitWbClub', FAVORITES_LIMIT_WB_CLUB)
      : deps.settings.numberVariable('favoritesLimitDefault', FAVORITES_LIMIT_DEFAULT),
  present: (item) => ({ ...item.data, is_deleted: item.isDeleted, change_ts: item.changeTs }),
};

export function registerFavs(app: Hono<AppEnv>, deps: Deps): void {
  registerSync(app, SERVICE_MAP.favs, favsService, deps);
}
