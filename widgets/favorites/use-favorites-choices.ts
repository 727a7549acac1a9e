import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai/react';
import { FAVORITE_SORTS, readFavoriteSort, type FavoriteSort } from './filter';
import { defaultFavoriteSortAtom, followSavedFavoriteSort, saveFavoriteSort } from './saved-sort';
import { replaceQuery, type FavoritesChoices } from './url-query';
import { useChoiceResetBy } from './use-choice';

/** Typing in the search box writes the address at most this often (browsers throttle replaceState floods). */
export const URL_QUERY_WRITE_DELAY_MS = 250;

/** The starting values a host gives (routing-wallet §2.4: the page's sort, search and wlArrived query). */
export interface FavoritesQueryProps {
  /** The starting sort: popular, date, priceUp, priceDown or name (any case); default: the saved sort, else popular. An unknown one warns and takes the default. */
  sort?: string;
  /** The starting search text (in name or brand); default: empty. */
  search?: string;
  /** Show only the waitlisted goods that arrived (back in stock); default: all goods. */
  wlArrived?: boolean;
  /** The host opts in to the choices being written back to the address, so a reload keeps them. */
  urlQuery?: boolean;
}

export interface FavoritesControls extends FavoritesChoices {
  chooseSort(sort: FavoriteSort): void;
  chooseSearch(search: string): void;
  chooseArrived(arrived: boolean): void;
}

/**
 * The toolbar's values: the shopper's choice, else the attribute, else the default (sort: the
 * saved sort, else popular; search empty; all goods). A changed or removed attribute takes over again.
 */
export function useFavoritesChoices({ sort: sortProp, search: searchProp, wlArrived, urlQuery }: FavoritesQueryProps): FavoritesControls {
  const fallbackSort = useAtomValue(defaultFavoriteSortAtom);
  const [sortChoice, setSortChoice] = useChoiceResetBy<FavoriteSort>(sortProp);
  const [searchChoice, setSearchChoice] = useChoiceResetBy<string>(searchProp);
  const [arrivedChoice, setArrivedChoice] = useChoiceResetBy<boolean>(wlArrived);
  const sort = sortChoice ?? readFavoriteSort(sortProp) ?? fallbackSort;
  const search = searchChoice ?? searchProp ?? '';
  const arrived = arrivedChoice ?? wlArrived ?? false;

  useEffect(followSavedFavoriteSort, []);
  useEffect(() => {
    if (sortProp !== undefined && readFavoriteSort(sortProp) === undefined) {
      console.warn(`[vitrina] <vt-favorites> sort "${sortProp}" is not one of ${FAVORITE_SORTS.join(', ')}: the default sort is used.`);
    }
  }, [sortProp]);

  // Only the shopper's own choices go to the address, and only on the page the element started on.
  const chosen = sortChoice !== undefined || searchChoice !== undefined || arrivedChoice !== undefined;
  const startPath = useRef(location.pathname);
  useEffect(() => {
    if (!urlQuery || !chosen) return;
    const timer = setTimeout(() => {
      if (location.pathname === startPath.current) replaceQuery({ sort, search, arrived });
    }, URL_QUERY_WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [urlQuery, chosen, sort, search, arrived]);

  return {
    sort,
    search,
    arrived,
    chooseSort(next) {
      setSortChoice(next);
      saveFavoriteSort(next);
    },
    chooseSearch: setSearchChoice,
    chooseArrived: setArrivedChoice,
  };
}
