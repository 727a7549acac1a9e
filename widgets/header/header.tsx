import { useLayoutEffect } from 'react';
import { pathClass, LINKS } from '../../core/domain/links';
import type { ElementHostProps } from '../shared/define-element';
import { useT } from '../shared/use-t';
import { useIsMobile } from '../shared/use-media-query';
import { BasketLink } from './basket-link';
import { BottomNav } from './bottom-nav';
import { CatalogButton } from './catalog-button';
import { DeliveryPreview } from './delivery-preview';
import { useFixedOnScroll } from './fixed-on-scroll';
import { RuOnlyExtras, TRAVEL_PATH } from './locale-extras';
import { OfflineMark } from './offline-mark';
import { Profile } from './profile';
import { usePathname } from './use-pathname';

export interface HeaderProps {
  /** The current path (the host router sets it); default location.pathname. */
  path?: string;
  /** 'auto' (default: mobile below 1024 px), 'desktop' or 'mobile'. */
  layout?: string;
  /** Passed to the inner <vt-search results-url>. */
  resultsUrl?: string;
}

/**
 * `<vt-header>` (storefront-shell.md §1 "Shell: header with short basket info, profile and delivery
 * preview, balance widget, language and currency switcher, business block, travel switcher (ru
 * only) ...; mobile bottom navigation"; §4 "The header becomes fixed on scroll on home and
 * services pages"; §9 "Layout"). The search, the language switcher, the notification bell and
 * the catalog menu are their own elements, rendered inside.
 */
export function Header({ path, layout, resultsUrl, container }: HeaderProps & ElementHostProps) {
  const t = useT();
  const mobile = useIsMobile(layout);
  const pathname = usePathname(path);
  const page = pathClass(pathname);
  const fixed = useFixedOnScroll(mobile, page);
  const searchLayout = mobile ? 'mobile' : 'desktop';
  // In the commit that changes the layout, so the page never paints the other layout's host box.
  useLayoutEffect(() => {
    container.host.toggleAttribute('data-fixed', fixed);
    container.host.toggleAttribute('data-mobile', mobile);
  }, [container, fixed, mobile]);

  const logo = (
    <a className="logo" part="logo" href={LINKS.home}>
      {t('header.logo')}
    </a>
  );
  const search = <vt-search layout={searchLayout} results-url={resultsUrl || undefined} />;

  if (mobile) {
    // The mobile header as shoppers know it: the icons, then the search across the whole row, then
    // the delivery address on a line of its own (a long address ends in an ellipsis, never in "· M").
    return (
      <>
        <header className={fixed ? 'bar bar--mobile bar--fixed' : 'bar bar--mobile'} part="bar">
          <div className="row row--top">
            <CatalogButton t={t} host={container.host} compact />
            <vt-catalog-menu />
            {logo}
            <span className="spacer" />
            <vt-notifications />
            <Profile t={t} mobile />
          </div>
          <div className="row row--search">
            {search}
            {/* At the end of the search's row: the first row has no room left on a 320-390 px phone. */}
            <OfflineMark t={t} />
          </div>
          <div className="row row--address">
            <DeliveryPreview t={t} />
          </div>
        </header>
        <BottomNav t={t} page={page} />
      </>
    );
  }

  return (
    <header className={fixed ? 'bar bar--fixed' : 'bar'} part="bar">
      <div className="row row--top">
        <DeliveryPreview t={t} />
        <RuOnlyExtras t={t} page={pathname.startsWith(TRAVEL_PATH) ? 'travel' : 'shop'} />
        <vt-locale-switcher />
      </div>
      <div className="row row--main">
        {logo}
        <OfflineMark t={t} />
        <CatalogButton t={t} host={container.host} compact={false} />
        <vt-catalog-menu />
        <div className="search-slot">{search}</div>
        <vt-notifications />
        <Profile t={t} mobile={false} />
        <BasketLink t={t} />
      </div>
    </header>
  );
}
