/**
 * CDN config (storefront-shell.md §3 "CDN config"), the answer of GET {cdn}/api/v3/upstreams.
 * `origin` and `recommend` each map a host group name (a content kind, e.g. product images,
 * feedback photos, videos: the names are the server's) to how ids are spread over hosts.
 * `recommend` is tried first; `origin` is the reserve (storefront-shell.md §4 "CDN config").
 */
export interface CdnRangeHost {
  vol_range_from: number;
  vol_range_to: number;
  host: string;
}

/** Hosts chosen by the id's volume falling inside [vol_range_from, vol_range_to]. */
export interface CdnRangeGroup {
  method: 'range';
  hosts: CdnRangeHost[];
}

/** Hosts chosen by volume modulo the number of hosts. */
export interface CdnModGroup {
  method: 'mod';
  hosts: string[];
}

export type CdnHostGroup = CdnRangeGroup | CdnModGroup;

export type CdnHostGroups = Record<string, CdnHostGroup>;

export interface CdnConfig {
  origin: CdnHostGroups;
  recommend: CdnHostGroups;
  hash: string;
  /** Server time of the config, as sent (seconds or milliseconds: the server's choice). */
  timestamp: number;
}

/** GET {cdn}/api/v3/upstreams?ts= (storefront-shell.md §7). */
export const CDN_UPSTREAMS_PATH = '/api/v3/upstreams';
