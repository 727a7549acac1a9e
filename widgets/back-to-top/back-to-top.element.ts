import { defineReactElement } from '../shared/define-element';
import { BackToTop, type BackToTopProps } from './back-to-top';
import css from './back-to-top.css?inline';
import ru from './i18n/ru.json';

export const BACK_TO_TOP_TAG = 'vt-back-to-top';

export function defineBackToTop(): CustomElementConstructor {
  return defineReactElement<BackToTopProps>(BACK_TO_TOP_TAG, BackToTop, { props: { appContainer: 'string' }, styles: [css], translations: ru });
}
