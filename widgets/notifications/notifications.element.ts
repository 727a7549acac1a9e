import { defineReactElement } from '../shared/define-element';
import { Notifications, type NotificationsProps } from './notifications';
import css from './notifications.css?inline';
import ru from './i18n/ru.json';
import dialogCss from '../shared/dialog/dialog.css?inline';
import tooltipCss from '../shared/tooltip/tooltip.css?inline';

export const NOTIFICATIONS_TAG = 'vt-notifications';

export function defineNotifications(): CustomElementConstructor {
  return defineReactElement<NotificationsProps>(NOTIFICATIONS_TAG, Notifications, {
    props: { href: 'string' },
    styles: [dialogCss, tooltipCss, css],
    translations: ru,
  });
}
