import { useEffect, useId, useState } from 'react';
import { useAtomValue } from 'jotai/react';
import { localeAtom } from '../../core/platform/locale';
import { loadOffices, officesAtom, selectAddress, type DeliveryWay } from '../../core/domain/account';
import type { Translate } from '../../core/platform/i18n';

/**
 * The delivery-points popup (storefront-shell.md §2 "Delivery-points popup (courier or self
 * pickup) opened from the header city link"): the country's pickup offices; choosing one sends
 * the address selection. A refused choice stays on screen with the server-error text.
 */
export function DeliveryPopup({ t, onDone }: { t: Translate; onDone: () => void }) {
  const locale = useAtomValue(localeAtom);
  const offices = useAtomValue(officesAtom)[locale];
  const [way, setWay] = useState<DeliveryWay>('self');
  const [pending, setPending] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const headingId = useId();

  useEffect(() => {
    void loadOffices(locale);
  }, [locale]);

  const choose = async (id: number) => {
    setPending(id);
    setFailed(false);
    try {
      await selectAddress(id, way);
      onDone();
    } catch {
      setFailed(true);
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="delivery" aria-labelledby={headingId} role="group">
      <h2 id={headingId} className="popup-title">
        {t('header.delivery.title')}
      </h2>
      <fieldset className="ways">
        <legend className="vt-visually-hidden">{t('header.delivery.way')}</legend>
        {(['self', 'courier'] as const).map((value) => (
          <label key={value} className="way">
            <input type="radio" name="delivery-way" value={value} checked={way === value} onChange={() => setWay(value)} />
            {t(`header.delivery.${value}`)}
          </label>
        ))}
      </fieldset>
      <p className="delivery-status" role="status">
        {offices?.status === 'loading' ? t('header.delivery.loading') : offices?.status === 'error' || failed ? t('common.errors.serverError') : ''}
      </p>
      {offices?.status === 'error' && (
        <button type="button" className="vt-button" onClick={() => void loadOffices(locale)}>
          {t('header.delivery.retry')}
        </button>
      )}
      {offices?.status === 'ready' && (
        <ul className="offices" part="offices">
          {offices.offices.map((office) => (
            <li key={office.id} className="office">
              <span className="office-text" id={`${headingId}-${office.id}`}>
                <span className="office-name">{office.name}</span>
                <span className="office-address">{office.address}</span>
              </span>
              <button
                type="button"
                className="vt-button"
                disabled={pending !== null}
                aria-describedby={`${headingId}-${office.id}`}
                onClick={() => void choose(office.id)}
              >
                {pending === office.id ? t('header.delivery.saving') : t(way === 'self' ? 'header.delivery.pickHere' : 'header.delivery.courierHere')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
