import { useId, useLayoutEffect, useRef, useState } from 'react';
import { emit } from '../../core/platform/dom';
import { ModalDialog } from '../shared/dialog/modal-dialog';
import { useT } from '../shared/use-t';
import type { ElementHostProps } from '../shared/define-element';
// The same state the banner carousel reads: a confirmation here shows adult banners at once.
import { adultConfirmedNow, confirmAdult, followAdultConfirmation } from '../../core/domain/banners';
import { ADULT_REQUIRED_EVENT, type AdultRequiredDetail } from '../shared/events/adult-confirmation';

export interface AdultConfirmationProps {
  /** What the confirmation is for, shown in the question (e.g. a category name). */
  subject?: string;
}

/**
 * The adult-confirmation popup (storefront-shell.md §2, §5 "Adult-content banners and items need
 * adult confirmation first unless already confirmed", §9 "kept 1 h"). A still-valid confirmation
 * answers at once without showing anything.
 */
export function AdultConfirmation({ subject, container }: AdultConfirmationProps & ElementHostProps) {
  const t = useT();
  const [asking, setAsking] = useState<AdultRequiredDetail | null>(null);
  const titleId = useId();
  const host = useRef(container.host);
  host.current = container.host;

  // A layout effect: listening from the commit on, so a request right after mounting is not lost.
  useLayoutEffect(() => {
    followAdultConfirmation();
    const onRequired = (event: CustomEvent<AdultRequiredDetail>) => {
      event.preventDefault();
      const id = typeof event.detail?.id === 'string' ? event.detail.id : null;
      if (adultConfirmedNow()) {
        emit(host.current, 'vt-adult-confirm', { confirmed: true, id, remembered: true });
        return;
      }
      setAsking(id === null ? {} : { id });
    };
    addEventListener(ADULT_REQUIRED_EVENT, onRequired);
    return () => removeEventListener(ADULT_REQUIRED_EVENT, onRequired);
  }, []);

  const answer = (confirmed: boolean) => {
    if (!asking) return;
    if (confirmed) confirmAdult();
    emit(container.host, 'vt-adult-confirm', { confirmed, id: asking.id ?? null, remembered: false });
    setAsking(null);
  };

  return (
    <ModalDialog open={asking !== null} onDismiss={() => answer(false)} labelledBy={titleId} part="dialog">
      <h2 className="vt-dialog-title" id={titleId}>
        {t('adultConfirmation.title')}
      </h2>
      <p>{subject ? t('adultConfirmation.textFor', { subject }) : t('adultConfirmation.text')}</p>
      <div className="actions">
        <button type="button" className="vt-button" part="decline" onClick={() => answer(false)}>
          {t('adultConfirmation.decline')}
        </button>
        <button type="button" className="vt-button vt-button--primary" part="confirm" onClick={() => answer(true)}>
          {t('adultConfirmation.confirm')}
        </button>
      </div>
    </ModalDialog>
  );
}
