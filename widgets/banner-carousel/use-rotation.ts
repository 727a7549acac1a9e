import { useCallback, useEffect, useMemo, useState } from 'react';
import { createAutoplay, type PauseReason } from '../../core/banners/autoplay';
import { autoplayDelayMs, type CarouselKind } from '../../core/banners/carousel';
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
  const autoplay = useMemo(
    () => createAutoplay({ delayMs: enabled ? autoplayDelayMs(kind) : 0, onAdvance: () => latest.current() }),
    [kind, enabled, latest],
  );
  const [rotating, setRotating] = useState(autoplay.rotating);
  const [userStopped, setUserStopped] = useState(false);

  useEffect(() => {
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) autoplay.pause('reducedMotion');
    setRotating(autoplay.rotating && enabled);
    setUserStopped(autoplay.has('reducedMotion'));
    const unsubscribe = autoplay.subscribe((next) => setRotating(next && enabled));
    return () => {
      unsubscribe();
      autoplay.destroy();
    };
  }, [autoplay, enabled]);

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
