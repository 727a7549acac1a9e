import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { usePanelSide } from '../shared/use-panel-side';
import { useAtomValue } from 'jotai/react';
import { signalAuthRequired } from '../../core/auth/auth-required';
import { signedInAtom } from '../../core/auth/token';
import { languageAtom } from '../../core/config/atoms';
import { emit } from '../../core/dom/emit';
import { noticesAtom, noticesStatusAtom, notificationsNetworkErrorAtom, unreadCountAtom } from '../../core/notifications/atoms';
import { deleteNotices, loadNotices, loadPreview, markNoticesRead, refreshUnreadCount, startNotifications } from '../../core/notifications/service';
import { LINKS } from '../../core/urls/links';
import { Tooltip } from '../shared/tooltip/tooltip';
import { useT } from '../shared/use-t';
import type { ElementHostProps } from '../shared/define-element';
import { NoticeItem } from './notice-item';
import './events';

export interface NotificationsProps {
  /** The "all notifications" page; default /lk#notifications (storefront-shell.md §2). */
  href?: string;
}

/** Counts above this show as "99+" on the badge (the label keeps the exact number). */
const BADGE_MAX = 99;

/**
 * The notification bell (storefront-shell.md §2 "notification bell", §4 "Notifications", §7, §8):
 * the unread count polled every 90 s, the list under it with mark-read and delete, and the
 * network-error mark when the server could not be reached (the cached list is shown then).
 * Guests have no count: the bell asks them to sign in.
 */
export function Notifications({ href, container }: NotificationsProps & ElementHostProps) {
  const t = useT();
  const signedIn = useAtomValue(signedInAtom);
  const count = useAtomValue(unreadCountAtom);
  const notices = useAtomValue(noticesAtom);
  const status = useAtomValue(noticesStatusAtom);
  const networkError = useAtomValue(notificationsNetworkErrorAtom);
  const language = useAtomValue(languageAtom);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const panelId = useId();
  const headingId = useId();

  const formatDate = useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });
    return (ms: number) => format.format(ms);
  }, [language]);

  useEffect(() => {
    startNotifications();
  }, []);

  usePanelSide(open, panelRef);

  useEffect(() => {
    if (!signedIn) setOpen(false);
  }, [signedIn]);

  const setPanel = (next: boolean, returnFocus = false) => {
    setOpen(next);
    emit(container.host, 'vt-notifications-toggle', { open: next });
    if (next) {
      const firstOpen = notices.length === 0;
      void loadNotices();
      // The preview (3 latest unread, and the count) shows first when nothing is listed yet.
      if (firstOpen) void loadPreview();
      else void refreshUnreadCount();
    }
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
    setPanel(!open);
  };

  const read = async (ids: string[]) => {
    const ok = await markNoticesRead(ids);
    emit(container.host, 'vt-notifications-read', { ids, ok });
  };
  const remove = async (ids: string[]) => {
    const ok = await deleteNotices(ids);
    emit(container.host, 'vt-notifications-delete', { ids, ok });
    buttonRef.current?.focus();
  };

  const shownCount = signedIn && count !== null ? count : null;
  const bellLabel = shownCount ? t('notifications.bellWithCount', { count: shownCount }) : t('notifications.bell');
  const unreadIds = notices.filter((n) => !n.read).map((n) => n.id);

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
          <path fill="currentColor" d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
        </svg>
        {shownCount ? (
          <span className="badge" part="badge" aria-hidden="true">
            {shownCount > BADGE_MAX ? `${BADGE_MAX}+` : shownCount}
          </span>
        ) : null}
        {signedIn && networkError && <span className="offline-dot" part="network-error" aria-hidden="true" />}
      </button>
      {signedIn && (
        <section ref={panelRef} id={panelId} className="panel" part="panel" aria-labelledby={headingId} hidden={!open}>
          <div className="panel-head">
            <h2 id={headingId} className="title">
              {t('notifications.title')}
            </h2>
            {unreadIds.length > 0 && (
              <button type="button" className="link-button" part="mark-all" onClick={() => void read(unreadIds)}>
                {t('notifications.markAllRead')}
              </button>
            )}
          </div>
          {networkError && (
            <p className="network-error" role="status">
              {t('common.errors.connectionLost')}
              <Tooltip trigger="click" label="?" triggerLabel={t('notifications.networkErrorHelp')} content={t('notifications.networkErrorDetails')} />
            </p>
          )}
          {open && status === 'loading' && notices.length === 0 && <p role="status">{t('notifications.loading')}</p>}
          {open && status === 'ready' && notices.length === 0 && <p>{t('notifications.empty')}</p>}
          {notices.length > 0 && (
            <ul className="list" aria-labelledby={headingId}>
              {notices.map((notice) => (
                <NoticeItem key={notice.id} notice={notice} t={t} formatDate={formatDate} onRead={(id) => void read([id])} onDelete={(id) => void remove([id])} />
              ))}
            </ul>
          )}
          <a className="all" part="all" href={href || LINKS.notifications}>
            {t('notifications.all')}
          </a>
        </section>
      )}
    </div>
  );
}
