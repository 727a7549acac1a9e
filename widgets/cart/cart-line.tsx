import { memo } from 'react';
import type { ProductView } from '../../contracts/products';
import { lineUnitPrice, orderedPieces, type CartLineView } from '../../core/domain/cart';
import type { Currency, Language } from '../../contracts/locales';
import { formatMoney } from '../../core/platform/format';
import type { Translate } from '../../core/platform/i18n';
import { ProductThumb } from '../shared/list/product-thumb';

export interface CartLineActions {
  setQuantity(line: CartLineView, quantity: number): void;
  setInclude(line: CartLineView, include: boolean): void;
  remove(line: CartLineView): void;
}

/** The texts every line shows, translated once per list rather than once per row (the 510-line bench). */
export interface CartLineLabels {
  untitled: string;
  unavailable: string;
  size: string;
  colour: string;
  seller: string;
  noPhoto: string;
  decrease: string;
  increase: string;
  quantity: string;
}

export function cartLineLabels(t: Translate): CartLineLabels {
  return {
    untitled: t('basket.goodsInfo.untitled'),
    unavailable: t('cart.unavailable'),
    size: t('cart.size'),
    colour: t('cart.colour'),
    seller: t('cart.seller'),
    noPhoto: t('common.noPhoto'),
    decrease: t('cart.decrease'),
    increase: t('cart.increase'),
    quantity: t('cart.quantity'),
  };
}

interface Props {
  line: CartLineView;
  product: ProductView | null | undefined;
  currency: Currency;
  language: Language;
  t: Translate;
  labels: CartLineLabels;
  actions: CartLineActions;
  /** Whether and for how long the good can be returned (no-return subjects, return days); '' when unknown. */
  returnNote?: string;
}

/** One cart line of <vt-cart>: image, name or basket.goodsInfo.untitled, size, colour, seller, prices, stepper, include, remove). */
export const CartLine = memo(function CartLine({ line, product, currency, language, t, labels, actions, returnNote = '' }: Props) {
  const size = product?.sizes.find((s) => s.characteristicId === line.characteristicId);
  const name = product?.name.trim() || labels.untitled;
  // While the card loads the name is left blank rather than claiming the good has none.
  const shownName = product === undefined ? '' : product === null ? labels.unavailable : name;
  // The unit price shown and the line total are one figure times the pieces (routing-wallet §9 rounding steps).
  const price = lineUnitPrice(line, product, currency);
  const pieces = orderedPieces(line);
  const id = `line-${line.characteristicId}`;
  const details = [
    size?.name ? `${labels.size}: ${size.name}` : '',
    product?.colorName ? `${labels.colour}: ${product.colorName}` : '',
    product?.supplier ? `${labels.seller}: ${product.supplier}` : '',
    returnNote,
  ].filter(Boolean);
  return (
    <>
      {/* The label is the 44px target around the 24px box. */}
      <label className="include-target">
        <input
          type="checkbox"
          className="include"
          checked={line.includeInOrder}
          onChange={(e) => actions.setInclude(line, e.currentTarget.checked)}
          aria-label={t('cart.include', { name })}
        />
      </label>
      <ProductThumb nmId={line.cod1S} pics={product?.pics ?? 0} alt={name} noPhoto={labels.noPhoto} />
      <div className="info">
        <p className="name" id={id} aria-busy={product === undefined}>
          {shownName}
        </p>
        <p className="meta">{details.join(' · ')}</p>
        {line.partQuantity !== undefined && <p className="meta part">{t('cart.partQuantity', { count: line.partQuantity })}</p>}
      </div>
      <div className="stepper" role="group" aria-labelledby={id}>
        <button
          type="button"
          className="icon-button"
          aria-label={labels.decrease}
          disabled={line.quantity <= 1}
          onClick={() => actions.setQuantity(line, line.quantity - 1)}
        >
          −
        </button>
        <span className="quantity" aria-live="polite" aria-label={labels.quantity}>
          {line.quantity}
        </span>
        <button type="button" className="icon-button" aria-label={labels.increase} onClick={() => actions.setQuantity(line, line.quantity + 1)}>
          +
        </button>
      </div>
      <span className="price">
        <span part="line-total">{price > 0 ? formatMoney(price * pieces, currency, language) : ''}</span>
        {price > 0 && pieces > 1 && (
          <span className="unit-price" part="unit-price">
            {t('cart.unitPrice', { price: formatMoney(price, currency, language), pieces })}
          </span>
        )}
      </span>
      <button type="button" className="icon-button remove" aria-label={t('cart.remove', { name })} onClick={() => actions.remove(line)}>
        ×
      </button>
    </>
  );
});
