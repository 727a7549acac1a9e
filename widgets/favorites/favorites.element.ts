import { defineReactElement } from '../shared/define-element';
import { Favorites, type FavoritesProps } from './favorites';
import css from './favorites.css?inline';
import ru from './i18n/ru.json';
import listCss from '../shared/list/list.css?inline';

export const FAVORITES_TAG = 'vt-favorites';

export function defineFavorites(): CustomElementConstructor {
  return defineReactElement<FavoritesProps>(FAVORITES_TAG, Favorites, {
    props: { sort: 'string', search: 'string', wlArrived: 'boolean', urlQuery: 'boolean', noTitle: 'boolean' },
    styles: [listCss, css],
    translations: ru,
  });
}
