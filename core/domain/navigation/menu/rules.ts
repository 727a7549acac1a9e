/**
 * storefront-shell.md §5 "Menu: club discounts item only for non-business mode with premium
 * available; certificates item dropped outside the main locale; resale item dropped if resale
 * disabled", and §6 who has resale. Items are known by their link (§2 "Promotion links").
 */
import { DEFAULT_LOCALE, type Locale } from '../../../../contracts/locales';
import { PROMOTION_LINKS } from '../../links';
import type { MenuItem } from '../../../../contracts/menu';

/** §6: the main locale (cashback, travel, certificates and resale are its features). */
export const MAIN_LOCALE: Locale = DEFAULT_LOCALE;

export interface MenuAudience {
  locale: Locale;
  businessMode: boolean;
  /** User grade premiumIsAvailable (§3). */
  premiumAvailable: boolean;
  resaleEnabled: boolean;
}

export interface ResaleConditions {
  signedIn: boolean;
  locale: Locale;
  businessMode: boolean;
  /** The resale switch of the global settings. */
  switchOn: boolean;
  /** The user falls in a rollout user-id range (the ranges themselves: not shown). */
  inRollout: boolean;
  employee: boolean;
}

/** §6 "Resale is enabled for signed-in users in the main locale, not in business mode, with the switch on and the user in a rollout range or an employee." */
export function isResaleEnabled(c: ResaleConditions): boolean {
  return c.signedIn && c.locale === MAIN_LOCALE && !c.businessMode && c.switchOn && (c.inRollout || c.employee);
}

function pathOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, 'https://menu.invalid').pathname.replace(/\/+$/, '') || '/';
  } catch {
    return undefined;
  }
}

/** Whether §5 lets this audience see the item. */
export function isMenuItemAllowed(item: Pick<MenuItem, 'url'>, audience: MenuAudience): boolean {
  switch (pathOf(item.url)) {
    case PROMOTION_LINKS.clubDiscounts:
      return !audience.businessMode && audience.premiumAvailable;
    case PROMOTION_LINKS.giftCertificates:
      return audience.locale === MAIN_LOCALE;
    case PROMOTION_LINKS.resale:
      return audience.resaleEnabled;
    default:
      return true;
  }
}

/** The menu this audience sees, at every level; the input is left untouched. */
export function applyMenuRules(items: readonly MenuItem[], audience: MenuAudience): MenuItem[] {
  return items
    .filter((item) => isMenuItemAllowed(item, audience))
    .map((item) => (item.children.length ? { ...item, children: applyMenuRules(item.children, audience) } : item));
}
