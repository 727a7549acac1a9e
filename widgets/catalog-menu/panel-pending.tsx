import { useEffect, useId, useRef } from 'react';
import type { Translate } from '../../core/platform/i18n';

export interface PanelPendingProps {
  failed: boolean;
  onDismiss: () => void;
  t: Translate;
}

/**
 * Stands for the panel until its code is here: the same closed dialog as the panel's (it takes no
 * room and shows nothing). When that code could not be downloaded it is the §8 "Internet connection
 * is lost" modal (storefront-shell.md §8 "Product popup load failure"): focus moves to its button;
 * the button or Escape closes it. Native only: it must work with nothing more downloaded.
 */
export function PanelPending({ failed, onDismiss, t }: PanelPendingProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const textId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (failed && !dialog?.open) dialog?.showModal();
    else if (!failed && dialog?.open) dialog.close();
  }, [failed]);
  return (
    <dialog ref={ref} className="vt-dialog" part={failed ? 'error' : undefined} aria-labelledby={failed ? textId : undefined} onClose={onDismiss}>
      {failed && (
        <>
          <p id={textId} role="alert">
            {t('common.errors.connectionLost')}
          </p>
          <form method="dialog" className="actions">
            <button className="vt-button vt-button--primary">{t('common.close')}</button>
          </form>
        </>
      )}
    </dialog>
  );
}
