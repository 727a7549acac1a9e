import { getStore } from '../../platform/store';
import { isSlidingOff, slideDueAt, slideToken } from './slide';
import { sessionAtom } from '../token';

/** setTimeout cannot wait longer than 2^31-1 ms; a later slide is re-armed when that fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Slides the token once it is 2 days old (storefront-shell.md §4), re-armed whenever the token
 * changes (sign-in, a slide in this or another tab). Returns a stop function.
 */
export function startSlideSchedule(): () => void {
  const store = getStore();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const arm = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const session = store.get(sessionAtom);
    if (!session || isSlidingOff()) return;
    const delay = Math.max(0, slideDueAt(session.data) - Date.now());
    timer = setTimeout(
      () => {
        timer = null;
        if (delay > MAX_TIMER_MS) return arm();
        // A new token (here or from the tab that held the lock) re-arms through the atom.
        void slideToken();
      },
      Math.min(delay, MAX_TIMER_MS),
    );
  };

  const unsubscribe = store.sub(sessionAtom, arm);
  arm();
  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
}
