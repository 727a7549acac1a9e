import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { createAutoplay, type PauseReason, autoplayDelayMs, type CarouselKind } from '../../core/domain/banners';
import { useLatest } from './use-latest';

export interface Rotation {
  rotating: boolean;
  /** The shopper (or the reduced-motion preference) stopped rotation: the control offers to start it. */
  userStopped: boolean;
  toggle(): void;
  pause(reason: PauseReason): void;
  resume(reason: PauseReason): void;
  restart(): void;
}

/** The carousel's autoplay (core/banners/autoplay.ts) as React state. */
export function useRotation({ kind, enabled, onAdvance }: { kind: CarouselKind; enabled: boolean; onAdvance: () => void }): Rotation {
  const latest = useLatest(onAdvance);
  const autoplay = useMemo(() => createAutoplay({ delayMs: enabled ? autoplayDelayMs(kind) : 0, onAdvance: () => latest.current() }), [kind, enabled, latest]);
  // Read from the current autoplay itself: a state copied from the previous one (before the
  // banners arrived, when rotation was off) would say "not rotating" for a render.
  const rotating = useSyncExternalStore(autoplay.subscribe, () => autoplay.rotating) && enabled;
  const [userStopped, setUserStopped] = useState(false);

  // The timer starts once the render that made this autoplay is committed (useMemo must stay pure).
  useEffect(() => {
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) autoplay.pause('reducedMotion');
    setUserStopped(autoplay.has('reducedMotion'));
    autoplay.start();
    return () => autoplay.destroy();
  }, [autoplay]);

  const toggle = useCallback(() => {
    if (autoplay.has('user') || autoplay.has('reducedMotion')) {
      autoplay.resume('reducedMotion');
      autoplay.resume('user');
      setUserStopped(false);
    } else {
      autoplay.pause('user');
      setUserStopped(true);
    }
  }, [autoplay]);

  return {
    rotating,
    userStopped,
    toggle,
    pause: autoplay.pause,
    resume: autoplay.resume,
    restart: autoplay.restart,
  };
}
