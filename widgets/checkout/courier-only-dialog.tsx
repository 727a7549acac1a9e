import { useId } from 'react';
import dialogCss from '../shared/dialog/dialog.css?inline';
import { ModalDialog } from '../shared/dialog/modal-dialog';
import { ProductThumb } from '../shared/list/product-thumb';
import { usePartStyles } from '../shared/use-part-styles';
import type { CheckoutLine } from '../../core/domain/checkout';
import type { Translate } from '../../core/platform/i18n';
import courierOnlyCss from './courier-only.css?inline';

/** After the checkout's own sheet: courier-only.css comes after dialog.css and keeps the checkout's :host. */
const STYLES = [dialogCss, courierOnlyCss];

export interface CourierOnlyDialogProps {
  root: ShadowRoot;
  open: boolean;
  lines: readonly CheckoutLine[];
  /** False in a buy-it-now order: its one item cannot leave it. */
  canRemove: boolean;
  t: Translate;
  onCourier(): void;
  /** While the lines leave the cart. */
  removing: boolean;
  /** The message key of a removal that failed (the popup stays open and says so), else null. */
  failure: string | null;
  onRemove(): void;
  onClose(): void;
}

/**
 * storefront-shell.md §2 "courier-only-items popup": the pickup order holds goods only the
 * seller's courier delivers (§4 delivery type codes 2, 7). It lists them (picture, name) and
 * offers courier delivery, removing them to keep pickup, or closing. A modal <dialog>: focus
 * stays inside, Escape closes it, the title names it.
 */
export function CourierOnlyDialog({ root, open, lines, canRemove, removing, failure, t, onCourier, onRemove, onClose }: CourierOnlyDialogProps) {
  usePartStyles(root, STYLES);
  const titleId = useId();
  const textId = useId();
  const count = lines.length;

  return (
    <ModalDialog open={open} onDismiss={onClose} labelledBy={titleId} className="courier-only" part="courier-only">
      <div className="vt-dialog-head">
        <h2 className="vt-dialog-title" id={titleId}>
          {t('checkout.courierOnly.title')}
        </h2>
        <button type="button" className="vt-dialog-close" aria-label={t('checkout.courierOnly.close')} onClick={onClose}>
          ×
        </button>
      </div>
      <p id={textId}>{t('checkout.courierOnly.text', { count })}</p>
      <ul className="courier-only-list" aria-describedby={textId}>
        {lines.map((line) => {
          const name = line.name.trim() || t('basket.goodsInfo.untitled');
          return (
            <li key={line.characteristicId} className="courier-only-item">
              <ProductThumb nmId={line.cod1S} pics={line.pics} alt={name} noPhoto={t('checkout.courierOnly.noPhoto')} />
              <span className="courier-only-name">
                {name}
                {line.sizeName && <span className="hint"> · {line.sizeName}</span>}
              </span>
            </li>
          );
        })}
      </ul>
      {failure && (
        <p className="error" role="alert">
          {t(failure)}
        </p>
      )}
      <div className="actions">
        {canRemove && (
          <button type="button" className="vt-button" disabled={removing} onClick={onRemove}>
            {t('checkout.courierOnly.remove', { count })}
          </button>
        )}
        <button type="button" className="vt-button vt-button--primary" onClick={onCourier}>
          {t('checkout.courierOnly.toCourier')}
        </button>
      </div>
    </ModalDialog>
  );
}
