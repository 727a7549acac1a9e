import type { PageProps, PageView } from '../../core/domain/navigation';
import { readListingRouteData } from '../../contracts/listings';
import { NotFoundError } from '../../core/transport/http';
import { settingsAtom } from '../../core/domain/settings';
import { getStore } from '../../core/platform/store';
import { h } from '../dom';
import { renderListingPage } from './listing-page';

/** The switch of the trend menu (the demo's name; routing-wallet §5 "Trend promo pages need the trend menu enabled, else 404"). */
export const TREND_MENU_SWITCH = 'enableTrendMenu';
export const TREND_PROMO_KEY = 'trend';

/** A promotion (SpaPromotionsCatalogData): its banners, brands and goods. */
export function render(container: HTMLElement, props: PageProps): Promise<PageView> {
  const data = readListingRouteData(props.data);
  const trend = data.isTrend === true || props.params.promoKey === TREND_PROMO_KEY;
  if (trend && getStore().get(settingsAtom).switches[TREND_MENU_SWITCH] !== true) throw new NotFoundError(props.url.pathname);
  return renderListingPage(container, props, {
    heading: data.heading,
    fallbackHeading: 'promotions',
    source: data.promoId ? { kind: 'promotion', promoId: data.promoId } : null,
    links: data.links,
    before: [h('vt-banner-carousel', { location: 'promotion-page' })],
  });
}
