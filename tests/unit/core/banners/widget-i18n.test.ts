import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const LANGUAGES = ['ru', 'en', 'ka', 'kk', 'ky', 'uz'] as const;
const read = (language: string) =>
  JSON.parse(readFileSync(path.resolve('widgets/banner-carousel/i18n', `${language}.json`), 'utf8')) as Record<string, Record<string, string>>;

describe('<vt-banner-carousel> translations', () => {
  it('every language has every key of the one bannerCarousel namespace, none blank, none an English copy', () => {
    const english = read('en');
    expect(Object.keys(english)).toEqual(['bannerCarousel']);
    const keys = Object.keys(english.bannerCarousel!).sort();
    for (const language of LANGUAGES) {
      const file = read(language);
      expect(Object.keys(file)).toEqual(['bannerCarousel']);
      expect(Object.keys(file.bannerCarousel!).sort()).toEqual(keys);
      for (const key of keys) {
        const text = file.bannerCarousel![key]!;
        expect(text.trim()).not.toBe('');
        if (language !== 'en' && key !== 'slideLabel') expect(text).not.toBe(english.bannerCarousel![key]);
      }
      // The slide label keeps both placeholders (APG: "3 of 7").
      expect(file.bannerCarousel!.slideLabel).toContain('{{index}}');
      expect(file.bannerCarousel!.slideLabel).toContain('{{count}}');
    }
  });
});
