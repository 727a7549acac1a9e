import { defineNotifications } from './notifications.element';

export type VtNotificationsElement = HTMLElement & { href?: string };

declare global {
  interface HTMLElementTagNameMap {
    'vt-notifications': VtNotificationsElement;
  }
}

export const VtNotifications = defineNotifications();
