/**
 * Wire form -> domain for the splitter (storefront-shell.md §7 "POST splitter result with user id
 * header; response array of type and properties (204 means none)").
 */
import { isRecord, readPrimitiveRecord, readString } from './wire';

/** Each split type's properties (e.g. rollout -> {resale: 'on'}); empty for 204 or a malformed answer. */
export type SplitProperties = Record<string, Record<string, string | number | boolean>>;

/** Never throws: entries without a type are left out; the last entry of a type wins. */
export function reshapeSplits(payload: unknown): SplitProperties {
  const out: SplitProperties = {};
  if (!Array.isArray(payload)) return out;
  for (const entry of payload) {
    if (!isRecord(entry)) continue;
    const type = readString(entry, 'type');
    if (!type || type === '__proto__') continue;
    out[type] = readPrimitiveRecord(entry.properties);
  }
  return out;
}

export const SPLITTER_PATH = '/webapi/splitter';

/** §7 "POST splitter result with user id header" (the header's name: demo/API.md). */
export const SPLITTER_USER_HEADER = 'X-User-Id';
