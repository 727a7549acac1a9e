/**
 * The offer-acceptance popup on the storefront (storefront-shell.md §1 "offer-acceptance popup for
 * am and tj"; §4 "The offer popup is shown after login for am and tj when enabled"). The host puts
 * `<vt-offer-popup>` on the page once a signed-in shopper is in am or tj, so other countries never
 * load its chunk; the element itself checks the switch and whether this shopper has answered.
 */
import { sessionAtom } from '../core/transport/token';
import { localeAtom } from '../core/platform/locale';
import { getStore } from '../core/platform/store';
import { OFFER_SWITCH_BY_LOCALE } from '../widgets/offer-popup/offer-rules';

export const OFFER_POPUP_TAG = 'vt-offer-popup';

export function startOfferPopup(doc: Document = document): void {
  const store = getStore();
  const place = () => {
    if (doc.querySelector(OFFER_POPUP_TAG)) return;
    if (store.get(sessionAtom) === null || OFFER_SWITCH_BY_LOCALE[store.get(localeAtom)] === undefined) return;
    doc.body.appendChild(doc.createElement(OFFER_POPUP_TAG));
  };
  store.sub(sessionAtom, place);
  store.sub(localeAtom, place);
  place();
}
