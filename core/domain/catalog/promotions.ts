import type { MenuItem } from '../../../contracts/menu';
import type { PromoData, PromoLink } from '../../../contracts/promotions';
import { languageAtom, localeAtom } from '../../platform/locale';
import { getStore } from '../../platform/store';
import { MAIN_PROMO_ACTION_ID } from '../banners';
import { applyMenuRules, fetchMenuV11, menuAudienceAtom } from '../navigation';

/** storefront-routing-wallet.md §9 "Promotions root menu id 2192": the menu of the promotion pages. */
export const PROMOTIONS_ROOT_MENU_ID = 2192;

/** The switch of the trend menu (the demo's name; routing-wallet §5 "Trend promo pages need the trend menu enabled, else 404"). */
export const TREND_MENU_SWITCH = 'enableTrendMenu';
export const TREND_PROMO_KEY = 'trend';
/** The trend promotion's page (a card opened from it with isTrend=true links back to it). */
export const TREND_PROMO_PATH = `/promotions/${TREND_PROMO_KEY}`;

/**
 * The promotion whose goods a promotion page lists: the data's, else, on /promotions itself (no
 * promotion key), the main promo action (storefront-shell.md §9 "Main promo action id 188852");
 * null for an unknown promotion with no id (its page shows no goods rather than another's).
 */
export function promotionSourceId(data: Pick<PromoData, 'id'>, promoKey: string | undefined): number | null {
  if (data.id !== null) return data.id;
  return promoKey ? null : MAIN_PROMO_ACTION_ID;
}

function menuLinks(items: readonly MenuItem[]): PromoLink[] {
  return items.flatMap((item) => (item.url ? [{ href: item.url, text: item.name }] : []));
}

/**
 * The promotions menu: the promotion's own menu and extra menu when the data carries them, else
 * the items under the promotions root menu (GET menu v11 with id 2192, storefront-shell.md §7),
 * with the §5 menu rules applied (club discounts only for a premium-available shopper outside
 * business mode). A failed menu read leaves the page without the menu, with one warning.
 */
export async function loadPromotionsMenu(data: Pick<PromoData, 'menu' | 'extraMenu'>, signal?: AbortSignal): Promise<PromoLink[]> {
  if (data.menu.length || data.extraMenu.length) return [...data.menu, ...data.extraMenu];
  const store = getStore();
  try {
    const nodes = await fetchMenuV11(store.get(localeAtom), store.get(languageAtom), { id: String(PROMOTIONS_ROOT_MENU_ID), ...(signal ? { signal } : {}) });
    return menuLinks(applyMenuRules(nodes, store.get(menuAudienceAtom)));
  } catch (error) {
    if (!signal?.aborted) console.warn('[vitrina] the promotions menu could not be loaded', error);
    return [];
  }
}
