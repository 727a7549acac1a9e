import { setMenuOpen } from '../../core/domain/navigation';
import { pagePart } from '../../core/platform/page';
import '../shared/events/menu';

/**
 * The header's burger sends `vt-menu-toggle` {open} on document. The menu state lives in the
 * store, so this listens from the moment the chunk loads, not from the first React effect: a
 * burger pressed while the element is still mounting is not lost. Once per page runtime.
 */
export function followMenuToggle(): void {
  pagePart('menuToggle', (deps) => deps.document()?.addEventListener('vt-menu-toggle', (event) => setMenuOpen(Boolean(event.detail?.open))));
}
