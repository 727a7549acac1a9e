import { describe, expect, it } from 'vitest';
import { identityVerificationRequired } from '../../../../core/domain/wallet/identity';
import { toIdentityLevel, IDENTITY_LEVELS } from '../../../../contracts/wallet';
import {
  creditSumAllowed,
  cwbLimit,
  installmentPeriodMonths,
  installmentOffer,
  loanAmountAllowed,
  INSTALLMENT_TYPES,
} from '../../../../core/domain/wallet/installment';

const need = { signedIn: true, storeRequiresVerification: true, verificationLevel: 0, wallet: null };

describe('identity verification (routing-wallet §4, §3 identity levels)', () => {
  it('§3 the levels; anything else is unknown', () => {
    expect(IDENTITY_LEVELS).toEqual(['unknown', 'anonymous', 'verified', 'account']);
    expect(toIdentityLevel('admin')).toBe('unknown');
  });

  it('§4 required when signed in, the store requires it, no level bit 1 and no active verified wallet', () => {
    expect(identityVerificationRequired(need)).toBe(true);
    expect(identityVerificationRequired({ ...need, signedIn: false })).toBe(false);
    expect(identityVerificationRequired({ ...need, storeRequiresVerification: false })).toBe(false);
    expect(identityVerificationRequired({ ...need, verificationLevel: 1 })).toBe(false);
    expect(identityVerificationRequired({ ...need, verificationLevel: 2 })).toBe(true);
    expect(identityVerificationRequired({ ...need, wallet: { status: 'active', identityLevel: 'verified' } })).toBe(false);
    expect(identityVerificationRequired({ ...need, wallet: { status: 'blocked', identityLevel: 'account' } })).toBe(true);
    expect(identityVerificationRequired({ ...need, wallet: { status: 'active', identityLevel: 'anonymous' } })).toBe(true);
  });
});

describe('loans and installments (shell §9 Money and dates, routing-wallet §9 broker installment)', () => {
  it('§9 broker installment: available sum /100 floored, only when completed', () => {
    expect(cwbLimit({ status: 'completed', availableSum: 1_234_599 })).toBe(12_345);
    expect(cwbLimit({ status: 'pending', availableSum: 1_234_599 })).toBeNull();
    expect(cwbLimit({ status: 'completed', availableSum: Number.NaN })).toBeNull();
    expect(cwbLimit(null)).toBeNull();
  });

  it('§9 installment period codes 4 = 3 months, 5 = 6, 9 = 12; others unknown', () => {
    expect([4, 5, 9].map(installmentPeriodMonths)).toEqual([3, 6, 12]);
    expect(installmentPeriodMonths(6)).toBeNull();
    expect(INSTALLMENT_TYPES).toEqual(['pdl', 'bpl', 'cwb']);
  });

  it('§9 loan amount 100000 to 30000000; minimum credit sum 4999', () => {
    expect([99_999, 100_000, 30_000_000, 30_000_001].map(loanAmountAllowed)).toEqual([false, true, true, false]);
    expect([4998, 4999].map(creditSumAllowed)).toEqual([false, true]);
  });
});

describe('installment offer at checkout (payment method PDL 14)', () => {
  // The demo broker: completed, 3 000 000 available (cwbLimit 30000), plans 4, 5 and 9.
  const broker = { status: 'completed', availableSum: 3_000_000 };
  const offer = (orderMinor: number, over: Partial<Parameters<typeof installmentOffer>[0]> = {}) =>
    installmentOffer({ orderMinor, currency: 'RUB', broker, periodCodes: [9, 4, 5], ...over });

  it('plans of 3, 6 and 12 months, each payment rounded up to the rouble step so they cover the order', () => {
    expect(offer(1_000_000)).toEqual([
      { months: 3, monthlyMinor: 333_400 },
      { months: 6, monthlyMinor: 166_700 },
      { months: 12, monthlyMinor: 83_400 },
    ]);
  });

  it('only from the minimum credit sum 4999 up', () => {
    expect(offer(499_800)).toBeNull();
    expect(offer(499_900)).not.toBeNull();
  });

  it('only within cwbLimit (available sum / 100) and the loan amounts', () => {
    expect(offer(3_000_000)).not.toBeNull();
    expect(offer(3_000_100)).toBeNull();
    const rich = { status: 'completed', availableSum: 100_000_000 };
    expect(offer(30_000_000, { broker: rich })).not.toBeNull();
    expect(offer(30_000_100, { broker: rich })).toBeNull();
  });

  it('none unless the status is completed, the order in roubles and a plan has a known period', () => {
    expect(offer(1_000_000, { broker: { status: 'pending', availableSum: 3_000_000 } })).toBeNull();
    expect(offer(1_000_000, { broker: null })).toBeNull();
    expect(offer(1_000_000, { currency: 'KZT' })).toBeNull();
    expect(offer(1_000_000, { periodCodes: [6, 7] })).toBeNull();
    expect(offer(1_000_000, { periodCodes: [4, 6, 4] })).toEqual([{ months: 3, monthlyMinor: 333_400 }]);
  });
});
