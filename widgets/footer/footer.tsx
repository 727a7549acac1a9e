import { useCallback, useEffect, useId, useState } from 'react';
import { useAtomValue } from 'jotai/react';
import { APPLICATION_TYPE } from '../../contracts/banners';
import { localeAtom } from '../../core/platform/locale';
import { cookiePolicyPath } from '../../core/domain/settings';
import { emit } from '../../core/platform/dom';
import { hasExpandedFooter, footerBannersAtom, loadFooterBanners, FOOTER_GROUPS } from '../../core/domain/navigation';
import { pathClass } from '../../core/domain/links';
import { BannerLinks } from '../shared/banner-links/banner-links';
import { MOBILE_BREAKPOINT_PX } from '../shared/tooltip/tooltip-rules';
import { useT } from '../shared/use-t';
import type { ElementHostProps } from '../shared/define-element';
import { ExpandedBlock } from './expanded-block';
import './events';
import type {} from '../shared/back-to-top-jsx';

export interface FooterProps {
  /**
   * The footer sits on the home page (the expandable block shows there, by and ge only). Without
   * the attribute, the current path decides (§2 path classes: / is home).
   */
  home?: boolean;
  hideBanners?: boolean;
  /** Leaves out the back-to-top button (a page that places <vt-back-to-top> itself). */
  noBackToTop?: boolean;
}

/** storefront-shell.md §1/§2 "Footer with banners, plus an expandable block on home (by and ge only)". */
export function Footer({ home, hideBanners, noBackToTop, container }: FooterProps & ElementHostProps) {
  const t = useT();
  const locale = useAtomValue(localeAtom);
  const banners = useAtomValue(footerBannersAtom);
  const [expanded, setExpanded] = useState(false);
  const headingIds = [useId(), useId()];
  const onHome = home ?? (typeof location !== 'undefined' && pathClass(location.pathname) === 'home');
  const expandable = hasExpandedFooter(locale, onHome);

  useEffect(() => {
    if (hideBanners) return;
    const controller = new AbortController();
    void loadFooterBanners(innerWidth < MOBILE_BREAKPOINT_PX ? APPLICATION_TYPE.mobile : APPLICATION_TYPE.desktop, controller.signal);
    return () => controller.abort();
  }, [hideBanners, locale]);

  const changeExpanded = useCallback(
    (open: boolean) => {
      setExpanded(open);
      emit(container.host, 'vt-footer-expand', { open });
    },
    [container],
  );

  return (
    <footer className="footer" part="footer">
      {!hideBanners && <BannerLinks banners={banners} label={t('footer.banners')} noPhoto={t('common.noPhoto')} className="banners" />}
      <div className="groups">
        {FOOTER_GROUPS.map((group, index) => (
          <nav key={group.key} className="group" aria-labelledby={headingIds[index]}>
            <h2 id={headingIds[index]} className="group-title">
              {t(`footer.groups.${group.key}`)}
            </h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.key}>
                  <a href={link.path}>{t(`footer.pages.${link.key}`)}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {expandable && <ExpandedBlock open={expanded} onChange={changeExpanded} host={container.host} t={t} />}
      <p className="legal">
        <a href={cookiePolicyPath(locale)}>{t('footer.cookiePolicy')}</a>
      </p>
      {!noBackToTop && <vt-back-to-top></vt-back-to-top>}
    </footer>
  );
}
