import { beforeEach, describe, expect, it } from 'vitest';
import { isOfferPopupEnabled } from '../../../widgets/offer-popup/offer-rules';
import { acceptOffer, isOfferAccepted, isOfferPostponed, postponeOffer } from '../../../widgets/offer-popup/offer-state';
import { LOCALES } from '../../../contracts/locales';
import { freshRuntime } from '../fresh-runtime';

describe('offer-acceptance popup rules (storefront-shell.md §1, §4, §6 am/tj)', () => {
  const on = { enablePopupAcceptOffer: true, enablePopupAcceptOfferTj: true };

  it('§6 only am and tj, each behind its own switch', () => {
    expect(LOCALES.filter((locale) => isOfferPopupEnabled(locale, on))).toEqual(['am', 'tj']);
    expect(isOfferPopupEnabled('am', { ...on, enablePopupAcceptOffer: false })).toBe(false);
    expect(isOfferPopupEnabled('tj', { ...on, enablePopupAcceptOfferTj: false })).toBe(false);
    expect(isOfferPopupEnabled('am', { ...on, enablePopupAcceptOfferTj: false })).toBe(true);
  });

  describe('answers', () => {
    beforeEach(() => {
      localStorage.clear();
      sessionStorage.clear();
      freshRuntime();
    });

    it('an acceptance is kept per user across reloads (local storage)', () => {
      acceptOffer('7');
      expect(isOfferAccepted('7')).toBe(true);
      expect(isOfferAccepted('8')).toBe(false);
      expect(JSON.parse(localStorage.getItem('vitrina:offer-accepted')!)).toEqual(['7']);
    });

    it('"later" lasts for the tab session only, for that user', () => {
      postponeOffer('7');
      expect(isOfferPostponed('7')).toBe(true);
      expect(isOfferPostponed('8')).toBe(false);
      expect(localStorage.getItem('vitrina:offer-accepted')).toBe(null);
    });
  });
});
