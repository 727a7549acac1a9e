import { beforeEach, describe, expect, it } from 'vitest';
import { ADULT_CONFIRMATION_TTL_MS } from '../../../core/banners/adult';
import { resetSyncArea } from '../../../core/storage/sync-area';
import { getStore } from '../../../core/store';
import { adultConfirmedAtAtom, confirmAdult, isAdultConfirmedNow } from '../../../widgets/adult-confirmation/adult-state';

describe('adult confirmation state (storefront-shell.md §9 "Adult confirmation 1 h")', () => {
  beforeEach(() => {
    localStorage.clear();
    resetSyncArea();
    getStore().set(adultConfirmedAtAtom, null);
  });

  it('§9 holds for one hour from the answer, then asks again', () => {
    const at = 1_700_000_000_000;
    expect(isAdultConfirmedNow(at)).toBe(false);
    confirmAdult(at);
    expect(isAdultConfirmedNow(at + ADULT_CONFIRMATION_TTL_MS - 1)).toBe(true);
    expect(isAdultConfirmedNow(at + ADULT_CONFIRMATION_TTL_MS)).toBe(false);
    expect(localStorage.getItem('vitrina:adult-confirmed-at')).toBe(String(at));
  });
});
