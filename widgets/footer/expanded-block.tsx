import { useEffect, useId, useRef } from 'react';
import { shouldCloseOnScroll } from '../../core/domain/navigation';
import type { Translate } from '../../core/platform/i18n';

export interface ExpandedBlockProps {
  open: boolean;
  onChange: (open: boolean) => void;
  host: Element;
  t: Translate;
}

/**
 * The footer's expandable block on home (storefront-shell.md §2, by and ge only); §4 "closes on
 * outside click or scroll above 10 px".
 */
export function ExpandedBlock({ open, onChange, host, t }: ExpandedBlockProps) {
  const regionId = useId();
  const openedAt = useRef(0);

  useEffect(() => {
    if (!open) return;
    openedAt.current = scrollY;
    const onScroll = () => {
      if (shouldCloseOnScroll(openedAt.current, scrollY)) onChange(false);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!event.composedPath().includes(host)) onChange(false);
    };
    addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      removeEventListener('scroll', onScroll);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, onChange, host]);

  return (
    <div className="expandable" part="expandable">
      <button type="button" className="vt-button expand" part="expand" aria-expanded={open} aria-controls={regionId} onClick={() => onChange(!open)}>
        {open ? t('footer.collapse') : t('footer.expand')}
      </button>
      <div id={regionId} className="expanded" hidden={!open}>
        <p>{t('footer.aboutText')}</p>
      </div>
    </div>
  );
}
