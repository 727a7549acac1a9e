import { memo } from 'react';
import type { FavoriteData } from '../../contracts/favorites';
import type { ProductSizeView, ProductView } from '../../contracts/products';
import type { Currency, Language } from '../../contracts/locales';
import { isDeletedGood } from '../../core/domain/favorites';
import { formatMoney } from '../../core/platform/format';
import type { Translate } from '../../core/platform/i18n';
import { ProductThumb } from '../shared/list/product-thumb';

export interface FavoriteRowActions {
  addToCart(item: FavoriteData, size: ProductSizeView | undefined, product: ProductView | null | undefined): void;
  remove(item: FavoriteData): void;
}

/** The texts every row shows, translated once per list rather than once per row (the 4000-favourite bench). */
export interface FavoriteRowLabels {
  noName: string;
  deleted: string;
  inStock: string;
  outOfStock: string;
  addToCart: string;
  noPhoto: string;
}

export function favoriteRowLabels(t: Translate): FavoriteRowLabels {
  return {
    noName: t('productCard.noNameSpecified'),
    deleted: t('favorites.deleted'),
    inStock: t('favorites.inStock'),
    outOfStock: t('favorites.outOfStock'),
    addToCart: t('favorites.addToCart'),
    noPhoto: t('common.noPhoto'),
  };
}

interface Props {
  item: FavoriteData;
  product: ProductView | null | undefined;
  currency: Currency;
  language: Language;
  t: Translate;
  labels: FavoriteRowLabels;
  actions: FavoriteRowActions;
}

/** One favourite good (storefront-shell.md §3 "Favourite good view"): picture, name, stock and price, add to cart, remove. */
export const FavoriteRow = memo(function FavoriteRow({ item, product, currency, language, t, labels, actions }: Props) {
  const size = product?.sizes.find((s) => s.characteristicId === item.characteristicId);
  const view = { goodsName: product?.name, brandName: product?.brand, colorName: product?.colorName, sizeName: size?.name };
  const deleted = product !== undefined && isDeletedGood(view);
  const name = product?.name.trim() || labels.noName;
  const inStock = (size?.stockQty ?? 0) > 0;
  // Every row has an "add to cart" button: the good's name tells them apart for assistive technology.
  const nameId = `favorite-${item.characteristicId}`;
  return (
    <>
      <ProductThumb nmId={item.cod1S} pics={product?.pics ?? 0} alt={name} noPhoto={labels.noPhoto} />
      <div className="info">
        <p className="name" id={nameId}>
          {deleted ? labels.deleted : name}
        </p>
        <p className="meta">{[product?.brand, size?.name, product?.colorName].filter(Boolean).join(' · ')}</p>
        <p className="meta">{product === undefined ? '' : inStock ? labels.inStock : labels.outOfStock}</p>
      </div>
      <span className="price">{size?.price !== undefined ? formatMoney(size.price, currency, language) : ''}</span>
      <button
        type="button"
        className="vt-button add"
        aria-describedby={nameId}
        disabled={!inStock || size?.price === undefined}
        onClick={() => actions.addToCart(item, size, product)}
      >
        {labels.addToCart}
      </button>
      <button type="button" className="icon-button remove" aria-label={t('favorites.remove', { name })} onClick={() => actions.remove(item)}>
        ×
      </button>
    </>
  );
});
