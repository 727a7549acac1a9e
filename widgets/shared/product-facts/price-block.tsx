import type { ProductSizeView } from '../../../contracts/products';
import type { Translate } from '../../../core/platform/i18n';

/** The price to show, the basic price struck through when lower, the sale percent (§3 Size price, minor units). */
export function PriceBlock({ size, money, t }: { size: ProductSizeView | undefined; money: (minor: number) => string; t: Translate }) {
  if (size?.price === undefined) return null;
  const old = size.basicPrice !== undefined && size.basicPrice > size.price ? size.basicPrice : undefined;
  return (
    <p className="price" part="price">
      <span className="vt-visually-hidden">{t('productCard.price')}: </span>
      <strong className="now">{money(size.price)}</strong>
      {old !== undefined && (
        <>
          {' '}
          <s className="old">
            <span className="vt-visually-hidden">{t('productCard.oldPrice')}: </span>
            {money(old)}
          </s>
        </>
      )}
      {size.sale > 0 && <span className="sale"> {t('productCard.sale', { sale: size.sale })}</span>}
    </p>
  );
}
