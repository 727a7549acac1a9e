import type { ProductSizeView, ProductView } from '../../contracts/products';
import type { Translate } from '../../core/platform/i18n';

const HOURS_PER_DAY = 24;
/** Sale-condition badges a tile shows at most (the card shows them all). */
const MAX_TILE_FLAGS = 2;

/** How a tile writes its numbers in the shop's language. */
export interface TileNumbers {
  /** A count in the language's short form ("12,3 тыс."). */
  count(value: number): string;
  rating(value: number): string;
}

/** Rating, colours, sale-condition badges, the stock thermometer and the delivery estimate of a tile. */
export function TileFacts({
  card,
  size,
  thermometer,
  numbers,
  t,
}: {
  card: ProductView;
  /** The tile's size (its sale conditions). */
  size: ProductSizeView | undefined;
  /** The grid's answer to core/catalog showsStockThermometer for this card. */
  thermometer: boolean;
  numbers: TileNumbers;
  t: Translate;
}) {
  const flags = (size?.saleConditions.flags ?? []).slice(0, MAX_TILE_FLAGS);
  const colours = card.colors.map((c) => c.name).filter(Boolean);
  const hours = card.time1;
  return (
    <>
      {card.reviewRating > 0 && (
        <p className="tile-rating">
          <span aria-hidden="true">
            ★ {numbers.rating(card.reviewRating)} · {numbers.count(card.feedbacks)}
          </span>
          <span className="vt-visually-hidden">{t('productCard.rating', { rating: card.reviewRating, count: card.feedbacks })}</span>
        </p>
      )}
      {colours.length > 0 && <p className="tile-meta">{t('productGrid.colours', { names: colours.join(', ') })}</p>}
      {flags.length > 0 && (
        <ul className="tile-flags" part="tile-flags">
          {flags.map((name) => (
            <li key={name}>{t(`productCard.flags.${name}`)}</li>
          ))}
        </ul>
      )}
      {thermometer && <p className="tile-meta tile-left">{t('productGrid.left', { count: card.totalQuantity })}</p>}
      {hours > 0 && (
        <p className="tile-meta">
          {hours < HOURS_PER_DAY
            ? t('productGrid.deliveryHours', { count: Math.ceil(hours) })
            : t('productGrid.deliveryDays', { count: Math.ceil(hours / HOURS_PER_DAY) })}
        </p>
      )}
    </>
  );
}
