import { isRecord, readInteger, type WireRecord } from '../wire';
import type { ServerItem, SyncAnswer, SyncListField } from './types';

export class MalformedSyncAnswerError extends Error {
  override name = 'MalformedSyncAnswerError';
}

/**
 * Reads {state, change_ts, result_set|results, rejected?} (storefront-shell.md §7). A wrong
 * envelope throws (the sync fails and is retried); a malformed item is skipped with a logged
 * error (a broken answer never loses a change).
 */
export function parseSyncAnswer<D>(
  raw: unknown,
  listField: SyncListField,
  readItem: (record: WireRecord) => ServerItem<D> | undefined,
  log: (message: string, value: unknown) => void = (m, v) => console.error(`[vitrina] ${m}`, v),
): SyncAnswer<D> {
  if (!isRecord(raw)) throw new MalformedSyncAnswerError('sync answer is not an object');
  const state = raw.state;
  if (state !== 0 && state !== 1) throw new MalformedSyncAnswerError(`sync answer state ${String(state)} is unknown`);
  const changeTs = readInteger(raw, 'change_ts') ?? 0;
  const list = raw[listField] ?? [];
  if (!Array.isArray(list)) throw new MalformedSyncAnswerError(`sync answer ${listField} is not a list`);
  const items: ServerItem<D>[] = [];
  for (const entry of list) {
    const item = isRecord(entry) ? readItem(entry) : undefined;
    if (item) items.push(item);
    else log('sync answer: malformed item skipped', entry);
  }
  const rejected = Array.isArray(raw.rejected)
    ? raw.rejected.flatMap((r) => (isRecord(r) && typeof r.key === 'string' && typeof r.reason === 'string' ? [{ key: r.key, reason: r.reason }] : []))
    : [];
  return { state, changeTs, items, rejected };
}
