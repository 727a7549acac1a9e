import { useState } from 'react';
import type { SizeTable } from '../../contracts/products';
import type { Translate } from '../../core/platform/i18n';
import { ModalDialog } from '../shared/dialog/modal-dialog';

/** The size table in a modal dialog (APG dialog: focus moves in, Escape closes, focus returns). */
export function SizeTableButton({ table, t }: { table: SizeTable; t: Translate }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="link-button" part="size-table-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('productCard.sizeTable')}
      </button>
      <ModalDialog open={open} onDismiss={() => setOpen(false)} labelledBy="size-table-title" part="size-table">
        <div className="vt-dialog-head">
          <h2 id="size-table-title" className="vt-dialog-title">
            {t('productCard.sizeTable')}
          </h2>
          <button type="button" className="vt-dialog-close" aria-label={t('common.close')} onClick={() => setOpen(false)}>
            ×
          </button>
        </div>
        <table className="size-table">
          <thead>
            <tr>
              {table.headers.map((h, i) => (
                <th key={i} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, c) => (
                  <td key={c}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ModalDialog>
    </>
  );
}
