import { useId } from 'react';
import { DELIVERY_FILTER_HOURS, isDeliveryFilter, isListingSort, LISTING_SORTS, DEFAULT_PAGE, CARD_SIZES } from '../../core/domain/catalog';
import type { ListingQuery, CardSize } from '../../core/domain/catalog';
import type { Translate } from '../../core/platform/i18n';

export interface ListingControlsProps {
  query: ListingQuery;
  sortable: boolean;
  hideAdult: boolean;
  cardSize: CardSize;
  t: Translate;
  onChange(query: ListingQuery): void;
  onHideAdult(hide: boolean): void;
  onCardSize(size: CardSize): void;
}

/** The label key of each tile size (big c516x688 first: §9 "Default card size c516x688"). */
const CARD_SIZE_LABEL: Readonly<Record<CardSize, string>> = { c516x688: 'productGrid.cardSizeBig', c246x328: 'productGrid.cardSizeSmall' };

/**
 * Sort (storefront-shell.md §9 "default sort popular"), the fdlvr delivery filter (§9), the adult
 * filter (§5) — a change starts again from page 1 — and the tile size (§9 "Default card size
 * c516x688"): two toggle buttons in a labelled group, remembered in the catalog options.
 */
export function ListingControls({ query, sortable, hideAdult, cardSize, t, onChange, onHideAdult, onCardSize }: ListingControlsProps) {
  const id = useId();
  return (
    <div className="controls" part="controls" role="group" aria-label={t('productGrid.controls')}>
      {sortable && (
        <div className="control">
          <label htmlFor={`${id}-sort`}>{t('productGrid.sortLabel')}</label>
          <select
            id={`${id}-sort`}
            value={query.sort}
            onChange={(e) => {
              const sort = e.currentTarget.value;
              if (isListingSort(sort)) onChange({ ...query, sort, page: DEFAULT_PAGE });
            }}
          >
            {LISTING_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`productGrid.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      {sortable && (
        <div className="control">
          <label htmlFor={`${id}-delivery`}>{t('productGrid.deliveryLabel')}</label>
          <select
            id={`${id}-delivery`}
            value={query.deliveryHours ?? ''}
            onChange={(e) => {
              const hours = Number(e.currentTarget.value);
              const { deliveryHours: _off, ...rest } = query;
              onChange(isDeliveryFilter(hours) ? { ...rest, deliveryHours: hours, page: DEFAULT_PAGE } : { ...rest, page: DEFAULT_PAGE });
            }}
          >
            <option value="">{t('productGrid.deliveryAny')}</option>
            {DELIVERY_FILTER_HOURS.map((hours) => (
              <option key={hours} value={hours}>
                {t(`productGrid.delivery${hours}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="control">
        <span id={`${id}-size`}>{t('productGrid.cardSize')}</span>
        <div className="card-size" role="group" aria-labelledby={`${id}-size`}>
          {CARD_SIZES.map((size) => (
            <button key={size} type="button" className="card-size-option" aria-pressed={size === cardSize} onClick={() => onCardSize(size)}>
              {t(CARD_SIZE_LABEL[size])}
            </button>
          ))}
        </div>
      </div>
      <label className="control control--check">
        <input type="checkbox" checked={hideAdult} onChange={(e) => onHideAdult(e.currentTarget.checked)} />
        <span>{t('productGrid.hideAdult')}</span>
      </label>
    </div>
  );
}
