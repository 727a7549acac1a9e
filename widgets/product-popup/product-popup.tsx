import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai/react';
import { emit } from '../../core/platform/dom';
import { closeProductPopup, openProductPopup, productPopupAtom, readCardUrlContext, resetProductPopup, productPath } from '../../core/domain/catalog';
import type { ElementHostProps } from '../shared/define-element';
import { ModalDialog } from '../shared/dialog/modal-dialog';
import { useT } from '../shared/use-t';
import './events';

export interface ProductPopupProps {
  /** Setting a product number opens the popup for it (integrators; the host page uses core openProductPopup). */
  nmId?: number;
  /** The `?size=` value to preselect. */
  size?: string;
}

/**
 * <vt-product-popup>: the desktop product popup (storefront-shell.md §4 "Product popup": one at
 * a time; §8 offline gives the 'Internet connection is lost' modal). What it shows is the core's
 * productPopupAtom (core/product/popup.ts): a host opens it with openProductPopup().
 */
export function ProductPopup({ nmId, size, container }: ProductPopupProps & ElementHostProps) {
  const t = useT();
  const { current, offline } = useAtomValue(productPopupAtom);
  // The last product stays in the dialog while its close animation plays.
  const last = useRef(current);
  if (current) last.current = current;
  const shown = current ?? last.current;
  // The link's targetUrl, erid and isTrend (routing-wallet §2.3) hold in the popup as on the page.
  const context = shown ? readCardUrlContext(new URL(shown.href, location.href)) : undefined;

  useEffect(() => {
    if (nmId !== undefined && Number.isSafeInteger(nmId) && nmId > 0) {
      openProductPopup({ nmId, href: productPath(nmId, size), ...(size ? { size } : {}) });
    }
  }, [nmId, size]);

  const dismiss = () => {
    closeProductPopup();
    emit(container.host, 'vt-product-popup-close', { nmId: current?.nmId ?? null, reason: 'dismiss' });
  };
  const dismissOffline = () => {
    resetProductPopup();
    emit(container.host, 'vt-product-popup-close', { nmId: null, reason: 'offline' });
  };

  return (
    <>
      <ModalDialog open={current !== null} onDismiss={dismiss} label={t('productPopup.label')} className="product-popup" part="dialog">
        {shown && (
          <>
            <div className="vt-dialog-head">
              <a className="open-page" part="open-page" href={shown.href}>
                {t('productPopup.openPage')}
              </a>
              <button type="button" className="vt-dialog-close" part="close" aria-label={t('common.close')} onClick={dismiss}>
                ×
              </button>
            </div>
            <vt-product-card
              key={shown.nmId}
              nm-id={String(shown.nmId)}
              size={shown.size}
              variant="popup"
              target-url={context?.targetUrl}
              erid={context?.erid}
              is-trend={context?.isTrend ? '' : undefined}
            />
          </>
        )}
      </ModalDialog>
      <ModalDialog open={offline} onDismiss={dismissOffline} labelledBy="offline-text" part="offline">
        <p id="offline-text" role="alert">
          {t('common.errors.connectionLost')}
        </p>
        <div className="actions">
          <button type="button" className="vt-button vt-button--primary" onClick={dismissOffline}>
            {t('productPopup.ok')}
          </button>
        </div>
      </ModalDialog>
    </>
  );
}
