import { backoffBoundMs } from '../retry';
import { MAX_RETRY_DELAY_MS } from './constants';

export interface ScheduleOptions {
  /** Wait after the last change (§9: 3 s). */
  debounceMs: number;
  /** Wait after a change marked urgent (§9 cart "short 1 s"). */
  shortMs?: number;
  /** Send at the latest this long after the first unsent change (§9 cart "backup after 11 s"). */
  backupMs?: number;
}

export interface SyncSchedule {
  /** A change was made: (re)start the debounce. */
  touch(urgent?: boolean): void;
  /** A sync failed `failures` times in a row: try again after the back-off. */
  retry(failures: number): void;
  /** A sync started: nothing is due any more. */
  clear(): void;
}

export function createSyncSchedule(options: ScheduleOptions, run: () => void): SyncSchedule {
  let debounce: ReturnType<typeof setTimeout> | undefined;
  let backup: ReturnType<typeof setTimeout> | undefined;
  let onlineTarget: EventTarget | null = null;
  const fire = () => {
    clear();
    run();
  };
  function clear() {
    clearTimeout(debounce);
    clearTimeout(backup);
    debounce = backup = undefined;
    onlineTarget?.removeEventListener('online', fire);
    onlineTarget = null;
  }
  /**
   * A sync that failed offline is sent the moment the browser is back online, not after the rest
   * of its back-off (up to a minute): what the shopper changed offline reaches the server at once.
   */
  function sendWhenOnline() {
    if (onlineTarget || typeof window === 'undefined') return;
    onlineTarget = window;
    onlineTarget.addEventListener('online', fire, { once: true });
  }
  return {
    touch(urgent = false) {
      clearTimeout(debounce);
      debounce = setTimeout(fire, urgent && options.shortMs !== undefined ? options.shortMs : options.debounceMs);
      if (options.backupMs !== undefined && backup === undefined) backup = setTimeout(fire, options.backupMs);
    },
    retry(failures) {
      clearTimeout(debounce);
      debounce = setTimeout(fire, Math.min(backoffBoundMs(failures), MAX_RETRY_DELAY_MS));
      sendWhenOnline();
    },
    clear,
  };
}
