import { describe, expect, it } from 'vitest';
import { THERMOMETER_MAX_QUANTITY, quantityShowsThermometer, showsRedPrices, showsThermometer } from '../../../../core/domain/banners/promo-creatives';
import { needsDownload } from '../../../../core/domain/banners/promo-poller';
import { PROMO_CREATIVES_HASH_PATH, PROMO_CREATIVES_PATH, isSafeCssColor } from '../../../../contracts/banners/promo-creatives';

describe('core/banners/promo-creatives (shell §3 Promo creatives, §7 hash then json)', () => {
  it('§7 the hash file, then the json', () => {
    expect(PROMO_CREATIVES_HASH_PATH).toBe('/promotion-creatives.json.hash');
    expect(PROMO_CREATIVES_PATH).toBe('/promotion-creatives.json');
  });

  it('§7 the json is downloaded only when the hash differs', () => {
    expect(needsDownload('abc', 'abc')).toBe(false);
    expect(needsDownload('abc', 'abc\n')).toBe(false);
    expect(needsDownload('abc', 'abd')).toBe(true);
    expect(needsDownload(undefined, 'abc')).toBe(true);
    expect(needsDownload(null, 'abc')).toBe(true);
  });

  it('a blank hash cannot be compared: download only when nothing is held', () => {
    expect(needsDownload(undefined, '')).toBe(true);
    expect(needsDownload('abc', '')).toBe(false);
    expect(needsDownload('abc', '  ')).toBe(false);
  });

  it('§5 the thermometer shows for its promos only when quantity is at most 1000', () => {
    expect(THERMOMETER_MAX_QUANTITY).toBe(1000);
    const creatives = { thermometer: [7] };
    expect(showsThermometer(creatives, 7, 1000)).toBe(true);
    expect(showsThermometer(creatives, 7, 1001)).toBe(false);
    expect(showsThermometer(creatives, 8, 5)).toBe(false);
    expect(showsThermometer(creatives, 7, Number.NaN)).toBe(false);
    expect(quantityShowsThermometer(1000)).toBe(true);
    expect(quantityShowsThermometer(1001)).toBe(false);
    expect(quantityShowsThermometer(Number.POSITIVE_INFINITY)).toBe(false);
  });

  it('§3 redPrices: red prices only for the listed promo ids', () => {
    const creatives = { redPrices: [3, 9] };
    expect(showsRedPrices(creatives, 9)).toBe(true);
    expect(showsRedPrices(creatives, 4)).toBe(false);
    expect(showsRedPrices({ redPrices: [] }, 9)).toBe(false);
  });

  it('filter colours are plain colours only', () => {
    for (const good of ['#fff', '#FFAA00', '#ffaa0080', 'rgb(1, 2, 3)', 'rgba(1,2,3,0.5)', 'hsl(120 50% 50% / 0.5)', 'red', 'transparent']) {
      expect(isSafeCssColor(good), good).toBe(true);
    }
    for (const bad of ['red;background:url(//evil)', 'url(javascript:alert(1))', 'expression(alert(1))', '#ggg', '', 5, null, 'rgb(1,2,3);x:y', 'var(--x)']) {
      expect(isSafeCssColor(bad), String(bad)).toBe(false);
    }
  });
});
