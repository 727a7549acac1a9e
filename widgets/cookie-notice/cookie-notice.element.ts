import { defineReactElement } from '../shared/define-element';
import { CookieNotice, type CookieNoticeProps } from './cookie-notice';
import css from './cookie-notice.css?inline';
import ru from './i18n/ru.json';

export const COOKIE_NOTICE_TAG = 'vt-cookie-notice';

export function defineCookieNotice(): CustomElementConstructor {
  return defineReactElement<CookieNoticeProps>(COOKIE_NOTICE_TAG, CookieNotice, {
    props: { policyHref: 'string', inline: 'boolean' },
    styles: [css],
    translations: ru,
  });
}
