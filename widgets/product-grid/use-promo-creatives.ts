import { useEffect, useState } from 'react';
import { atom } from 'jotai/vanilla';
import { useAtomValue } from 'jotai/react';
import type { PromoCreatives } from '../../contracts/banners';
import { loadPromoPoller, type PromoPollerModule } from '../../core/domain/banners';

const noCreativesAtom = atom<PromoCreatives | null>(null);

/**
 * The page's promo creatives (storefront-shell.md §3, §7) while the grid lists a promotion:
 * subscribing starts the page's one poller. Other listings load none of that code and get null.
 */
export function usePromoCreatives(onPromotion: boolean): PromoCreatives | null {
  const [poller, setPoller] = useState<PromoPollerModule | null>(null);
  useEffect(() => {
    if (!onPromotion || poller) return;
    let live = true;
    loadPromoPoller().then(
      (module) => live && setPoller(module),
      (error: unknown) => console.error('[vitrina] vt-product-grid: the promo creatives did not load', error),
    );
    return () => {
      live = false;
    };
  }, [onPromotion, poller]);
  const creatives = useAtomValue(onPromotion && poller ? poller.promoCreativesAtom : noCreativesAtom);
  return onPromotion ? creatives : null;
}
