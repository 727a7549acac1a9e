import type { FavoriteSort } from './filter';

/** What the shopper chose in the favourites toolbar. */
export interface FavoritesChoices {
  sort: FavoriteSort;
  search: string;
  arrived: boolean;
}

/**
 * The page address carrying the choices in routing-wallet §2.4's query (sort, search, wlArrived=true),
 * other parameters and the hash untouched; an empty search and wlArrived off leave no parameter.
 */
export function favoritesQueryHref(href: string, choices: FavoritesChoices): string {
  const url = new URL(href);
  url.searchParams.set('sort', choices.sort);
  if (choices.search.trim()) url.searchParams.set('search', choices.search);
  else url.searchParams.delete('search');
  if (choices.arrived) url.searchParams.set('wlArrived', 'true');
  else url.searchParams.delete('wlArrived');
  return url.href;
}

/** Replaces the current history entry's address (its state kept: the router's), unless nothing changes. */
export function replaceQuery(choices: FavoritesChoices): void {
  const next = favoritesQueryHref(location.href, choices);
  if (next === location.href) return;
  try {
    history.replaceState(history.state, '', next);
  } catch (error) {
    // A sandboxed frame or the browser's replaceState rate limit: the list still shows the choice.
    console.warn('[vitrina] <vt-favorites> could not write its choices to the address', error);
  }
}
