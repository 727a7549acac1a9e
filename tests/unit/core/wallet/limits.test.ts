import { describe, expect, it } from 'vitest';
import { WALLET_KIND_LIMITS, walletKindLimits } from '../../../../core/domain/wallet/limits';
import { exceededWalletLimit, ridLimitExceeded } from '../../../../core/domain/wallet/order-limit';
import { isWalletBlocked, WALLET_LIMIT_KEYS } from '../../../../core/domain/wallet/statuses';
import { toWalletStatus, WALLET_STATUSES } from '../../../../contracts/wallet';

const caps = { wlt1: 15_000, wlt2: 100_000 };

describe('wallet kinds and limits (shell §6 wallet kinds, §9 wallet limits)', () => {
  it('§9 month and one-time limits per kind, in minor units', () => {
    expect(WALLET_KIND_LIMITS).toEqual({
      anonymous: { month: 4_000_000, oneTime: 1_500_000 },
      verified: { month: 20_000_000, oneTime: 10_000_000 },
      account: { month: 500_000_000, oneTime: 100_000_000 },
    });
    // §6 anonymous minimal, verified standard, account maximal
    expect(walletKindLimits('anonymous').month).toBeLessThan(walletKindLimits('verified').month);
    expect(walletKindLimits('verified').oneTime).toBeLessThan(walletKindLimits('account').oneTime);
  });

  it('routing-wallet §3 statuses and limit keys; an unknown status reads as unknown', () => {
    expect(WALLET_STATUSES).toEqual([
      'unknown',
      'active',
      'blocked',
      'blocked_system',
      'blocked_system_close',
      'blocked_user',
      'closed',
      'rejected',
      'pending',
    ]);
    expect(WALLET_LIMIT_KEYS).toEqual(['walletLimit', 'walletOrderLimit', 'walletVolumeLimit']);
    expect(toWalletStatus('frozen')).toBe('unknown');
    expect(toWalletStatus(42)).toBe('unknown');
    expect(isWalletBlocked('blocked_user')).toBe(true);
    expect(isWalletBlocked('pending')).toBe(false);
  });
});

describe('wallet order limits (routing-wallet §5 Wallet)', () => {
  it('§5 level wallets: the wallet limit, then the display maximum of level 1 or 2', () => {
    expect(exceededWalletLimit({ kind: 'level', orderPrice: 5_001, walletTypeCode: 2, walletLimit: 5_000, caps })).toBe('walletOrderLimit');
    expect(exceededWalletLimit({ kind: 'level', orderPrice: 15_001, walletTypeCode: 1, walletLimit: null, caps })).toBe('walletOrderLimit');
    expect(exceededWalletLimit({ kind: 'level', orderPrice: 15_001, walletTypeCode: 2, walletLimit: null, caps })).toBeNull();
    expect(exceededWalletLimit({ kind: 'level', orderPrice: 100_001, walletTypeCode: 2, walletLimit: null, caps })).toBe('walletOrderLimit');
    expect(exceededWalletLimit({ kind: 'level', orderPrice: 100_000, walletTypeCode: 2, walletLimit: 100_000, caps })).toBeNull();
  });

  it('§5 account wallets: max order price, then the monthly limit, then the volume limit /100 floored', () => {
    const limits = { maxOrderPrice: 1_000_000, remainingMonthLimit: 50_000, remainingVolumeLimit: 3_000_099 };
    expect(exceededWalletLimit({ kind: 'account', orderPrice: 1_000_001, limits })).toBe('walletOrderLimit');
    expect(exceededWalletLimit({ kind: 'account', orderPrice: 50_001, limits })).toBe('walletLimit');
    expect(exceededWalletLimit({ kind: 'account', orderPrice: 30_001, limits: { ...limits, remainingVolumeLimit: 3_000_099 } })).toBe('walletVolumeLimit');
    expect(exceededWalletLimit({ kind: 'account', orderPrice: 30_000, limits })).toBeNull();
  });

  it('§5 the rid limit is exceeded above it, never when null or negative', () => {
    expect(ridLimitExceeded(101, 100)).toBe(true);
    expect(ridLimitExceeded(100, 100)).toBe(false);
    expect(ridLimitExceeded(1e9, null)).toBe(false);
    expect(ridLimitExceeded(1e9, -1)).toBe(false);
  });
});
