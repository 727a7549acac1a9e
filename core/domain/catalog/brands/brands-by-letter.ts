import { brandShardListPath, readBrandList, type BrandListEntry } from '../../../../contracts/brand-list';
import { brandLetterGroup } from '../../../platform/format';
import { NotFoundError, request } from '../../../transport/http';
import { letterGroupShards } from './brand-letters';

/** A shard no brand starts in does not exist: no brands, not an error. */
async function readShard(shard: string, signal?: AbortSignal): Promise<BrandListEntry[]> {
  try {
    return (await request({ url: { group: 'static', path: brandShardListPath(shard) }, parse: readBrandList, signal })) ?? [];
  } catch (error) {
    if (error instanceof NotFoundError) return [];
    throw error;
  }
}

/**
 * The brands of one letter group (storefront-routing-wallet.md §9 "Brand shard" and "letter
 * group"), read from its shards and sorted as the shopper reads them. Entries of a shard that
 * belong to another group (the shard is by first character, the group by letter) are left out,
 * as are repeats. Any failure other than a missing shard rejects: the router shows its error
 * page with a retry.
 */
export async function loadBrandsByLetter(group: string, signal?: AbortSignal): Promise<BrandListEntry[]> {
  const lists = await Promise.all(letterGroupShards(group).map((shard) => readShard(shard, signal)));
  const seen = new Set<number>();
  return lists
    .flat()
    .filter((brand) => brandLetterGroup(brand.name) === group && !seen.has(brand.id) && Boolean(seen.add(brand.id)))
    .sort((a, b) => a.name.localeCompare(b.name, ['ru', 'en'], { sensitivity: 'base', numeric: true }));
}
