import { describe, expect, it } from 'vitest';
import { COMMUNICATIONS_PATH, menuPaths, searchRedirectTarget } from '../../../../core/domain/catalog/search-redirect';
import type { MenuItem } from '../../../../contracts/menu';

const ORIGIN = 'https://shop.example';
const item = (url: string, children: MenuItem[] = []): MenuItem => ({ id: url, name: url, url, newTab: false, isTop: false, children });
const paths = menuPaths([item('/catalog/zhenshchinam', [item('/catalog/zhenshchinam/platya')])]);
const ctx = (productPictures = 0) => ({ origin: ORIGIN, menuPaths: paths, productPictures });

describe('storefront-routing-wallet.md §5 search redirects', () => {
  it('§5 product-redirect only for a number above 1000 and below 1000000000 with pictures', () => {
    const redirect = { kind: 'product-redirect' as const, value: '/catalog/x/detail.aspx' };
    expect(searchRedirectTarget('1001', redirect, ctx(3))).toBe('/catalog/1001/detail.aspx');
    expect(searchRedirectTarget('999999999', redirect, ctx(1))).toBe('/catalog/999999999/detail.aspx');
    expect(searchRedirectTarget('1000', redirect, ctx(3))).toBeNull();
    expect(searchRedirectTarget('1000000000', redirect, ctx(3))).toBeNull();
    expect(searchRedirectTarget('5000', redirect, ctx(0))).toBeNull();
    expect(searchRedirectTarget('платье', redirect, ctx(3))).toBeNull();
  });

  it('§5 own-host targets must be catalog paths in the menu, or /lk/communications', () => {
    const redirect = (value: string) => ({ kind: 'redirect' as const, value });
    expect(searchRedirectTarget('платья', redirect('/catalog/zhenshchinam/platya'), ctx())).toBe('/catalog/zhenshchinam/platya');
    expect(searchRedirectTarget('x', redirect(`${ORIGIN}/catalog/zhenshchinam?sort=rate`), ctx())).toBe('/catalog/zhenshchinam?sort=rate');
    expect(searchRedirectTarget('x', redirect(COMMUNICATIONS_PATH), ctx())).toBe('/lk/communications');
    expect(searchRedirectTarget('x', redirect('/catalog/unknown'), ctx())).toBeNull();
    expect(searchRedirectTarget('x', redirect('/lk/basket'), ctx())).toBeNull();
  });

  it('hostile targets are refused; other hosts go as full addresses', () => {
    expect(searchRedirectTarget('x', { kind: 'redirect', value: 'javascript:alert(1)' }, ctx())).toBeNull();
    expect(searchRedirectTarget('x', { kind: 'redirect', value: 'https://other.example/promo' }, ctx())).toBe('https://other.example/promo');
    expect(searchRedirectTarget('x', null, ctx())).toBeNull();
  });
});
