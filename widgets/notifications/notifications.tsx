import { useEffect, useId, useRef, useState } from 'react';
import { usePanelSide } from '../shared/use-panel-side';
import { atom } from 'jotai/vanilla';
import { useAtomValue } from 'jotai/react';
import { signalAuthRequired, signedInAtom } from '../../core/transport/token';
import { emit } from '../../core/platform/dom';
import { useT } from '../shared/use-t';
import type { ElementHostProps } from '../shared/define-element';
import { useNoticesPanel } from './use-notices-panel';
import './events';

export interface NotificationsProps {
  /** The "all notifications" page; default /lk#notifications (storefront-shell.md §2). */
  href?: string;
}

const NO_COUNT = atom<number | null>(null);
const NO_NETWORK_ERROR = atom(false);

/** Counts above this show as "99+" on the badge (the label keeps the exact number). */
const BADGE_MAX = 99;

/**
 * The notification bell (storefront-shell.md §2 "notification bell", §4 "Notifications", §7, §8):
 * the unread count polled every 90 s, the list under it with mark-read and delete, and the
 * network-error mark when the server could not be reached (the cached list is shown then).
 * Guests have no count: the bell asks them to sign in. The list, its actions and the count's
 * poller are the on-demand notices-panel.tsx, loaded only for a signed-in shopper; the open state
 * and the panel's box are here, so a press made before that part arrives is kept.
 */
export function Notifications({ href, container }: NotificationsProps & ElementHostProps) {
  const t = useT();
  const signedIn = useAtomValue(signedInAtom);
  const { part: panel, failed, retry } = useNoticesPanel(signedIn);
  // Until the part is here there is no count (it is what asks the server), as before the first answer.
  const count = useAtomValue(panel?.unreadCountAtom ?? NO_COUNT);
  const networkError = useAtomValue(panel?.notificationsNetworkErrorAtom ?? NO_NETWORK_ERROR);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const panelId = useId();
  const headingId = useId();

  usePanelSide(open, panelRef);

  useEffect(() => {
    if (!signedIn) setOpen(false);
  }, [signedIn]);

  const setPanel = (next: boolean, returnFocus = false) => {
    setOpen(next);
    emit(container.host, 'vt-notifications-toggle', { open: next });
    if (returnFocus) buttonRef.current?.focus();
  };

  const setPanelRef = useRef(setPanel);
  setPanelRef.current = setPanel;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!event.composedPath().includes(container.host)) setPanelRef.current(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setPanelRef.current(false, true); // §9 "Escape closes popups"
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, container]);

  const onBell = () => {
    if (!signedIn) {
      signalAuthRequired();
      return;
    }
    if (failed && !open) retry();
    setPanel(!open);
  };

  const shownCount = signedIn && count !== null ? count : null;
  const bellLabel = shownCount ? t('notifications.bellWithCount', { count: shownCount }) : t('notifications.bell');

  return (
    <div className="root">
      <button
        ref={buttonRef}
        type="button"
        className="bell"
        part="bell"
        aria-label={bellLabel}
        aria-expanded={signedIn ? open : undefined}
        aria-controls={signedIn ? panelId : undefined}
        onClick={onBell}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          />
        </svg>
        {shownCount ? (
          <span className="badge" part="badge" aria-hidden="true">
            {shownCount > BADGE_MAX ? `${BADGE_MAX}+` : shownCount}
          </span>
        ) : null}
        {signedIn && (networkError || failed) && <span className="offline-dot" part="network-error" aria-hidden="true" />}
      </button>
      {signedIn && (
        <section ref={panelRef} id={panelId} className="panel" part="panel" aria-labelledby={headingId} hidden={!open}>
          {panel ? (
            <panel.NoticesPanel open={open} href={href} headingId={headingId} container={container} t={t} focusBell={() => buttonRef.current?.focus()} />
          ) : (
            <>
              <div className="panel-head">
                <h2 id={headingId} className="title">
                  {t('notifications.title')}
                </h2>
              </div>
              {open &&
                (failed ? (
                  <p className="network-error" role="alert">
                    {t('common.errors.connectionLost')}
                  </p>
                ) : (
                  <p role="status">{t('notifications.loading')}</p>
                ))}
            </>
          )}
        </section>
      )}
    </div>
  );
}
