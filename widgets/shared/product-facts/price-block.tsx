import type { ProductSizeView } from '../../../contracts/products';
import type { Translate } from '../../../core/platform/i18n';

interface Props {
  size: ProductSizeView | undefined;
  money: (minor: number) => string;
  t: Translate;
  /** The shopper is premium (storefront-shell.md §6): a price with the club's premium sale says so. */
  premium?: boolean;
  /** Business mode (§6 "shows VAT info"): the card's VAT percent (§9 5, 7, 10, 20; 0 none); undefined shows nothing. */
  vatPercent?: number;
}

/**
 * The price to show, the basic price struck through when lower, the sale percent (§3 Size price,
 * minor units); for a premium shopper a price that carries the club's premium sale is named the club
 * price.
 */
export function PriceBlock({ size, money, t, premium = false, vatPercent }: Props) {
  if (size?.price === undefined) return null;
  const old = size.basicPrice !== undefined && size.basicPrice > size.price ? size.basicPrice : undefined;
  const club = premium && (size.prices?.premiumSaleAmount ?? 0) > 0;
  return (
    <p className={club ? 'price price--club' : 'price'} part={club ? 'price club-price' : 'price'}>
      {club && <span className="club-price">{t('productCard.clubPrice')} </span>}
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
      {vatPercent !== undefined && (
        <span className="vat" part="vat">
          {' '}
          {vatPercent > 0 ? t('productCard.vat', { percent: vatPercent }) : t('productCard.noVat')}
        </span>
      )}
    </p>
  );
}
