import { defineReactElement } from '../shared/define-element';
import { FavoriteToggle, type FavoriteToggleProps } from './favorite-toggle';
import buttonCss from '../shared/favorite-toggle-button/favorite-toggle-button.css?inline';
import css from './favorite-toggle.css?inline';
import ru from './i18n/ru.json';
import buttonRu from '../shared/favorite-toggle-button/i18n/ru.json';

export const FAVORITE_TOGGLE_TAG = 'vt-favorite-toggle';

export function defineFavoriteToggle(): CustomElementConstructor {
  return defineReactElement<FavoriteToggleProps>(FAVORITE_TOGGLE_TAG, FavoriteToggle, {
    props: { product: 'number', size: 'number', targetUrl: 'string', meta: 'string' },
    styles: [buttonCss, css],
    translations: ru,
    otherTranslations: { 'favorite-toggle-button': buttonRu },
  });
}
