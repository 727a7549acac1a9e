import { atom } from 'jotai/vanilla';
import { signedInAtom } from '../../../transport/token';
import { splitMenuPromotionBanners, loadBanners } from '../../banners';
import { BANNER_LOCATION } from '../../../../contracts/banners';
import type { Banner, ClientApplicationType } from '../../../../contracts/banners';
import { languageAtom, localeAtom } from '../../../platform/locale';
import { getStore } from '../../../platform/store';

/** §9 "Menu promotion banners: 5 left, 5 right". */
export const menuBannersAtom = atom<{ left: Banner[]; right: Banner[] }>({ left: [], right: [] });

/** Loads the catalog menu's banners for the current locale, language and sign-in state. */
export async function loadMenuBanners(appType: ClientApplicationType, signal?: AbortSignal): Promise<void> {
  const store = getStore();
  // loadBanners never rejects except for a cancelled call (an element gone or reloading): nothing to show then.
  const result = await loadBanners(
    {
      location: BANNER_LOCATION.catalogMenu,
      appType,
      signedIn: store.get(signedInAtom),
      locale: store.get(localeAtom),
      language: store.get(languageAtom),
    },
    signal ? { signal } : {},
  ).catch(() => null);
  if (result && !signal?.aborted) store.set(menuBannersAtom, splitMenuPromotionBanners(result.banners));
}
