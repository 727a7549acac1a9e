import { memo, useId, useState } from 'react';
import { useAtomValue } from 'jotai/react';
import { searchInSellerOnAtom, searchSellerAtom, setSearchInSeller } from '../../core/domain/search';
import type { Translate } from '../../core/platform/i18n';

/** §4 "The search-in-seller toggle (desktop only)": a checkbox beside the field. */
export const SellerToggle = memo(function SellerToggle({ t }: { t: Translate }) {
  const seller = useAtomValue(searchSellerAtom);
  const on = useAtomValue(searchInSellerOnAtom);
  if (!seller) return null;
  return (
    <label className="in-seller" part="in-seller">
      <input type="checkbox" checked={on} onChange={(event) => setSearchInSeller(event.currentTarget.checked)} />
      <span>{t('search.inSeller', { name: seller.trademark })}</span>
    </label>
  );
});

/** §4 "mobile uses a popup": where to search, everywhere or in the seller's goods. */
export const SellerPopup = memo(function SellerPopup({ t }: { t: Translate }) {
  const seller = useAtomValue(searchSellerAtom);
  const on = useAtomValue(searchInSellerOnAtom);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!seller) return null;
  return (
    <div
      className="seller-popup"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <button type="button" className="scope-button" part="scope-button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {on ? t('search.inSeller', { name: seller.trademark }) : t('search.everywhere')}
      </button>
      <fieldset id={panelId} className="scope-panel" hidden={!open}>
        <legend>{t('search.scope')}</legend>
        <label className="scope-option">
          <input
            type="radio"
            name="scope"
            checked={!on}
            onChange={() => {
              setSearchInSeller(false);
              setOpen(false);
            }}
          />
          {t('search.everywhere')}
        </label>
        <label className="scope-option">
          <input
            type="radio"
            name="scope"
            checked={on}
            onChange={() => {
              setSearchInSeller(true);
              setOpen(false);
            }}
          />
          {t('search.inSeller', { name: seller.trademark })}
        </label>
      </fieldset>
    </div>
  );
});
