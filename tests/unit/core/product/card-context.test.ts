import { describe, expect, it } from 'vitest';
import { cardContextOf, cardItemMeta, readCardUrlContext, withCardContext } from '../../../../core/domain/catalog/product/card-context';

describe('the card address context (storefront-routing-wallet.md §2.3 "query targetUrl; also size, erid, isTrend=true")', () => {
  it('§2.3 reads targetUrl, erid and isTrend=true from /catalog/{productNumber}/detail.aspx', () => {
    const url = new URL('https://shop.example/catalog/123456/detail.aspx?targetUrl=GP&size=7&erid=2VtzqwJ7Xyz&isTrend=true#photos');
    expect(readCardUrlContext(url)).toEqual({ targetUrl: 'GP', erid: '2VtzqwJ7Xyz', isTrend: true });
    expect(readCardUrlContext('?targetUrl=EX|3|MCS')).toEqual({ targetUrl: 'EX|3|MCS', isTrend: false });
    expect(readCardUrlContext(new URLSearchParams())).toEqual({ isTrend: false });
  });

  it('§2.3 only isTrend=true marks the trend context', () => {
    for (const value of ['1', 'TRUE', 'yes', '', 'false']) expect(readCardUrlContext(`?isTrend=${value}`).isTrend).toBe(false);
    expect(readCardUrlContext('?isTrend=true').isTrend).toBe(true);
  });

  it('hostile or oversized values are dropped, never kept (the card still shows, without the context)', () => {
    const hostile = new URLSearchParams({ targetUrl: '<img src=x onerror=alert(1)>', erid: '"><script>alert(1)</script>' });
    expect(readCardUrlContext(hostile)).toEqual({ isTrend: false });
    expect(readCardUrlContext(`?targetUrl=${'A'.repeat(101)}&erid=${'b'.repeat(65)}`)).toEqual({ isTrend: false });
    expect(readCardUrlContext(`?targetUrl=${'A'.repeat(100)}&erid=${'b'.repeat(64)}`)).toEqual({
      targetUrl: 'A'.repeat(100),
      erid: 'b'.repeat(64),
      isTrend: false,
    });
    expect(readCardUrlContext('?targetUrl=javascript:alert(1)').targetUrl).toBeUndefined();
    expect(cardContextOf({ targetUrl: ' GP ', erid: 'abc def', isTrend: true })).toEqual({ targetUrl: 'GP', isTrend: true });
  });

  it('shell §3 the item meta keeps the ad token and the trend mark as JSON, empty without them', () => {
    expect(cardItemMeta({ isTrend: false })).toBe('');
    expect(cardItemMeta({ targetUrl: 'GP', isTrend: false })).toBe('');
    expect(JSON.parse(cardItemMeta({ erid: 'abc', isTrend: true }))).toEqual({ erid: 'abc', isTrend: true });
    expect(JSON.parse(cardItemMeta({ isTrend: true }))).toEqual({ isTrend: true });
  });

  it('a card link gets the context added, keeping its size and hash', () => {
    expect(withCardContext('/catalog/5/detail.aspx', { isTrend: true })).toBe('/catalog/5/detail.aspx?isTrend=true');
    expect(withCardContext('/catalog/5/detail.aspx?size=M#x', { targetUrl: 'GP', erid: 'e1', isTrend: false })).toBe(
      '/catalog/5/detail.aspx?size=M&targetUrl=GP&erid=e1#x',
    );
    expect(withCardContext('/catalog/5/detail.aspx', { isTrend: false })).toBe('/catalog/5/detail.aspx');
  });
});
