export { unreadCountAtom, noticesAtom, notificationsNetworkErrorAtom, noticesStatusAtom, type NoticesStatus } from './atoms';
export { NOTIFICATIONS_CACHE_TTL_MS, readNotificationsCache } from './cache';
export {
  NOTIFICATIONS_POLL_MS,
  NOTIFICATIONS_TOPIC,
  createNotificationsPoller,
  notificationsService,
  refreshUnreadCount,
  loadNotices,
  loadPreview,
  markNoticesRead,
  deleteNotices,
  type NotificationsPoller,
} from './service';
