import { readInteger, readString, type WireRecord } from '../wire';

/** What every synced goods item carries (storefront-shell.md §3 "Favourite sync operation", "Cart server operation"). */
export interface SyncedGoodsFields {
  characteristicId: number;
  cod1S: number;
  targetUrl: string;
  meta: string;
}

/**
 * The identity of a favourite or cart line in a sync answer: chrt_id (the key), client_ts, the
 * deletion mark and the shared fields. Undefined when the entry cannot be keyed (it is skipped).
 */
export function readSyncedGoods(record: WireRecord): { key: string; deleted: boolean; at: number; fields: SyncedGoodsFields } | undefined {
  const chrtId = readInteger(record, 'chrt_id');
  const clientTs = readInteger(record, 'client_ts');
  if (chrtId === undefined || chrtId <= 0 || clientTs === undefined) return undefined;
  return {
    key: String(chrtId),
    deleted: record.is_deleted === true,
    at: clientTs,
    fields: {
      characteristicId: chrtId,
      cod1S: readInteger(record, 'cod_1s') ?? 0,
      targetUrl: readString(record, 'target_url') ?? '',
      meta: readString(record, 'meta_json') ?? '',
    },
  };
}
