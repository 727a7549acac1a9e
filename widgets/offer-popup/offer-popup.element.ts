import { defineReactElement } from '../shared/define-element';
import { OfferPopup, type OfferPopupProps } from './offer-popup';
import dialogCss from '../shared/dialog/dialog.css?inline';
import ru from './i18n/ru.json';

export const OFFER_POPUP_TAG = 'vt-offer-popup';

export function defineOfferPopup(): CustomElementConstructor {
  return defineReactElement<OfferPopupProps>(OFFER_POPUP_TAG, OfferPopup, { props: { offerHref: 'string' }, styles: [dialogCss], translations: ru });
}
