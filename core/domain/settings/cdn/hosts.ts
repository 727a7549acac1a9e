import type { CdnConfig, CdnHostGroup } from '../../../../contracts/cdn';
import { fillShard, shardOf, volOf, type MediaKind } from './shards';

/**
 * A host from a config group for a vol (storefront-shell.md §3 "CDN config"):
 * range: the host whose vol_range_from..vol_range_to holds vol; mod: hosts[vol mod count].
 * Hosts are already checked and normalised by parseCdnConfig (core/cdn/refresh-parse.ts).
 */
export function pickHost(group: CdnHostGroup | undefined, vol: number): string | null {
  if (!group || !Array.isArray(group.hosts) || group.hosts.length === 0) return null;
  if (group.method === 'range') {
    return group.hosts.find((h) => h.vol_range_from <= vol && vol <= h.vol_range_to)?.host ?? null;
  }
  return group.hosts[vol % group.hosts.length] ?? null;
}

/**
 * The upstreams' group name per content kind (the spec leaves names to the server; these are the
 * names the demo server serves in demo/data/cdn.ts).
 */
export const CDN_GROUP_BY_KIND: Record<MediaKind, string> = { product: 'products', feedbackPhoto: 'feedbacks', video: 'videos' };

export interface HostChoice {
  kind: MediaKind;
  /** The config group to read; defaults to CDN_GROUP_BY_KIND[kind]. */
  group?: string;
  /** The reserve host when the config has no answer (e.g. serviceUrl('images')); may hold "{shard}". */
  reserveHost: string;
}

/**
 * storefront-shell.md §4 "CDN config": used to pick image hosts, with a reserve host.
 * Tries the config's `recommend` group, then its `origin` group, then the reserve host
 * (its "{shard}" filled with the static 2-digit shard of §9 "Sharding").
 */
export function chooseHost(config: CdnConfig | null | undefined, id: number, choice: HostChoice): string {
  return contentHosts(config, id, choice)[0]!;
}

/**
 * Every host that can serve the id, best first and each once: the config's `recommend` host, its
 * `origin` host, the reserve host. storefront-shell.md §8 "Image load failure: fall back to
 * alternate sources" walks this list.
 */
export function contentHosts(config: CdnConfig | null | undefined, id: number, { kind, reserveHost, group }: HostChoice): string[] {
  const vol = volOf(id, kind);
  const groupName = group ?? CDN_GROUP_BY_KIND[kind];
  const hosts: string[] = [];
  for (const groups of [config?.recommend, config?.origin]) {
    const host = Object.hasOwn(groups ?? {}, groupName) ? pickHost(groups?.[groupName], vol) : null;
    if (host) hosts.push(host);
  }
  hosts.push(fillShard(reserveHost, shardOf(id, kind)).replace(/\/+$/, ''));
  return [...new Set(hosts)];
}
