import { isRecord } from '../../../contracts/wire';
import type { Change } from '../../../contracts/sync';
import type { SyncState } from './types';

const KINDS = new Set(['add', 'update', 'delete']);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

function isChange<D>(value: unknown, isData: (v: unknown) => v is D): value is Change<D> {
  return isRecord(value) && typeof value.key === 'string' && KINDS.has(value.kind as string) && isCount(value.at) && isData(value.data);
}

/** A stored cache is outside input: checked before use (a broken one is logged and ignored). */
export function isSyncState<D>(value: unknown, isData: (v: unknown) => v is D): value is SyncState<D> {
  if (!isRecord(value) || !isRecord(value.items)) return false;
  if (!Array.isArray(value.pending) || !Array.isArray(value.inFlight)) return false;
  if (!isCount(value.ts) || !isCount(value.lastAt) || !isCount(value.syncedAt) || typeof value.fullResend !== 'boolean') return false;
  const entriesOk = Object.values(value.items).every((e) => isRecord(e) && isCount(e.at) && isData(e.data));
  return entriesOk && value.pending.every((c) => isChange(c, isData)) && value.inFlight.every((c) => isChange(c, isData));
}
