import { PRODUCT_FLAG_NAMES } from '../../contracts/products';
import type { ProductSizeView, ProductDetail } from '../../contracts/products';
import type { Translate } from '../../core/platform/i18n';

/** §4 sale-condition flags of the chosen size and the card's own flags (adult, alcohol, booking, ...), cashback from the higher bits. */
export function FlagList({ detail, size, t }: { detail: ProductDetail; size: ProductSizeView | undefined; t: Translate }) {
  const cardFlags = PRODUCT_FLAG_NAMES.filter((name) => detail.flags[name]);
  const saleFlags = (size?.saleConditions.flags ?? []).filter((name) => !(cardFlags as readonly string[]).includes(name));
  const cashback = size?.saleConditions.cashbackPercent ?? 0;
  if (cardFlags.length === 0 && saleFlags.length === 0 && cashback === 0) return null;
  return (
    <ul className="flags" part="flags">
      {[...cardFlags, ...saleFlags].map((name) => (
        <li key={name} className={`flag flag--${name}`}>
          {t(`productCard.flags.${name}`)}
        </li>
      ))}
      {cashback > 0 && <li className="flag flag--cashback">{t('productCard.cashback', { percent: cashback })}</li>}
    </ul>
  );
}
