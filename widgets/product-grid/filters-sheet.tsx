import { useState, type ReactNode } from 'react';
import type { ListingQuery } from '../../core/domain/catalog';
import { DEFAULT_SORT } from '../../core/domain/catalog';
import type { Translate } from '../../core/platform/i18n';
import { ModalDialog } from '../shared/dialog/modal-dialog';
import { ListingControls, type ListingControlsProps } from './listing-controls';

interface Props extends Omit<ListingControlsProps, 'query' | 'onChange'> {
  query: ListingQuery;
  /** The found count beside the button. */
  count: ReactNode;
  t: Translate;
  onChange(query: ListingQuery): void;
}

/** Choices a shopper made away from the listing's defaults: the sort, the delivery filter, the 18+ filter. */
export function activeChoices(query: ListingQuery, hideAdult: boolean): number {
  return Number(query.sort !== DEFAULT_SORT) + Number(query.deliveryHours !== undefined) + Number(hideAdult);
}

function FilterIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" focusable="false" aria-hidden="true">
      <path
        fill="currentColor"
        d="M3 6h11.2a3 3 0 0 1 5.6 0H21v2h-1.2a3 3 0 0 1-5.6 0H3V6Zm14 0a1 1 0 1 0 0 2 1 1 0 0 0 0-2ZM3 16h1.2a3 3 0 0 1 5.6 0H21v2H9.8a3 3 0 0 1-5.6 0H3v-2Zm4 0a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z"
      />
    </svg>
  );
}

/**
 * The listing's controls on a phone: a "Фильтры" button beside the found count opens them in a
 * bottom sheet, so the goods start on the first screen. The sort and the delivery filter open a
 * new address, so they are chosen in the sheet and applied together with its button; the tile
 * size and the 18+ filter are the shopper's settings and apply at once, as on a wide screen.
 */
export function FiltersSheet({ query, count, t, onChange, ...controls }: Props) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(query);
  const active = activeChoices(query, controls.hideAdult);
  const show = () => {
    setDraft(query);
    setOpen(true);
  };
  const apply = () => {
    setOpen(false);
    if (draft.sort !== query.sort || draft.deliveryHours !== query.deliveryHours) onChange(draft);
  };
  return (
    <div className="toolbar" part="toolbar">
      <button type="button" className="filters-button" part="filters-button" aria-haspopup="dialog" onClick={show}>
        <FilterIcon />
        <span>{t('productGrid.filters')}</span>
        {active > 0 && (
          <span className="filters-badge" aria-label={t('productGrid.filtersActive', { count: active })}>
            {active}
          </span>
        )}
      </button>
      {count}
      <ModalDialog open={open} onDismiss={() => setOpen(false)} label={t('productGrid.filters')} className="sheet" part="filters-sheet">
        <div className="vt-dialog-head">
          <h2 className="vt-dialog-title">{t('productGrid.filters')}</h2>
          <button type="button" className="vt-dialog-close" aria-label={t('productGrid.closeFilters')} onClick={() => setOpen(false)}>
            ×
          </button>
        </div>
        {open && <ListingControls {...controls} query={draft} t={t} onChange={setDraft} />}
        <button type="button" className="vt-button vt-button--primary sheet-apply" onClick={apply}>
          {t('productGrid.applyFilters')}
        </button>
      </ModalDialog>
    </div>
  );
}
