import type { Hono } from 'hono';
import { FAVORITES_LIMIT_DEFAULT, FAVORITES_LIMIT_WB_CLUB } from '../../data/settings';
import type { AppEnv, Deps } from '../deps';
import { SERVICE_MAP } from '../service-map';
import { intField, isClubInRu, registerSync, stringField, type SyncService } from './sync-route';
import {
  DEFAULT_FAVORITE_KIND,
  FAVORITE_OP,
  FAVORITES_LIST_FIELD,
  FAVORITES_SERVICE,
  isFavoriteKind,
  type FavoriteWireItem,
  type FavoriteWireOp,
} from '../../../contracts/favorites';

type StoredFavorite = Omit<FavoriteWireOp, 'op_type' | 'is_deleted'>;

export const favsService: SyncService = {
  kind: 'favs',
  listField: FAVORITES_LIST_FIELD,
  normalise(raw) {
    const opType = raw.op_type;
    if (opType !== FAVORITE_OP.add && opType !== FAVORITE_OP.delete) return { reject: { reason: 'unknown_op_type' } };
    const chrtId = intField(raw, 'chrt_id');
    const clientTs = intField(raw, 'client_ts');
    if (!chrtId || clientTs === undefined) return { reject: { reason: 'invalid' } };
    const type = intField(raw, 'type');
    return {
      op: {
        key: String(chrtId),
        clientTs,
        opType,
        action: opType === FAVORITE_OP.add ? 'upsert' : 'delete',
        data: {
          chrt_id: chrtId,
          cod_1s: intField(raw, 'cod_1s') ?? 0,
          client_ts: clientTs,
          type: isFavoriteKind(type) ? type : DEFAULT_FAVORITE_KIND,
          target_url: stringField(raw, 'target_url'),
          meta_json: stringField(raw, 'meta_json'),
        } satisfies StoredFavorite,
      },
    };
  },
  // storefront-shell.md §9: 2000 default (favoritesLimitDefault), 4000 for club in ru (favoritesLimitWbClub).
  limit: (account, deps) =>
    isClubInRu(account)
      ? deps.settings.numberVariable('favoritesLimitWbClub', FAVORITES_LIMIT_WB_CLUB)
      : deps.settings.numberVariable('favoritesLimitDefault', FAVORITES_LIMIT_DEFAULT),
  present: (item): FavoriteWireItem => ({ ...(item.data as StoredFavorite), is_deleted: item.isDeleted, change_ts: item.changeTs }),
};

export function registerFavs(app: Hono<AppEnv>, deps: Deps): void {
  registerSync(app, SERVICE_MAP[FAVORITES_SERVICE], favsService, deps);
}
