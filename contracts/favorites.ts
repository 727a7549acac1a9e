import { readInteger, type WireRecord } from './wire';
import type { ServiceGroup } from './service-map';
import { parseSyncAnswer, readSyncedGoods, type Change, type ServerItem, type SyncAnswer, type SyncListField } from './sync';

/**
 * The favourites' sync service (storefront-shell.md §3 "Favourite sync operation", §7): POST
 * {favs}/sync (contracts/sync), answered with `result_set`.
 */
export const FAVORITES_SERVICE = 'favs' satisfies ServiceGroup;
export const FAVORITES_LIST_FIELD = 'result_set' satisfies SyncListField;

/** storefront-shell.md §3 "Favourite item ... Add kinds: waitlist 1, poned 2, both 3". */
export const FAVORITE_KIND = { waitlist: 1, poned: 2, both: 3 } as const;
export type FavoriteKind = (typeof FAVORITE_KIND)[keyof typeof FAVORITE_KIND];
/** §3 "type (default 2)". */
export const DEFAULT_FAVORITE_KIND: FavoriteKind = FAVORITE_KIND.poned;
/** §3 "op_type (1 add, 3 delete)". */
export const FAVORITE_OP = { add: 1, delete: 3 } as const;
export type FavoriteOpCode = (typeof FAVORITE_OP)[keyof typeof FAVORITE_OP];

/** The cached favourite (§3 "Favourite item (cache)"); the key is the characteristicId. */
export interface FavoriteData {
  characteristicId: number;
  cod1S: number;
  /** Seconds (§3). */
  timestamp: number;
  kind: FavoriteKind;
  targetUrl: string;
  meta: string;
}

export function isFavoriteKind(value: unknown): value is FavoriteKind {
  return value === 1 || value === 2 || value === 3;
}

export function isFavoriteData(value: unknown): value is FavoriteData {
  const v = value as FavoriteData;
  return (
    !!v &&
    typeof v === 'object' &&
    Number.isSafeInteger(v.characteristicId) &&
    Number.isSafeInteger(v.cod1S) &&
    typeof v.timestamp === 'number' &&
    isFavoriteKind(v.kind) &&
    typeof v.targetUrl === 'string' &&
    typeof v.meta === 'string'
  );
}

/** §3 one favourite operation on the wire. */
export interface FavoriteWireOp {
  chrt_id: number;
  cod_1s: number;
  client_ts: number;
  op_type: FavoriteOpCode;
  type: FavoriteKind;
  target_url: string;
  meta_json: string;
  is_deleted: boolean;
}

/** An item of the answer's result_set. */
export type FavoriteWireItem = Omit<FavoriteWireOp, 'op_type'> & { change_ts: number };

/** §3 "Favourite sync operation": chrt_id, cod_1s, client_ts, op_type, type, target_url, meta_json, is_deleted. */
export function favoriteOp(change: Change<FavoriteData>): FavoriteWireOp {
  const deleted = change.kind === 'delete';
  return {
    chrt_id: change.data.characteristicId,
    cod_1s: change.data.cod1S,
    client_ts: change.at,
    op_type: deleted ? FAVORITE_OP.delete : FAVORITE_OP.add,
    type: change.data.kind,
    target_url: change.data.targetUrl,
    meta_json: change.data.meta,
    is_deleted: deleted,
  };
}

function readFavorite(record: WireRecord): ServerItem<FavoriteData> | undefined {
  const item = readSyncedGoods(record);
  if (!item) return undefined;
  const type = readInteger(record, 'type');
  return {
    key: item.key,
    deleted: item.deleted,
    at: item.at,
    data: {
      ...item.fields,
      timestamp: Math.floor(item.at / 1000),
      kind: isFavoriteKind(type) ? type : DEFAULT_FAVORITE_KIND,
    },
  };
}

/** {state, change_ts, result_set} in domain terms. */
export function reshapeFavoritesAnswer(raw: unknown): SyncAnswer<FavoriteData> {
  return parseSyncAnswer(raw, FAVORITES_LIST_FIELD, readFavorite);
}
