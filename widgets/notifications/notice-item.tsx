import type { Notice } from '../../contracts/notifications';
import type { Translate } from '../../core/platform/i18n';

export interface NoticeItemProps {
  notice: Notice;
  t: Translate;
  formatDate: (ms: number) => string;
  onRead: (id: string) => void;
  onDelete: (id: string) => void;
}

/** One notification: title, text and date rendered as text (never HTML), with its two actions. */
export function NoticeItem({ notice, t, formatDate, onRead, onDelete }: NoticeItemProps) {
  const title = notice.title || t('notifications.untitled');
  return (
    <li className={notice.read ? 'notice' : 'notice notice--unread'} part="notice">
      <div className="notice-body">
        <p className="notice-title">
          {!notice.read && <span className="vt-visually-hidden">{t('notifications.unreadMark')} </span>}
          {notice.link ? <a href={notice.link}>{title}</a> : title}
        </p>
        {notice.text && <p className="notice-text">{notice.text}</p>}
        {notice.date > 0 && <time dateTime={new Date(notice.date).toISOString()}>{formatDate(notice.date)}</time>}
      </div>
      <div className="notice-actions">
        {!notice.read && (
          <button type="button" className="icon" part="mark-read" aria-label={t('notifications.markRead', { title })} onClick={() => onRead(notice.id)}>
            ✓
          </button>
        )}
        <button type="button" className="icon" part="delete" aria-label={t('notifications.delete', { title })} onClick={() => onDelete(notice.id)}>
          ×
        </button>
      </div>
    </li>
  );
}
