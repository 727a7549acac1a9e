/**
 * storefront-shell.md §1 "offer-acceptance popup for am and tj", §4 "The offer popup is shown
 * after login for am and tj when enabled", §6 "offer popup am/tj"; the switches are
 * enablePopupAcceptOffer (am) and enablePopupAcceptOfferTj (tj) of §3.
 */
import type { Locale } from '../../contracts/locales';
import type { Switches } from '../../core/domain/settings';

export const OFFER_SWITCH_BY_LOCALE: Partial<Record<Locale, 'enablePopupAcceptOffer' | 'enablePopupAcceptOfferTj'>> = {
  am: 'enablePopupAcceptOffer',
  tj: 'enablePopupAcceptOfferTj',
};

export function isOfferPopupEnabled(locale: Locale, switches: Pick<Switches, 'enablePopupAcceptOffer' | 'enablePopupAcceptOfferTj'>): boolean {
  const name = OFFER_SWITCH_BY_LOCALE[locale];
  return name !== undefined && switches[name] === true;
}
