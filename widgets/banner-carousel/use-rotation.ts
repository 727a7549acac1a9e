import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { createRotationHolds, type PauseReason } from '../../core/domain/banners';

const prefersReducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

export interface Rotation {
  rotating: boolean;
  /** The shopper (or the reduced-motion preference) stopped rotation: the control offers to start it. */
  userStopped: boolean;
  toggle(): void;
  pause(reason: PauseReason): void;
  resume(reason: PauseReason): void;
}

/**
 * The carousel's rotation holds (core/banners/rotation.ts) as React state. `rotating` is what the
 * slider's autoplay follows (its hold per variant: storefront-shell.md §9). Under
 * prefers-reduced-motion the carousel starts stopped, as if the shopper had stopped it.
 */
export function useRotation({ enabled }: { enabled: boolean }): Rotation {
  const holds = useMemo(() => {
    const created = createRotationHolds();
    if (prefersReducedMotion()) created.pause('reducedMotion');
    return created;
  }, []);
  const free = useSyncExternalStore(holds.subscribe, () => holds.rotating);
  const [userStopped, setUserStopped] = useState(() => holds.has('reducedMotion'));

  const toggle = useCallback(() => {
    if (holds.has('user') || holds.has('reducedMotion')) {
      holds.resume('reducedMotion');
      holds.resume('user');
      setUserStopped(false);
    } else {
      holds.pause('user');
      setUserStopped(true);
    }
  }, [holds]);

  return { rotating: free && enabled, userStopped, toggle, pause: holds.pause, resume: holds.resume };
}
