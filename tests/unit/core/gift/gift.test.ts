import { describe, expect, it } from 'vitest';
import { giftNominals } from '../../../../core/domain/checkout/gift';
import { reshapeGiftCertificatesData } from '../../../../contracts/gift-certificates';
import { fiscalStepMinor } from '../../../../contracts/money';

const RUB = [100000, 300000, 500000, 1000000];

describe('gift certificates: nominals in the shop currency (routing-wallet §9 rounding steps)', () => {
  it('RUB nominals stay as they are', () => {
    expect(giftNominals(RUB, 'RUB', {})).toEqual(RUB.map((rub) => ({ rub, minor: rub })));
  });

  it.each(['KZT', 'UZS', 'AMD', 'BYN', 'USD'] as const)('%s: every nominal is a whole fiscal step, and bigger nominals stay bigger', (currency) => {
    const nominals = giftNominals(RUB, currency, {});
    expect(nominals).toHaveLength(4);
    for (const n of nominals) expect(n.minor % fiscalStepMinor(currency)).toBe(0);
    expect(nominals.map((n) => n.minor)).toEqual([...nominals.map((n) => n.minor)].sort((a, b) => a - b));
  });

  it('KZT: 1 000 ₽ at the fallback rates is a whole 10 ₸', () => {
    const [first] = giftNominals([100000], 'KZT', { RUB: 100, KZT: 500 });
    expect(first).toEqual({ rub: 100000, minor: 500000 });
  });

  it('the data: malformed nominals are dropped, unknown designs skipped', () => {
    expect(reshapeGiftCertificatesData({ nominalsRub: [300000, -5, 'x', 100000, 100000], designs: ['thanks', '<b>'] })).toEqual({
      nominalsRub: [100000, 300000],
      designs: ['thanks'],
      validityMonths: 12,
    });
    expect(reshapeGiftCertificatesData(null).nominalsRub).toEqual([]);
  });
});
