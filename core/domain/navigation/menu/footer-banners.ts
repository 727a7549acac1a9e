import { atom } from 'jotai/vanilla';
import { signedInAtom } from '../../../transport/token';
import { BANNER_LOCATION } from '../../../../contracts/banners';
import type { Banner, ClientApplicationType } from '../../../../contracts/banners';
import { languageAtom, localeAtom } from '../../../platform/locale';
import { getStore } from '../../../platform/store';
import { loadBanners } from '../../banners';

/** storefront-shell.md §2 "Footer with banners". */
export const footerBannersAtom = atom<Banner[]>([]);

export async function loadFooterBanners(appType: ClientApplicationType, signal?: AbortSignal): Promise<void> {
  const store = getStore();
  // loadBanners never rejects except for a cancelled call (an element gone or reloading): nothing to show then.
  const result = await loadBanners(
    { location: BANNER_LOCATION.footer, appType, signedIn: store.get(signedInAtom), locale: store.get(localeAtom), language: store.get(languageAtom) },
    signal ? { signal } : {},
  ).catch(() => null);
  if (result && !signal?.aborted) store.set(footerBannersAtom, result.banners);
}
