import { describe, expect, it } from 'vitest';
import { replenishMethods } from '../../../../core/domain/wallet/replenish';

describe('storefront-routing-wallet.md §9 "Crypto replenishment allowed for BYN"', () => {
  it('a BYN wallet is topped up by card or with crypto', () => {
    expect(replenishMethods('BYN')).toEqual(['card', 'crypto']);
  });

  it('every other currency, and an unknown one, by card only', () => {
    for (const currency of ['RUB', 'KZT', 'AMD', 'KGS', 'UZS', 'TJS', 'GEL', 'USD', '', 'byn']) {
      expect(replenishMethods(currency)).toEqual(['card']);
    }
  });
});
