import { useEffect, useRef, useState } from 'react';
import { isBackToTopVisible } from '../../core/domain/navigation';
import { useT } from '../shared/use-t';
import type { ElementHostProps } from '../shared/define-element';

export interface BackToTopProps {
  /** CSS selector of the app container (§2 "once scrolled below the app container"); default main. */
  appContainer?: string;
}

const DEFAULT_CONTAINER = 'main';

function safeQuery(selector: string): Element | null {
  try {
    return document.querySelector(selector);
  } catch {
    return null; // an invalid selector: one screen is used instead
  }
}

function containerTop(selector: string): number | null {
  const element = safeQuery(selector);
  return element ? element.getBoundingClientRect().top + scrollY : null;
}

/** storefront-shell.md §2 "Back-to-top button" (desktop 768 px+ below the container; mobile scrolling up beyond 1.5 screens). */
export function BackToTop({ appContainer: selector }: BackToTopProps & ElementHostProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const previous = useRef(scrollY);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setVisible(
        isBackToTopVisible({
          viewportWidth: innerWidth,
          viewportHeight: innerHeight,
          scrollY,
          previousScrollY: previous.current,
          containerTop: containerTop(selector || DEFAULT_CONTAINER),
        }),
      );
      previous.current = scrollY;
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    addEventListener('scroll', schedule, { passive: true });
    addEventListener('resize', schedule);
    update();
    return () => {
      removeEventListener('scroll', schedule);
      removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [selector]);

  const toTop = () => {
    const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
    scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    // The button hides at the top: give focus to the app container (when it takes focus) so it is not lost.
    const target = safeQuery(selector || DEFAULT_CONTAINER);
    if (target instanceof HTMLElement && target.hasAttribute('tabindex')) target.focus({ preventScroll: true });
  };

  return (
    <button type="button" className="to-top" part="button" hidden={!visible} aria-label={t('backToTop.label')} onClick={toTop}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M12 5.5 4.5 13l1.4 1.4L11 9.3V20h2V9.3l5.1 5.1 1.4-1.4Z" />
      </svg>
    </button>
  );
}
