import { BACKGROUND_COLOR, THEME_COLOR } from './icon-drawing';
import { ICONS, type IconName } from './icons';

export const iconPath = (name: IconName) => `/icons/${name}.png`;

/**
 * The storefront's web app manifest (linked from host/index.html): installable on phones and
 * desktops, opening at the home page in its own window, in the header's colour. Its pages work
 * offline through the service worker (sw/).
 */
export function webAppManifest(): Record<string, unknown> {
  return {
    id: '/',
    name: 'Витрина — маркетплейс',
    short_name: 'Витрина',
    description: 'Товары от тысяч продавцов: каталог, поиск, корзина и избранное, и без сети.',
    lang: 'ru',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['shopping'],
    icons: (['icon-192', 'icon-512', 'maskable-512'] as const).map((name) => ({
      src: iconPath(name),
      sizes: `${ICONS[name].size}x${ICONS[name].size}`,
      type: 'image/png',
      purpose: ICONS[name].shape,
    })),
  };
}
