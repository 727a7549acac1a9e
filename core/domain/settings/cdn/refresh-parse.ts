import { normaliseBaseUrl } from '../../../transport/http';
import type { CdnConfig, CdnHostGroup, CdnHostGroups, CdnRangeHost } from '../../../../contracts/cdn';
import { isRecord } from '../../../../contracts/wire';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Validates the upstreams answer (storefront-shell.md §3 "CDN config"). Groups that are not
 * well-formed are dropped; hosts must be http(s) URLs (a bare host name gets https://), so a
 * hostile answer cannot put another scheme into image URLs. Throws TypeError when nothing usable is left.
 */
export function parseCdnConfig(raw: unknown): CdnConfig {
  if (!isRecord(raw)) throw new TypeError('CDN config is not an object');
  const origin = parseGroups(raw.origin);
  const recommend = parseGroups(raw.recommend);
  if (!Object.keys(origin).length && !Object.keys(recommend).length) throw new TypeError('CDN config has no usable host group');
  return {
    origin,
    recommend,
    hash: typeof raw.hash === 'string' ? raw.hash : '',
    timestamp: typeof raw.timestamp === 'number' && Number.isFinite(raw.timestamp) ? raw.timestamp : 0,
  };
}

function parseGroups(raw: unknown): CdnHostGroups {
  const groups: CdnHostGroups = {};
  if (!isRecord(raw)) return groups;
  for (const [name, value] of Object.entries(raw)) {
    if (FORBIDDEN_KEYS.has(name)) continue;
    const group = parseGroup(value);
    if (group) groups[name] = group;
  }
  return groups;
}

function parseGroup(raw: unknown): CdnHostGroup | null {
  if (!isRecord(raw) || !Array.isArray(raw.hosts)) return null;
  if (raw.method === 'range') {
    const hosts = raw.hosts.map(parseRangeHost).filter((h): h is CdnRangeHost => h !== null);
    return hosts.length ? { method: 'range', hosts } : null;
  }
  if (raw.method === 'mod') {
    const hosts = raw.hosts.map((h) => normaliseBaseUrl(isRecord(h) ? h.host : h)).filter((h): h is string => h !== null);
    return hosts.length ? { method: 'mod', hosts } : null;
  }
  return null;
}

function parseRangeHost(raw: unknown): CdnRangeHost | null {
  if (!isRecord(raw)) return null;
  const { vol_range_from: from, vol_range_to: to } = raw;
  const host = normaliseBaseUrl(raw.host);
  if (!host || !isInteger(from) || !isInteger(to) || from > to) return null;
  return { vol_range_from: from, vol_range_to: to, host };
}

function isInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}
