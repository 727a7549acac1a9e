import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useAtomValue } from 'jotai/react';
import { ModalDialog } from '../dialog/modal-dialog';
import { useT } from '../use-t';
import { FINANCE_TOOLTIP_CLOSE_MS, TOOLTIP_DEFAULTS, isPopupMode, type TooltipTrigger } from './tooltip-rules';
import { activeTooltipAtom, hideTooltip, showTooltip } from './tooltip-state';

export interface TooltipProps {
  /** The visible trigger's text or content (rendered inside a button). */
  label: ReactNode;
  /** Accessible name of the trigger when `label` is only an icon. */
  triggerLabel?: string;
  content: ReactNode;
  trigger?: TooltipTrigger;
  /** §4 "or a Shown/Unshown event": the owner shows (true) or hides (false) it; undefined leaves it to the trigger. */
  shown?: boolean;
  /** Finance tooltips close by themselves after 6 s (§9). */
  finance?: boolean;
  /** Popup mode even on desktop (§4 "In mobile or popup mode it becomes a popup"). */
  popup?: boolean;
  distance?: number;
  delay?: number;
  zIndex?: number;
  className?: string;
}

/**
 * storefront-shell.md §4 "Tooltip": shown by hover, click or always; click toggles; only one at
 * a time (page-wide); the owner may show or hide it (`shown`); a popup on mobile; Escape closes. Styles: tooltip.css beside this file.
 */
export function Tooltip({
  label,
  triggerLabel,
  content,
  trigger = 'hover',
  shown,
  finance = false,
  popup = false,
  distance = TOOLTIP_DEFAULTS.distance,
  delay = TOOLTIP_DEFAULTS.delay,
  zIndex = TOOLTIP_DEFAULTS.zIndex,
  className,
}: TooltipProps) {
  const t = useT();
  const id = useId();
  const active = useAtomValue(activeTooltipAtom);
  const open = trigger === 'always' || active === id;
  const [popupMode, setPopupMode] = useState(() => isPopupMode(globalThis.innerWidth ?? Infinity, popup));
  const delayTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onResize = () => setPopupMode(isPopupMode(innerWidth, popup));
    onResize();
    addEventListener('resize', onResize);
    return () => removeEventListener('resize', onResize);
  }, [popup]);

  useEffect(() => () => hideTooltip(id), [id]);

  useEffect(() => {
    if (shown === true) showTooltip(id);
    else if (shown === false) hideTooltip(id);
  }, [shown, id]);

  useEffect(() => {
    if (!open || trigger === 'always') return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        hideTooltip(id);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    const timer = finance ? setTimeout(() => hideTooltip(id), FINANCE_TOOLTIP_CLOSE_MS) : null;
    return () => {
      document.removeEventListener('keydown', onKey);
      if (timer) clearTimeout(timer);
    };
  }, [open, trigger, finance, id]);

  const cancelDelay = () => {
    if (delayTimer.current) clearTimeout(delayTimer.current);
    delayTimer.current = null;
  };
  const show = () => {
    cancelDelay();
    if (delay > 0) delayTimer.current = setTimeout(() => showTooltip(id), delay);
    else showTooltip(id);
  };
  const hide = () => {
    cancelDelay();
    hideTooltip(id);
  };
  useEffect(() => cancelDelay, []);

  const hoverHandlers = trigger === 'hover' && !popupMode ? { onMouseEnter: show, onMouseLeave: hide, onFocus: show, onBlur: hide } : {};
  const toggle = () => (open ? hide() : show());
  const tipId = `${id}-tip`;

  return (
    <span className={className ? `vt-tooltip ${className}` : 'vt-tooltip'} {...hoverHandlers}>
      <button
        ref={buttonRef}
        type="button"
        className="vt-tooltip-trigger"
        aria-label={triggerLabel}
        aria-describedby={open && !popupMode ? tipId : undefined}
        aria-expanded={trigger === 'click' || popupMode ? open : undefined}
        onClick={trigger === 'click' || popupMode ? toggle : undefined}
      >
        {label}
      </button>
      {popupMode ? (
        <ModalDialog open={open} onDismiss={hide} label={triggerLabel} className="vt-tooltip-popup">
          <div className="vt-tooltip-popup-body">{content}</div>
          <button type="button" className="vt-button" onClick={hide}>
            {t('common.close')}
          </button>
        </ModalDialog>
      ) : (
        open && (
          <span role="tooltip" id={tipId} className="vt-tooltip-bubble" style={{ marginTop: distance, zIndex }}>
            {content}
          </span>
        )
      )}
    </span>
  );
}
