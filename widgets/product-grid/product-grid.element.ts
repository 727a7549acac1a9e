import { defineReactElement } from '../shared/define-element';
import { ProductGrid, type ProductGridProps } from './product-grid';
import css from './product-grid.css?inline';
import dialogCss from '../shared/dialog/dialog.css?inline';
import favoriteButtonCss from '../shared/favorite-toggle-button/favorite-toggle-button.css?inline';
import addButtonCss from '../shared/add-to-cart-button/add-to-cart-button.css?inline';
import ru from './i18n/ru.json';
// Tiles show the shared product facts and the add and favourite buttons, each in its texts (namespace).
import productFactsRu from '../shared/product-facts/i18n/ru.json';
import favoriteButtonRu from '../shared/favorite-toggle-button/i18n/ru.json';
import addButtonRu from '../shared/add-to-cart-button/i18n/ru.json';

export const PRODUCT_GRID_TAG = 'vt-product-grid';

export function defineProductGrid(): CustomElementConstructor {
  return defineReactElement<ProductGridProps>(PRODUCT_GRID_TAG, ProductGrid, {
    props: {
      source: 'string',
      query: 'string',
      shard: 'string',
      filter: 'string',
      brand: 'number',
      seller: 'number',
      promo: 'number',
      supplier: 'number',
      nms: 'json',
      products: 'json',
      total: 'number',
      sort: 'string',
      page: 'number',
      fdlvr: 'number',
      infinite: 'boolean',
      lenient: 'boolean',
      urlQuery: 'boolean',
      noControls: 'boolean',
      isTrend: 'boolean',
    },
    // dialog.css (the filters' bottom sheet) first: product-grid.css's :host comes after its own.
    styles: [dialogCss, favoriteButtonCss, addButtonCss, css],
    translations: ru,
    otherTranslations: { 'product-facts': productFactsRu, 'favorite-toggle-button': favoriteButtonRu, 'add-to-cart-button': addButtonRu },
    // The first row of tiles is the page's content: painted at once (a short task, use-progressive.ts);
    // the later rows come as transitions.
    urgentMount: true,
  });
}
