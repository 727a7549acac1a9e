import { currencyAtom, localeAtom } from '../../../platform/locale';
import { getStore } from '../../../platform/store';
import type { Router } from './router';

/**
 * storefront-routing-wallet.md §2.4 "After a geo or currency change the current page refreshes,
 * except basket and buy-it-now basket" (routes marked keepOnGeoChange). Returns the unsubscribe.
 */
export function refreshOnGeoChange(router: Pick<Router, 'geoChanged'>): () => void {
  const store = getStore();
  const onChange = () => void router.geoChanged();
  const offLocale = store.sub(localeAtom, onChange);
  const offCurrency = store.sub(currencyAtom, onChange);
  return () => {
    offLocale();
    offCurrency();
  };
}
