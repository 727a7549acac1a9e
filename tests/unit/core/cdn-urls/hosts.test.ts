import { describe, expect, it } from 'vitest';
import { CDN_GROUP_BY_KIND, chooseHost, pickHost } from '../../../../core/domain/settings/cdn/hosts';
import { SHARD_COUNTS, VIDEO_VOL_MODULO, VOL_DIVISOR, fillShard, shardOf, volOf } from '../../../../core/domain/settings/cdn/shards';
import { InvalidMediaIdError } from '../../../../core/domain/settings/cdn/media-id';
import type { CdnConfig } from '../../../../contracts/cdn';

const range = (...hosts: Array<[number, number, string]>) => ({
  method: 'range' as const,
  hosts: hosts.map(([vol_range_from, vol_range_to, host]) => ({ vol_range_from, vol_range_to, host })),
});
const mod = (...hosts: string[]) => ({ method: 'mod' as const, hosts });

const config: CdnConfig = {
  recommend: { products: range([0, 143, 'https://r1.cdn.example'], [144, 287, 'https://r2.cdn.example']) },
  origin: {
    products: range([0, 999, 'https://o1.cdn.example']),
    feedbacks: mod('https://f1.cdn.example', 'https://f2.cdn.example', 'https://f3.cdn.example'),
    videos: mod(...Array.from({ length: 13 }, (_, i) => `https://v${i}.cdn.example`)),
  },
  hash: 'h',
  timestamp: 1,
};
const RESERVE = 'https://reserve.example/basket-{shard}';

describe('storefront-shell.md §9 sharding', () => {
  it('uses the spec numbers', () => {
    expect(VOL_DIVISOR).toBe(100_000);
    expect(VIDEO_VOL_MODULO).toBe(144);
    expect(SHARD_COUNTS).toEqual({ product: 29, feedbackPhoto: 10, video: 13 });
  });

  it('vol is floor(id / 100000), and id mod 144 for video', () => {
    expect(volOf(14_399_999, 'product')).toBe(143);
    expect(volOf(14_400_000, 'product')).toBe(144);
    expect(volOf(99_999, 'feedbackPhoto')).toBe(0);
    expect(volOf(145, 'video')).toBe(1);
    expect(volOf(144 * 7 + 5, 'video')).toBe(5);
  });

  it('static shards are 2-digit and stay within the group counts', () => {
    expect(shardOf(0, 'product')).toBe('01');
    expect(shardOf(28 * 100_000, 'product')).toBe('29');
    expect(shardOf(29 * 100_000, 'product')).toBe('01');
    expect(shardOf(9 * 100_000, 'feedbackPhoto')).toBe('10');
    expect(shardOf(12, 'video')).toBe('13');
    for (const kind of ['product', 'feedbackPhoto', 'video'] as const) {
      const seen = new Set(Array.from({ length: 500 }, (_, i) => shardOf(i * 100_003, kind)));
      expect([...seen].every((s) => /^\d{2}$/.test(s) && Number(s) >= 1 && Number(s) <= SHARD_COUNTS[kind])).toBe(true);
      expect(seen.size).toBe(SHARD_COUNTS[kind]);
    }
  });

  it('fills the shard placeholder', () => {
    expect(fillShard('https://b-{shard}.example', 7)).toBe('https://b-07.example');
    expect(fillShard('https://b-{shard}.example', '12')).toBe('https://b-12.example');
    expect(fillShard('https://plain.example', 3)).toBe('https://plain.example');
    expect(() => fillShard('x{shard}', -1)).toThrow(InvalidMediaIdError);
  });

  it('refuses ids that are not non-negative safe integers', () => {
    for (const bad of [-1, 1.5, Number.NaN, 2 ** 60, '123' as unknown as number]) {
      expect(() => volOf(bad, 'product')).toThrow(InvalidMediaIdError);
    }
  });
});

describe('storefront-shell.md §3 "CDN config": host by range or mod', () => {
  it('range: the host whose vol_range_from..vol_range_to holds the vol (both ends included)', () => {
    const group = range([0, 143, 'a'], [144, 287, 'b']);
    expect(pickHost(group, 0)).toBe('a');
    expect(pickHost(group, 143)).toBe('a');
    expect(pickHost(group, 144)).toBe('b');
    expect(pickHost(group, 287)).toBe('b');
    expect(pickHost(group, 288)).toBeNull();
  });

  it('mod: hosts[vol mod count]', () => {
    const group = mod('a', 'b', 'c');
    expect([0, 1, 2, 3, 4, 5].map((vol) => pickHost(group, vol))).toEqual(['a', 'b', 'c', 'a', 'b', 'c']);
  });

  it('no group, or a group without hosts, gives null', () => {
    expect(pickHost(undefined, 1)).toBeNull();
    expect(pickHost(mod(), 1)).toBeNull();
    expect(pickHost({ method: 'range', hosts: null } as never, 1)).toBeNull();
  });
});

describe('chooseHost: recommend, then origin, then the reserve host', () => {
  it('prefers the recommend group', () => {
    expect(chooseHost(config, 12_345_678, { kind: 'product', reserveHost: RESERVE })).toBe('https://r1.cdn.example');
    expect(chooseHost(config, 20_000_000, { kind: 'product', reserveHost: RESERVE })).toBe('https://r2.cdn.example');
  });

  it('falls to origin when recommend has no host for the vol', () => {
    expect(chooseHost(config, 30_000_000, { kind: 'product', reserveHost: RESERVE })).toBe('https://o1.cdn.example');
  });

  it('reads feedback photos by mod of floor(id/100000), video by mod of id mod 144', () => {
    expect(chooseHost(config, 400_000, { kind: 'feedbackPhoto', reserveHost: RESERVE })).toBe('https://f2.cdn.example'); // vol 4 -> 4 mod 3
    expect(chooseHost(config, 144 + 14, { kind: 'video', reserveHost: RESERVE })).toBe('https://v1.cdn.example'); // vol 14 -> 14 mod 13
  });

  it('uses the reserve host, with the static shard, without a config or without an answer', () => {
    expect(chooseHost(null, 12_345_678, { kind: 'product', reserveHost: RESERVE })).toBe('https://reserve.example/basket-08'); // vol 123 -> 123 mod 29 = 7, + 1
    expect(chooseHost(config, 200_000_000, { kind: 'product', reserveHost: RESERVE })).toBe('https://reserve.example/basket-29'); // vol 2000 -> 2000 mod 29 = 28, + 1
    expect(chooseHost(config, 1, { kind: 'product', group: 'missing', reserveHost: 'https://cdn.example/' })).toBe('https://cdn.example');
    expect(chooseHost(config, 1, { kind: 'product', group: '__proto__', reserveHost: 'https://cdn.example' })).toBe('https://cdn.example');
  });

  it('maps kinds to the group names the demo server sends', () => {
    expect(CDN_GROUP_BY_KIND).toEqual({ product: 'products', feedbackPhoto: 'feedbacks', video: 'videos' });
  });
});
