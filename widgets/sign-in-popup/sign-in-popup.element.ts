import { defineReactElement } from '../shared/define-element';
import { SignInPopup, type SignInPopupProps } from './sign-in-popup';
import css from './sign-in-popup.css?inline';
import ru from './i18n/ru.json';
import dialogCss from '../shared/dialog/dialog.css?inline';

export const SIGN_IN_POPUP_TAG = 'vt-sign-in-popup';

export function defineSignInPopup(): CustomElementConstructor {
  return defineReactElement<SignInPopupProps>(SIGN_IN_POPUP_TAG, SignInPopup, { props: { returnUrl: 'string' }, styles: [dialogCss, css], translations: ru });
}
