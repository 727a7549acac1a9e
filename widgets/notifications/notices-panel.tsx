import { useEffect, useMemo } from 'react';
import { useAtomValue } from 'jotai/react';
import { languageAtom } from '../../core/platform/locale';
import { formatDate } from '../../core/platform/format';
import { emit } from '../../core/platform/dom';
import type { Translate } from '../../core/platform/i18n';
import {
  noticesAtom,
  noticesStatusAtom,
  notificationsNetworkErrorAtom,
  unreadCountAtom,
  deleteNotices,
  loadNotices,
  loadPreview,
  markNoticesRead,
  refreshUnreadCount,
  notificationsService,
} from '../../core/domain/account';
import { LINKS } from '../../core/domain/links';
import { Tooltip } from '../shared/tooltip/tooltip';
import { usePartStyles } from '../shared/use-part-styles';
import tooltipCss from '../shared/tooltip/tooltip.css?inline';
import { NoticeItem } from './notice-item';
import css from './notices-panel.css?inline';
import { useRuntime } from '../shared/use-runtime';

/** "15 июня, 18:06": the day with its month, and the time. */
const NOTICE_DATE_PATTERN = 'd MMMM, HH:mm';

/**
 * The bell reads its count and network-error mark through this part: its own chunk then holds
 * nothing of the notifications core (a guest has no count, and the part is what fetches it).
 */
export { unreadCountAtom, notificationsNetworkErrorAtom };

export interface NoticesPanelProps {
  open: boolean;
  /** The "all notifications" page; default /lk#notifications. */
  href: string | undefined;
  headingId: string;
  /** The bell's shadow root: this part's styles go there, its events go from its host. */
  container: ShadowRoot;
  t: Translate;
  /** After a delete the focus goes back to the bell (the pressed button is gone). */
  focusBell: () => void;
}

/**
 * What the signed-in bell's panel holds (storefront-shell.md §4 "Notifications", §7, §8): the list
 * with mark-read and delete, the network-error line, and the unread count's poller. Loaded after the
 * bell's first paint for a signed-in shopper (notifications.tsx), never for a guest.
 */
const STYLES = [tooltipCss, css];

export function NoticesPanel({ open, href, headingId, container, t, focusBell }: NoticesPanelProps) {
  usePartStyles(container, STYLES);
  const runtime = useRuntime();
  const notices = useAtomValue(noticesAtom);
  const status = useAtomValue(noticesStatusAtom);
  const networkError = useAtomValue(notificationsNetworkErrorAtom);
  const language = useAtomValue(languageAtom);

  // Through the kit's date names: Chromium's Intl has no month names for kk ("M12 31").
  const formatNoticeDate = useMemo(() => (ms: number) => formatDate(ms, language, { pattern: NOTICE_DATE_PATTERN }), [language]);

  // The page's one count poller (§4 "polls every 90 s"): it starts with the first signed-in bell's panel, and then follows sign-outs and sign-ins by itself.
  useEffect(() => runtime.use(notificationsService), [runtime]);

  // An open pressed before this part arrived loads the list as soon as it is here.
  useEffect(() => {
    if (!open) return;
    void loadNotices();
    // The preview (3 latest unread, and the count) shows first when nothing is listed yet.
    if (notices.length === 0) void loadPreview();
    else void refreshUnreadCount();
    // A language switch while open asks again: the server words the notices in the page's language.
  }, [open, language]); // eslint-disable-line react-hooks/exhaustive-deps -- on opening (and in a new language) only

  const read = async (ids: string[]) => {
    const ok = await markNoticesRead(ids);
    emit(container.host, 'vt-notifications-read', { ids, ok });
  };
  const remove = async (ids: string[]) => {
    const ok = await deleteNotices(ids);
    emit(container.host, 'vt-notifications-delete', { ids, ok });
    focusBell();
  };
  const unreadIds = notices.filter((n) => !n.read).map((n) => n.id);

  return (
    <>
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
            <NoticeItem
              key={notice.id}
              notice={notice}
              t={t}
              formatDate={formatNoticeDate}
              onRead={(id) => void read([id])}
              onDelete={(id) => void remove([id])}
            />
          ))}
        </ul>
      )}
      <a className="all" part="all" href={href || LINKS.notifications}>
        {t('notifications.all')}
      </a>
    </>
  );
}
