import { defineReactElement } from '../shared/define-element';
import { ProductGrid, type ProductGridProps } from './product-grid';
import css from './product-grid.css?inline';
import favoriteButtonCss from '../favorite-toggle/favorite-toggle-button.css?inline';
import addButtonCss from '../add-to-cart/add-to-cart-button.css?inline';
import ru from './i18n/ru.json';
// Tiles show parts of the product card, favourite toggle and add-to-cart, in their texts (namespaces).
import productCardRu from '../product-card/i18n/ru.json';
import favoriteToggleRu from '../favorite-toggle/i18n/ru.json';
import addToCartRu from '../add-to-cart/i18n/ru.json';

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
    },
    styles: [favoriteButtonCss, addButtonCss, css],
    translations: ru,
    otherTranslations: { 'product-card': productCardRu, 'favorite-toggle': favoriteToggleRu, 'add-to-cart': addToCartRu },
    // The first row of tiles is the page's content: painted at once (a short task, use-progressive.ts);
    // the later rows come as transitions.
    urgentMount: true,
  });
}
