import { defineCookieNotice } from './cookie-notice.element';

export type VtCookieNoticeElement = HTMLElement & { policyHref?: string; inline?: boolean };

declare global {
  interface HTMLElementTagNameMap {
    'vt-cookie-notice': VtCookieNoticeElement;
  }
}

export const VtCookieNotice = defineCookieNotice();
