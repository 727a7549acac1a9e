import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai/react';
import { localeAtom } from '../../core/platform/locale';
import { deliveryAddressAtom, FALLBACK_CITY_BY_LOCALE, followDeliveryAddress } from '../../core/domain/account';
import type { Translate } from '../../core/platform/i18n';
import { DeliveryPopup } from './delivery-popup';
import { PinIcon } from './icons';

/** The delivery preview: the chosen address, or the locale's fallback city (§9); opens the delivery-points popup. */
export function DeliveryPreview({ t }: { t: Translate }) {
  const locale = useAtomValue(localeAtom);
  const address = useAtomValue(deliveryAddressAtom);
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => followDeliveryAddress(), []);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      dialog.close();
      buttonRef.current?.focus();
    }
  }, [open]);

  const place = address?.address ?? t(`header.city.${FALLBACK_CITY_BY_LOCALE[locale]}`);
  return (
    <>
      <button ref={buttonRef} type="button" className="city" part="delivery" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <PinIcon />
        <span className="vt-visually-hidden">{t('header.delivery.preview')}: </span>
        <span className="city-text">{place}</span>
      </button>
      <dialog
        ref={dialogRef}
        className="modal"
        part="delivery-popup"
        aria-label={t('header.delivery.title')}
        onCancel={(event) => {
          event.preventDefault();
          setOpen(false);
        }}
      >
        {open && (
          <>
            <button type="button" className="vt-button modal-close" onClick={() => setOpen(false)}>
              {t('common.close')}
            </button>
            <DeliveryPopup t={t} onDone={() => setOpen(false)} />
          </>
        )}
      </dialog>
    </>
  );
}
