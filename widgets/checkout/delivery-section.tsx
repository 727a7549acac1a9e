import { useEffect, useId, useState } from 'react';
import { useAtomValue } from 'jotai/react';
import type { CheckoutView } from '../../core/domain/checkout';
import {
  PICKUP_STORAGE_DAYS,
  chooseCourierSlot,
  choosePickupOffice,
  loadCourierSlots,
  setCourierAddress,
  setLeaveAtDoor,
  courierSlotsAvailable,
  LEAVE_AT_DOOR_PRICE_LIMIT,
  readyValue,
} from '../../core/domain/checkout';
import { setDeliveryWay, DELIVERY_WAYS } from '../../core/domain/cart';
import { currencyAtom, languageAtom, localeAtom } from '../../core/platform/locale';
import { formatAmount, formatMoney, unclaimedOrderFee } from '../../core/platform/format';
import { settingsAtom } from '../../core/domain/settings';
import { loadOffices, storeOfOffice, storesDataAtom, storesService } from '../../core/domain/account';
import { useRuntime } from '../shared/use-runtime';
import type { Translate } from '../../core/platform/i18n';
import { errorKey } from './error-key';
import { LoadingHint } from './loading-hint';
import type { CheckoutParts } from './on-demand';

/**
 * §3 "Cart: deliveryWay (self, courier), deliveryPoint": the pickup point or the courier address
 * and window. The pickup list and the windows come from server answers, and their parts on demand.
 */
export function DeliverySection({ view, parts, t }: { view: CheckoutView; parts: CheckoutParts | undefined; t: Translate }) {
  const locale = useAtomValue(localeAtom);
  const language = useAtomValue(languageAtom);
  const currency = useAtomValue(currencyAtom);
  const { variables } = useAtomValue(settingsAtom);
  // storefront-shell.md §9 unclaimed-order fee; routing-wallet §9 "unclaimed price overrides from app variables".
  const overrides = variables.unclaimedPrice;
  const unclaimedFee = formatAmount(unclaimedOrderFee(currency, typeof overrides === 'object' && overrides !== null ? overrides : {}), currency, language);
  const [selectError, setSelectError] = useState<string | null>(null);
  const runtime = useRuntime();
  // shell §7 stores-data.json and shopsbystore.json, refreshed every 15 min (§9) while checkout shows.
  useEffect(() => runtime.use(storesService), [runtime]);
  const pickupStore = storeOfOffice(useAtomValue(storesDataAtom), view.pickupOffice?.id);
  const headingId = useId();
  const addressId = useId();
  const doorId = useId();
  const offices = readyValue(view.offices);
  const courier = view.deliveryWay === 'courier';
  const officesKey = offices ? offices.length : -1;

  useEffect(() => {
    if (courier && officesKey >= 0) void loadCourierSlots();
  }, [courier, officesKey, view.choices.pickupOfficeId]);

  const choose = (officeId: number) => {
    setSelectError(null);
    choosePickupOffice(officeId).catch((error: unknown) => setSelectError(errorKey(error)));
  };
  const fetchedSlots = readyValue(view.slots);
  const stale = courier && fetchedSlots !== undefined && view.choices.slots.length > 0 && !courierSlotsAvailable(view.choices.slots, fetchedSlots);

  return (
    <section className="section" aria-labelledby={headingId} part="delivery">
      <h3 id={headingId} className="section-title">
        {t('checkout.delivery.title')}
      </h3>
      <fieldset className="ways">
        <legend className="vt-visually-hidden">{t('checkout.delivery.way')}</legend>
        {DELIVERY_WAYS.map((way) => (
          <label key={way} className="choice">
            <input type="radio" name="checkout-way" value={way} checked={view.deliveryWay === way} onChange={() => setDeliveryWay(way)} />
            {t(`checkout.delivery.${way}`)}
          </label>
        ))}
      </fieldset>

      {view.offices.status === 'error' && (
        <p className="error" role="alert">
          {t('common.errors.serverError')}{' '}
          <button type="button" className="vt-button" onClick={() => void loadOffices(locale)}>
            {t('checkout.retry')}
          </button>
        </p>
      )}
      {(view.offices.status === 'loading' || view.offices.status === 'idle') && <LoadingHint t={t} />}

      {!courier && (
        <div className="pickup">
          <p className="chosen" part="chosen-point" aria-live="polite">
            {view.pickupOffice ? (
              <>
                <span className="chosen-label">{t('checkout.pickup.chosen')}: </span>
                <span className="chosen-name">{view.pickupOffice.name}</span>, <span>{view.pickupOffice.address}</span>
              </>
            ) : (
              t('checkout.pickup.none')
            )}
          </p>
          {pickupStore && (
            <p className="hint" part="pickup-store">
              {pickupStore.workingHours
                ? t('checkout.pickup.store', { name: pickupStore.name, hours: pickupStore.workingHours })
                : t('checkout.pickup.storeName', { name: pickupStore.name })}
            </p>
          )}
          <p className="hint" part="unclaimed-fee">
            {t('checkout.pickup.unclaimedFee', { fee: unclaimedFee })}
          </p>
          <p className="hint" part="pickup-storage">
            {t('checkout.pickup.storage', { count: PICKUP_STORAGE_DAYS })}
          </p>
          {view.business && (
            <p className="hint" part="business-points">
              {t('checkout.delivery.businessPoints')}
            </p>
          )}
          {offices &&
            (parts ? (
              <parts.PickupCombobox offices={offices} chosen={view.pickupOffice} business={view.business} t={t} onChoose={(office) => choose(office.id)} />
            ) : (
              <LoadingHint t={t} />
            ))}
          {selectError && (
            <p className="error" role="alert">
              {t(selectError)}
            </p>
          )}
        </div>
      )}

      {courier && (
        <div className="courier">
          <label htmlFor={addressId} className="field-label">
            {t('checkout.courier.address')}
          </label>
          <input
            id={addressId}
            className="text-input"
            type="text"
            autoComplete="street-address"
            maxLength={300}
            value={view.choices.courierAddress}
            onChange={(e) => setCourierAddress(e.currentTarget.value)}
          />
          <label className="choice" htmlFor={doorId} part="leave-at-door">
            <input
              id={doorId}
              type="checkbox"
              checked={view.leaveAtDoor}
              disabled={!view.leaveAtDoorAllowed}
              aria-describedby={view.leaveAtDoorAllowed ? undefined : `${doorId}-limit`}
              onChange={(e) => setLeaveAtDoor(e.currentTarget.checked)}
            />
            {t('checkout.courier.leaveAtDoor')}
          </label>
          {!view.leaveAtDoorAllowed && (
            // shell §9 "Leave-at-door price limit 10000" (roubles).
            <p className="hint" id={`${doorId}-limit`} part="leave-at-door-limit">
              {t('checkout.courier.leaveAtDoorLimit', { limit: formatAmount(LEAVE_AT_DOOR_PRICE_LIMIT, 'RUB', language) })}
            </p>
          )}
          {view.clubFreeCourier && (
            // shell §9 "Free courier for club: 2 deliveries, amount 150000".
            <p className="hint" part="club-free-courier" aria-live="polite">
              {view.clubFreeCourier.free
                ? t('checkout.courier.clubFree', { count: view.clubFreeCourier.deliveries })
                : t('checkout.courier.clubFreeFrom', {
                    count: view.clubFreeCourier.deliveries,
                    missing: formatMoney(view.clubFreeCourier.missingMinor, 'RUB', language),
                  })}
            </p>
          )}
          <h4 className="subtitle">{t('checkout.courier.slots')}</h4>
          {view.slots.status === 'loading' && <LoadingHint t={t} />}
          {view.slots.status === 'error' && (
            <p className="error" role="alert">
              {t(errorKey(view.slots.error))}{' '}
              <button type="button" className="vt-button" onClick={() => void loadCourierSlots(true)}>
                {t('checkout.retry')}
              </button>
            </p>
          )}
          {stale && (
            <p className="error" role="alert">
              {t('checkout.blocked.slotUnavailable')}
            </p>
          )}
          {fetchedSlots &&
            (parts ? (
              <parts.SlotPicker days={fetchedSlots} chosen={view.choices.slots} language={language} t={t} onChoose={chooseCourierSlot} />
            ) : (
              <LoadingHint t={t} />
            ))}
        </div>
      )}
    </section>
  );
}
