import { defineReactElement } from '../shared/define-element';
import { ProductCard, type ProductCardProps } from './product-card';
import { preloadDetailPart } from './use-detail-part';
import css from './product-card.css?inline';
import ru from './i18n/ru.json';
import productFactsRu from '../shared/product-facts/i18n/ru.json';

export const PRODUCT_CARD_TAG = 'vt-product-card';

/** The element's class, with a way to fetch the full card's part before a page or popup card shows. */
export type ProductCardConstructor = CustomElementConstructor & { preloadDetail(): Promise<unknown> };

export function defineProductCard(): ProductCardConstructor {
  const element = defineReactElement<ProductCardProps>(PRODUCT_CARD_TAG, ProductCard, {
    props: { nmId: 'number', size: 'string', variant: 'string', product: 'json', targetUrl: 'string', erid: 'string', isTrend: 'boolean' },
    styles: [css],
    translations: ru,
    otherTranslations: { 'product-facts': productFactsRu },
  });
  return Object.assign(element, { preloadDetail: preloadDetailPart });
}
