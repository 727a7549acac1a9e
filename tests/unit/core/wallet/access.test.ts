import { describe, expect, it } from 'vitest';
import { decideWalletAccess, type WalletAccessInput } from '../../../../core/domain/wallet/access';
import { accountMenuHiddenOnRoute } from '../../../../core/domain/wallet/entry';
import { HttpFailure, NetworkError, UnauthorizedError } from '../../../../core/transport/http/errors';
import type { Balance } from '../../../../contracts/balance';

const balance: Balance = {
  totalBalance: 125_000,
  cashbackBalance: 3_400,
  balanceCurrency: 'RUB',
  totalBalanceRub: 125_000,
  walletTypeCode: 1,
  walletRidLimit: -1,
  moneyBalanceGEL: 0,
  moneyBalanceTJS: 0,
  accountLimits: null,
};
const input: WalletAccessInput = {
  locale: 'ru',
  currency: 'RUB',
  balance: { ok: true, value: balance },
  businessMode: false,
  has2fa: false,
  walletTokenValid: false,
  walletRedesign: false,
  securityCodeRequired: false,
  securityCodeValid: false,
};
const decide = (patch: Partial<WalletAccessInput>) => decideWalletAccess({ ...input, ...patch });

describe('wallet page checks (routing-wallet §2.4, §5, §6, §8)', () => {
  it('shows the wallet for a regular ru shopper', () => expect(decide({})).toEqual({ kind: 'show' }));

  it('§8 a balance failure other than unauthorized is the 404 page; unauthorized goes to sign-in', () => {
    expect(decide({ balance: { ok: false, error: new HttpFailure('/webapi/balance', 500, '') } })).toMatchObject({ kind: 'not-found' });
    expect(decide({ balance: { ok: false, error: new NetworkError('/webapi/balance') } })).toMatchObject({ kind: 'not-found' });
    expect(decide({ balance: { ok: false, error: new UnauthorizedError('/webapi/balance', 401) } })).toEqual({ kind: 'sign-in' });
  });

  it('§6 business mode goes to /lk#no-wallet-for-b2b', () => {
    expect(decide({ businessMode: true })).toEqual({ kind: 'redirect', to: '/lk#no-wallet-for-b2b', reason: 'b2b' });
  });

  it('§6 2FA without a valid wallet token goes to /lk#check2fa; with one it shows', () => {
    expect(decide({ has2fa: true })).toEqual({ kind: 'redirect', to: '/lk#check2fa', reason: '2fa' });
    expect(decide({ has2fa: true, walletTokenValid: true })).toEqual({ kind: 'show' });
  });

  it('§6 the redesigned wallet, walletTypeCode > 0, ru: the security code when required', () => {
    const redesign = { walletRedesign: true, securityCodeRequired: true };
    expect(decide(redesign)).toEqual({ kind: 'redirect', to: '/lk#securityCode', reason: 'security-code' });
    expect(decide({ ...redesign, securityCodeValid: true })).toEqual({ kind: 'show' });
    expect(decide({ ...redesign, walletRedesign: false })).toEqual({ kind: 'show' });
    expect(decide({ ...redesign, balance: { ok: true, value: { ...balance, walletTypeCode: 0 } } })).toEqual({ kind: 'show' });
    expect(decide({ ...redesign, locale: 'kz', currency: 'KZT' })).toEqual({ kind: 'show' });
  });

  it('§5 ge needs a non-zero GEL balance; global and tj need a currency other than USD', () => {
    expect(decide({ locale: 'ge', currency: 'GEL' })).toMatchObject({ kind: 'not-found' });
    expect(decide({ locale: 'ge', currency: 'GEL', balance: { ok: true, value: { ...balance, moneyBalanceGEL: 4_550 } } })).toEqual({ kind: 'show' });
    expect(decide({ locale: 'global', currency: 'USD' })).toMatchObject({ kind: 'not-found' });
    expect(decide({ locale: 'tj', currency: '' })).toMatchObject({ kind: 'not-found' });
    expect(decide({ locale: 'tj', currency: 'TJS' })).toEqual({ kind: 'show' });
  });

  it('shell §4 on SpaWalletPurchaseEntrypoint the menu is hidden when the currency is empty or USD', () => {
    expect(accountMenuHiddenOnRoute('SpaWalletPurchaseEntrypoint', 'USD')).toBe(true);
    expect(accountMenuHiddenOnRoute('SpaWalletPurchaseEntrypoint', '')).toBe(true);
    expect(accountMenuHiddenOnRoute('SpaWalletPurchaseEntrypoint', 'RUB')).toBe(false);
    expect(accountMenuHiddenOnRoute('SpaPersonalCabinetEntrypoint', 'USD')).toBe(false);
  });
});
