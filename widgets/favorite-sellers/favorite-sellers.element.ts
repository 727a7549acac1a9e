import { defineReactElement } from '../shared/define-element';
import { FavoriteSellers, type FavoriteSellersProps } from './favorite-sellers';
import css from './favorite-sellers.css?inline';
import ru from './i18n/ru.json';
import listCss from '../shared/list/list.css?inline';
import noticeCss from '../shared/unfollow-undo/bottom-notice.css?inline';

export const FAVORITE_SELLERS_TAG = 'vt-favorite-sellers';

export function defineFavoriteSellers(): CustomElementConstructor {
  return defineReactElement<FavoriteSellersProps>(FAVORITE_SELLERS_TAG, FavoriteSellers, { props: {}, styles: [listCss, noticeCss, css], translations: ru });
}
