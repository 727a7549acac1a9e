import { describe, expect, it } from 'vitest';
import { accountMenuItems, RESALE_SELLER_PATH } from '../../../widgets/header/account-menu';

describe('<vt-header> account menu items (storefront-shell.md §2 "Account menu", §6 resale)', () => {
  it('§2 lists the account links in order, the wallet by its rule, sign-out last', () => {
    expect(accountMenuItems('/lk/mywallet').map((item) => item.key)).toEqual([
      'account',
      'purchases',
      'deliveries',
      'favorites',
      'favoriteBrands',
      'receipts',
      'refund',
      'wallet',
      'signOut',
    ]);
    expect(accountMenuItems(null).map((item) => item.key)).not.toContain('wallet');
  });

  it('§6 the resale (sellers) item appears only when resale is enabled, after the wallet', () => {
    expect(accountMenuItems(null).map((item) => item.key)).not.toContain('resale');
    const items = accountMenuItems('/lk/mywallet', true);
    expect(items.map((item) => item.key).slice(-3)).toEqual(['wallet', 'resale', 'signOut']);
    expect(items.find((item) => item.key === 'resale')!.href).toBe(RESALE_SELLER_PATH);
  });
});
