import { defineReactElement } from '../shared/define-element';
import { ProductCard, type ProductCardProps } from './product-card';
import css from './product-card.css?inline';
import dialogCss from '../shared/dialog/dialog.css?inline';
import ru from './i18n/ru.json';

export const PRODUCT_CARD_TAG = 'vt-product-card';

export function defineProductCard(): CustomElementConstructor {
  return defineReactElement<ProductCardProps>(PRODUCT_CARD_TAG, ProductCard, {
    props: { nmId: 'number', size: 'string', variant: 'string', product: 'json' },
    styles: [dialogCss, css],
    translations: ru,
  });
}
