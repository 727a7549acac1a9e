import { defineReactElement } from '../shared/define-element';
import { Notifications, type NotificationsProps } from './notifications';
import css from './notifications.css?inline';
import ru from './i18n/ru.json';
import dialogCss from '../shared/dialog/dialog.css?inline';

export const NOTIFICATIONS_TAG = 'vt-notifications';

export function defineNotifications(): CustomElementConstructor {
  return defineReactElement<NotificationsProps>(NOTIFICATIONS_TAG, Notifications, {
    props: { href: 'string' },
    // The list's own styles come with it (notices-panel.tsx); dialog.css is for the tooltip's popup mode.
    styles: [dialogCss, css],
    translations: ru,
  });
}
