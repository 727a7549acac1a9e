import { describe, expect, it } from 'vitest';
import { accountMenuTree, activeMenuKeys } from '../../../../core/domain/account/menu';

const tree = accountMenuTree({ walletHref: '/lk/mywallet/purchases', resale: true, signOut: false });

describe('account menu (shell §2 "Account menu", §4 visibility)', () => {
  it('§2 items purchases, favorites, delivery, e-check, favourite brands, refund registration, wallet, resale', () => {
    expect(tree.map((item) => item.key)).toEqual([
      'account',
      'purchases',
      'deliveries',
      'favorites',
      'favoriteBrands',
      'receipts',
      'refund',
      'wallet',
      'resale',
    ]);
    expect(tree.find((item) => item.key === 'favoriteBrands')!.href).toBe('/lk/favoritebrands');
  });

  it('§2 highlights the top item and sub-item by the current path, alias routes included', () => {
    expect(activeMenuKeys(tree, '/lk')).toEqual({ top: 'account', sub: null });
    expect(activeMenuKeys(tree, '/lk/myorders/archive?page=2')).toEqual({ top: 'purchases', sub: null });
    expect(activeMenuKeys(tree, '/lk/myrefunds')).toEqual({ top: 'purchases', sub: 'refunds' });
    expect(activeMenuKeys(tree, '/lk/mywallet')).toEqual({ top: 'wallet', sub: null });
    expect(activeMenuKeys(tree, '/lk/mywallet/cashback/')).toEqual({ top: 'wallet', sub: 'cashback' });
    expect(activeMenuKeys(tree, '/lk/favorites/arrived')).toEqual({ top: 'favorites', sub: null });
    expect(activeMenuKeys(tree, '/lk/resale/orders')).toEqual({ top: 'resale', sub: null });
    expect(activeMenuKeys(tree, '/catalog/x')).toEqual({ top: null, sub: null });
  });

  it('§4 visibility: route settings hide items, authOnly items need sign-in, the wallet follows its rule', () => {
    expect(accountMenuTree({ walletHref: null, resale: false, signOut: false }).map((i) => i.key)).not.toContain('wallet');
    expect(accountMenuTree({ walletHref: '/lk/mywallet', resale: false, hidden: ['receipts'] }).map((i) => i.key)).not.toContain('receipts');
    expect(accountMenuTree({ walletHref: '/lk/mywallet', resale: true, signedIn: false }).map((i) => i.key)).toEqual(['favorites', 'receipts']);
  });

  it('routing-wallet §5 in the wallet-only locales only the wallet (and its cashback sub-item) is listed', () => {
    const walletOnly = accountMenuTree({ walletHref: '/lk/mywallet/purchases', resale: true, signOut: false, walletOnly: true });
    expect(walletOnly.map((i) => i.key)).toEqual(['wallet']);
    expect(walletOnly[0]!.children!.map((i) => i.key)).toEqual(['cashback']);
  });
});
