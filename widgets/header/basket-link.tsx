import { LINKS } from '../../core/domain/links';
import type { Translate } from '../../core/platform/i18n';
import { BasketIcon } from './icons';
import { useItemCount } from './use-item-count';

/** Short basket info (storefront-shell.md §3 "Basket info: BasketQuantity") from the shared store. */
export function BasketLink({ t, compact = false }: { t: Translate; compact?: boolean }) {
  const quantity = useItemCount('basket');
  return (
    <a className={compact ? 'tool tool--compact' : 'tool'} part="basket" href={LINKS.basket}>
      <span className="tool-icon">
        <BasketIcon />
        {quantity > 0 && (
          <span className="badge" part="basket-count" aria-hidden="true">
            {quantity}
          </span>
        )}
      </span>
      <span className={compact ? 'vt-visually-hidden' : 'tool-label'}>{t('header.basket')}</span>
      {quantity > 0 && <span className="vt-visually-hidden">, {t('header.itemsCount', { count: quantity })}</span>}
    </a>
  );
}
