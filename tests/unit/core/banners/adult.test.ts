import { describe, expect, it } from 'vitest';
import { ADULT_CONFIRMATION_TTL_MS, isAdultConfirmed, needsAdultConfirmation } from '../../../../core/domain/banners/adult';

const NOW = Date.UTC(2025, 0, 15, 12);
const HOUR = 60 * 60 * 1000;

describe('core/banners/adult (shell §5 adult content, §9 "Adult confirmation 1 h")', () => {
  it('§9 a confirmation is kept one hour', () => {
    expect(ADULT_CONFIRMATION_TTL_MS).toBe(HOUR);
    expect(isAdultConfirmed(NOW - HOUR + 1, NOW)).toBe(true);
    expect(isAdultConfirmed(NOW - HOUR, NOW)).toBe(false);
  });

  it('no confirmation, a time in the future or a non-number is not a confirmation', () => {
    expect(isAdultConfirmed(undefined, NOW)).toBe(false);
    expect(isAdultConfirmed(null, NOW)).toBe(false);
    expect(isAdultConfirmed(NOW + 1000, NOW)).toBe(false);
    expect(isAdultConfirmed(Number.NaN, NOW)).toBe(false);
  });

  it('§5 an adult banner needs confirmation unless already confirmed; others never do', () => {
    expect(needsAdultConfirmation({ adult: true }, undefined, NOW)).toBe(true);
    expect(needsAdultConfirmation({ adult: true }, NOW - 10 * 60 * 1000, NOW)).toBe(false);
    expect(needsAdultConfirmation({ adult: true }, NOW - 2 * HOUR, NOW)).toBe(true);
    expect(needsAdultConfirmation({ adult: false }, undefined, NOW)).toBe(false);
  });
});
