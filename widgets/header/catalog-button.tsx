import { useAtomValue } from 'jotai/react';
import { menuOpenAtom } from '../../core/domain/navigation';
import { emit } from '../../core/platform/dom';
import type { Translate } from '../../core/platform/i18n';
import { CatalogIcon } from './icons';
import '../shared/events/menu';

/**
 * The catalog burger (storefront-shell.md §1 "catalog burger menu"): opens <vt-catalog-menu>
 * through `vt-menu-toggle` on the document, where the menu listens. A labelled button on a wide
 * screen, the icon alone on a phone.
 */
export function CatalogButton({ t, host, compact }: { t: Translate; host: Element; compact: boolean }) {
  const open = useAtomValue(menuOpenAtom);
  return (
    <button
      type="button"
      className={compact ? 'catalog catalog--compact' : 'catalog'}
      part="catalog-button"
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={() => emit(host, 'vt-menu-toggle', { open: !open })}
    >
      <CatalogIcon />
      <span className={compact ? 'vt-visually-hidden' : 'catalog-label'}>{t('header.nav.catalog')}</span>
    </button>
  );
}
