import { beforeEach, describe, expect, it } from 'vitest';
import { ADULT_CONFIRMATION_TTL_MS } from '../../../../core/domain/banners/adult';
import { ADULT_CONFIRMATION_KEY, adultConfirmedAtAtom, adultConfirmedNow, confirmAdult } from '../../../../core/domain/banners/adult-state';
import { checkedSandbox, isOpaqueSandbox, UnsafeSandboxError, CREATIVE_SANDBOX } from '../../../../core/domain/banners/sandbox';
import { getStore } from '../../../../core/platform/store/store';

describe('core/banners/adult-state (shell §4 adult confirmation kept one hour)', () => {
  beforeEach(() => {
    localStorage.clear();
    getStore().set(adultConfirmedAtAtom, null);
  });

  it('confirmAdult sets the atom and stores the time; it holds for 1 h', () => {
    confirmAdult(1_000_000);
    expect(getStore().get(adultConfirmedAtAtom)).toBe(1_000_000);
    expect(localStorage.getItem(`vitrina:${ADULT_CONFIRMATION_KEY}`)).toBe('1000000');
    expect(adultConfirmedNow(1_000_000 + ADULT_CONFIRMATION_TTL_MS - 1)).toBe(true);
    expect(adultConfirmedNow(1_000_000 + ADULT_CONFIRMATION_TTL_MS)).toBe(false);
  });

  it('§9 holds for one hour from the answer, then asks again (the popup and the carousel share it)', () => {
    const at = 1_700_000_000_000;
    expect(adultConfirmedNow(at)).toBe(false);
    confirmAdult(at);
    expect(adultConfirmedNow(at + ADULT_CONFIRMATION_TTL_MS - 1)).toBe(true);
    expect(adultConfirmedNow(at + ADULT_CONFIRMATION_TTL_MS)).toBe(false);
    expect(localStorage.getItem('vitrina:adult-confirmed-at')).toBe(String(at));
  });
});

describe('core/banners/sandbox (never allow-scripts with allow-same-origin)', () => {
  it('the creative sandbox runs scripts in an opaque origin', () => {
    expect(isOpaqueSandbox(CREATIVE_SANDBOX)).toBe(true);
    expect(checkedSandbox(CREATIVE_SANDBOX)).not.toContain('allow-same-origin');
  });

  it.each(['allow-scripts allow-same-origin', 'ALLOW-SAME-ORIGIN  allow-scripts', 'allow-popups allow-same-origin\tallow-scripts'])('%j is refused', (value) =>
    expect(() => checkedSandbox(value)).toThrow(UnsafeSandboxError),
  );

  it('allow-same-origin alone keeps the origin (no scripts)', () => {
    expect(isOpaqueSandbox('allow-same-origin')).toBe(false);
  });
});
