import { useEffect, useLayoutEffect } from 'react';
import { useAtomValue } from 'jotai/react';
import { consentAtom, acceptCookies, declineCookies, initConsent, cookiePolicyPath } from '../../core/domain/settings';
import { localeAtom } from '../../core/platform/locale';
import { emit } from '../../core/platform/dom';
import { useT } from '../shared/use-t';
import type { ElementHostProps } from '../shared/define-element';

export interface CookieNoticeProps {
  /** Overrides the locale's cookie policy page (storefront-shell.md §2). */
  policyHref?: string;
  /** Renders in the page flow instead of fixed to the bottom of the viewport. */
  inline?: boolean;
}

/** storefront-shell.md §4 "Cookie notice": shown until accepted (90 days) or declined (session). */
export function CookieNotice({ policyHref, inline, container }: CookieNoticeProps & ElementHostProps) {
  const t = useT();
  const consent = useAtomValue(consentAtom);
  const locale = useAtomValue(localeAtom);

  useEffect(() => initConsent(), []);

  // The host element itself hides, so it takes no space and no tab stop once answered. A layout
  // effect: the host's mark changes in the commit that shows or drops the notice, never a task later
  // (a notice rendered inside a host still marked answered could not take focus).
  useLayoutEffect(() => {
    container.host.toggleAttribute('data-answered', consent !== 'unknown');
  }, [consent, container]);

  if (consent !== 'unknown') return null;

  const answer = (choice: 'accepted' | 'declined') => {
    if (choice === 'accepted') acceptCookies();
    else declineCookies();
    emit(container.host, 'vt-cookie-consent', { consent: choice });
  };

  return (
    <section className={inline ? 'notice notice--inline' : 'notice'} part="notice" role="region" aria-label={t('cookieNotice.label')}>
      <p className="text" part="text">
        {t('cookieNotice.text')}{' '}
        <a href={policyHref || cookiePolicyPath(locale)} part="policy-link">
          {t('cookieNotice.policyLink')}
        </a>
      </p>
      <div className="actions">
        <button type="button" className="vt-button" part="decline" onClick={() => answer('declined')}>
          {t('cookieNotice.decline')}
        </button>
        <button type="button" className="vt-button vt-button--primary" part="accept" onClick={() => answer('accepted')}>
          {t('cookieNotice.accept')}
        </button>
      </div>
    </section>
  );
}
