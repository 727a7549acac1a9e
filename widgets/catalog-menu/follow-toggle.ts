import { setMenuOpen } from '../../core/domain/navigation';
import '../shared/events/menu';

const FOLLOWING = Symbol.for('vitrina.menuToggle');

/**
 * The header's burger sends `vt-menu-toggle` {open} on document. The menu state lives in the
 * store, so this listens from the moment the chunk loads, not from the first React effect: a
 * burger pressed while the element is still mounting is not lost. Once per page.
 */
export function followMenuToggle(): void {
  const holder = globalThis as { [FOLLOWING]?: true };
  if (holder[FOLLOWING] || typeof document === 'undefined') return;
  holder[FOLLOWING] = true;
  document.addEventListener('vt-menu-toggle', (event) => setMenuOpen(Boolean(event.detail?.open)));
}
