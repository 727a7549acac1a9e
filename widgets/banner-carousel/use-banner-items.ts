import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useAtomValue } from 'jotai/react';
import { signedInAtom } from '../../core/transport/token';
import {
  adultConfirmedAtAtom,
  followAdultConfirmation,
  bannerAreaAtom,
  bannerAreaKey,
  requestBannerArea,
  DESKTOP_ONLY_BREAKPOINT_PX,
} from '../../core/domain/banners';
import { APPLICATION_TYPE } from '../../contracts/banners';
import { carouselItems, type CarouselItem, type CarouselRange } from '../../core/domain/banners';
import type { BannerRequest, ClientApplicationType } from '../../contracts/banners';
import { languageAtom, localeAtom } from '../../core/platform/locale';

const DESKTOP_QUERY = `(min-width: ${DESKTOP_ONLY_BREAKPOINT_PX}px)`;
/** An atom key no request produces: an invalid request shows an empty carousel. */
const NO_AREA = '\0invalid';

function subscribeDesktop(onChange: () => void): () => void {
  const query = matchMedia(DESKTOP_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** §3 apptype: desktop 1 from the §9 desktop-only breakpoint 1024 up, else mobile 2. */
function useAppType(): ClientApplicationType {
  const desktop = useSyncExternalStore(
    subscribeDesktop,
    () => matchMedia(DESKTOP_QUERY).matches,
    () => true,
  );
  return desktop ? APPLICATION_TYPE.desktop : APPLICATION_TYPE.mobile;
}

export interface BannerItemsOptions {
  location: number;
  range: CarouselRange;
  menuId?: number | undefined;
  brandId?: number | undefined;
}

/**
 * The slides of one carousel: the area's banners for this page (display type from the sign-in
 * state, country and culture from the locale and language, app type from the viewport), loaded
 * through core/banners, cut to the carousel's range, adult banners only once confirmed.
 */
export function useBannerItems({ location, range, menuId, brandId }: BannerItemsOptions): { ready: boolean; items: CarouselItem[] } {
  const locale = useAtomValue(localeAtom);
  const language = useAtomValue(languageAtom);
  const signedIn = useAtomValue(signedInAtom);
  const adultConfirmedAt = useAtomValue(adultConfirmedAtAtom);
  const appType = useAppType();

  const request = useMemo<BannerRequest>(
    () => ({
      location,
      appType,
      signedIn,
      locale,
      language,
      ...(menuId !== undefined ? { menuId } : {}),
      ...(brandId !== undefined ? { brandId } : {}),
    }),
    [location, appType, signedIn, locale, language, menuId, brandId],
  );
  const key = bannerAreaKey(request);
  const area = useAtomValue(bannerAreaAtom(key ?? NO_AREA));

  useEffect(() => followAdultConfirmation(), []);
  useEffect(() => {
    if (key && area.status === 'idle') void requestBannerArea(request);
  }, [key, area.status, request]);

  const items = useMemo(
    () => carouselItems(area.banners, { location, range, adultConfirmedAt, now: Date.now() }),
    [area.banners, location, range, adultConfirmedAt],
  );
  return { ready: area.status === 'ready' || key === null, items };
}
