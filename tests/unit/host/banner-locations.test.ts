import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bannerLocationId } from '../../../contracts/banners/codes';

/** Every banner area a host page composes must be one the banners service knows (shell §2 banner areas). */
describe('host pages: banner carousel locations', () => {
  const pages = readdirSync('host/pages').filter((file) => file.endsWith('.ts'));
  const literals = pages.flatMap((file) =>
    [...readFileSync(`host/pages/${file}`, 'utf8').matchAll(/'vt-banner-carousel',\s*\{\s*location:\s*'([^']+)'/g)].map((m) => ({ file, location: m[1]! })),
  );

  it('the pages do compose banner carousels', () => {
    expect(literals.map((l) => l.file)).toEqual(expect.arrayContaining(['home.ts', 'promotions.ts']));
  });

  it.each(literals)('$file: location "$location" is a known banner area', ({ location }) => {
    expect(bannerLocationId(location)).toBeTypeOf('number');
  });
});
