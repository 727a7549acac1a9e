import type { Rng } from './rng';
import { capitalise } from './text';
import { CYRILLIC_SYLLABLES, SYLLABLES } from './vocabulary';

export const BRAND_COUNT = 320;

export type Brand = { id: number; name: string; slug: string; hash: string; letter: string; siteId: number; shard: string };

/** storefront-routing-wallet.md §9 "Brand shard": brands/{first letter} for a digit, Latin or Cyrillic first letter, else brands/special. */
export function brandShard(name: string): string {
  const first = name.charAt(0).toLowerCase();
  return /^[0-9a-zа-яё]$/.test(first) ? `brands/${first}` : 'brands/special';
}

const TRANSLIT: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ы: 'y',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

export function slugify(text: string): string {
  return (
    [...text.toLowerCase()]
      .map((ch) => TRANSLIT[ch] ?? ch)
      .join('')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'brand'
  );
}

/** Pronounceable brand names: mostly Latin, some Cyrillic, some starting with a digit or a symbol (the "special" shard). */
export function generateBrands(rng: Rng): Brand[] {
  const seen = new Set<string>();
  const brands: Brand[] = [];
  while (brands.length < BRAND_COUNT) {
    const roll = rng.next();
    let name: string;
    if (roll < 0.06) name = capitalise(Array.from({ length: rng.int(2, 3) }, () => rng.pick(CYRILLIC_SYLLABLES)).join(''));
    else if (roll < 0.09) name = `${rng.int(1, 9)}${capitalise(rng.pick(SYLLABLES))}${rng.pick(SYLLABLES)}`;
    else if (roll < 0.11) name = `&${capitalise(rng.pick(SYLLABLES))}${rng.pick(SYLLABLES)}`;
    else name = capitalise(Array.from({ length: rng.int(2, 3) }, () => rng.pick(SYLLABLES)).join(''));
    if (seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    const id = 1000 + brands.length * 7 + rng.int(0, 6);
    const slug = slugify(name);
    const first = name.charAt(0).toLowerCase();
    brands.push({
      id,
      name,
      slug: brands.some((b) => b.slug === slug) ? `${slug}-${id}` : slug,
      hash: ((id * 2654435761) >>> 0).toString(16),
      letter: /[a-z]/.test(first) ? first.toUpperCase() : /[а-яё]/.test(first) ? first.toUpperCase() : '123',
      siteId: id + 500000,
      shard: brandShard(name),
    });
  }
  return brands;
}
