import { memo } from 'react';
import type { ProductView } from '../../core/api/cart';
import type { CartLineView } from '../../core/cart/rules';
import type { Currency, Language } from '../../core/config/locales';
import { formatMoney } from '../../core/format/money';
import type { Translate } from '../../core/i18n';
import { ProductThumb } from './product-thumb';

export interface CartLineActions {
  setQuantity(line: CartLineView, quantity: number): void;
  setInclude(line: CartLineView, include: boolean): void;
  remove(line: CartLineView): void;
}

interface Props {
  line: CartLineView;
  product: ProductView | null | undefined;
  currency: Currency;
  language: Language;
  t: Translate;
  actions: CartLineActions;
}

/** One cart line (issue 6 "<vt-cart>": image, name or basket.goodsInfo.untitled, size, colour, seller, prices, stepper, include, remove). */
export const CartLine = memo(function CartLine({ line, product, currency, language, t, actions }: Props) {
  const size = product?.sizes.find((s) => s.characteristicId === line.characteristicId);
  const name = product?.name.trim() || t('basket.goodsInfo.untitled');
  // While the card loads the name is left blank rather than claiming the good has none.
  const shownName = product === undefined ? '' : product === null ? t('cart.unavailable') : name;
  const price = size?.price ?? line.price;
  const id = `line-${line.characteristicId}`;
  const details = [
    size?.name ? `${t('cart.size')}: ${size.name}` : '',
    product?.colorName ? `${t('cart.colour')}: ${product.colorName}` : '',
    product?.supplier ? `${t('cart.seller')}: ${product.supplier}` : '',
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
      <ProductThumb nmId={line.cod1S} pics={product?.pics ?? 0} alt={name} noPhoto={t('common.noPhoto')} />
      <div className="info">
        <p className="name" id={id} aria-busy={product === undefined}>{shownName}</p>
        <p className="meta">{details.join(' · ')}</p>
        {line.partQuantity !== undefined && <p className="meta part">{t('cart.partQuantity', { count: line.partQuantity })}</p>}
      </div>
      <div className="stepper" role="group" aria-labelledby={id}>
        <button type="button" className="icon-button" aria-label={t('cart.decrease')} disabled={line.quantity <= 1} onClick={() => actions.setQuantity(line, line.quantity - 1)}>−</button>
        <span className="quantity" aria-live="polite" aria-label={t('cart.quantity')}>{line.quantity}</span>
        <button type="button" className="icon-button" aria-label={t('cart.increase')} onClick={() => actions.setQuantity(line, line.quantity + 1)}>+</button>
      </div>
      <span className="price">{price > 0 ? formatMoney(price * line.quantity, currency, language) : ''}</span>
      <button type="button" className="icon-button" aria-label={t('cart.remove', { name })} onClick={() => actions.remove(line)}>×</button>
    </>
  );
});
