import type { ReactElement } from 'react';
import { useAtomValue } from 'jotai/react';
import { signalAuthRequired, signedInAtom } from '../../core/transport/token';
import { LINKS } from '../../core/domain/links';
import type { PathClass } from '../../core/domain/links';
import type { Translate } from '../../core/platform/i18n';
import { BasketIcon, CatalogIcon, HeartIcon, HomeIcon, ProfileIcon } from './icons';
import { useItemCount } from './use-item-count';

export type BottomNavItem = 'home' | 'catalog' | 'basket' | 'favorites' | 'profile';

/** The bottom bar's active item from the path class (storefront-shell.md §2 "Path classes for the mobile menu type"). */
export function activeBottomItem(page: PathClass): BottomNavItem | null {
  switch (page) {
    case 'home':
      return 'home';
    case 'catalog':
    case 'product':
      return 'catalog';
    case 'basket':
      return 'basket';
    case 'favorites':
      return 'favorites';
    case 'profile':
    case 'orders':
    case 'claims':
    case 'wallet':
    case 'security':
      return 'profile';
    default:
      return null;
  }
}

/** **(demo)** the catalog entry: the spec names no catalog root path. */
export const CATALOG_ROOT_PATH = '/catalog';

/** The mobile bottom navigation bar (below 1024 px, §9). */
export function BottomNav({ t, page }: { t: Translate; page: PathClass }) {
  const signedIn = useAtomValue(signedInAtom);
  const basket = useItemCount('basket');
  const favorites = useItemCount('favorites');
  const active = activeBottomItem(page);
  const items: { key: BottomNavItem; href: string; icon: ReactElement; count?: number }[] = [
    { key: 'home', href: LINKS.home, icon: <HomeIcon /> },
    { key: 'catalog', href: CATALOG_ROOT_PATH, icon: <CatalogIcon /> },
    { key: 'basket', href: LINKS.basket, icon: <BasketIcon />, count: basket },
    { key: 'favorites', href: LINKS.favorites, icon: <HeartIcon />, count: favorites },
    { key: 'profile', href: LINKS.account, icon: <ProfileIcon /> },
  ];
  return (
    <nav className="bottom-nav" part="bottom-nav" aria-label={t('header.bottomNav')}>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <a
              href={item.href}
              data-item={item.key}
              aria-current={active === item.key ? 'page' : undefined}
              onClick={(event) => {
                // §6 "on mobile tapping profile shows the login popup" for a guest.
                if (item.key !== 'profile' || signedIn) return;
                event.preventDefault();
                signalAuthRequired(location.href);
              }}
            >
              <span className="tool-icon">
                {item.icon}
                {item.count ? (
                  <span className="badge" aria-hidden="true">
                    {item.count}
                  </span>
                ) : null}
              </span>
              <span className="bottom-label">{t(`header.nav.${item.key}`)}</span>
              {item.count ? <span className="vt-visually-hidden">, {t('header.itemsCount', { count: item.count })}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
