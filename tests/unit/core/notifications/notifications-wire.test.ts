import { describe, expect, it } from 'vitest';
import {
  MalformedNotificationsError,
  readIdsForm,
  reshapeEventsCount,
  reshapeNewsfeedPage,
  reshapeNoticeList,
  reshapeNoticePreview,
  reshapeUnreadCount,
} from '../../../../contracts/notifications';

const wire = {
  uuid: 'a-1',
  user_id: 7,
  dt: 1_750_000_000,
  title: 'Заказ в пути',
  text: '<b>bold</b>',
  link: '/lk/myorders/delivery',
  important: true,
  is_read: false,
};

describe('notifications wire (storefront-shell.md §3 Notification, §7 Notifications)', () => {
  it('§7 v3 get: notices with uuid, dt in seconds -> ms, texts verbatim (rendered as text)', () => {
    const { notices, total } = reshapeNoticeList({ state: 0, payload: { notices: [wire, { title: 'no id' }, 5], total: 30 } });
    expect(total).toBe(30);
    expect(notices).toEqual([
      { id: 'a-1', date: 1_750_000_000_000, title: 'Заказ в пути', text: '<b>bold</b>', link: '/lk/myorders/delivery', important: true, read: false },
    ]);
  });

  it('drops an unsafe link', () => {
    const { notices } = reshapeNoticeList({ payload: { notices: [{ ...wire, link: 'javascript:alert(1)' }] } });
    expect(notices[0]).not.toHaveProperty('link');
  });

  it('§7 unread payload.count, preview, newsfeed eventsCount and loadmore', () => {
    expect(reshapeUnreadCount({ state: 0, payload: { count: 5 } })).toBe(5);
    expect(reshapeNoticePreview({ payload: { notices: [wire], count: 3 } }).count).toBe(3);
    expect(reshapeEventsCount({ state: 0, value: { eventsCount: 4 } })).toBe(4);
    expect(reshapeNewsfeedPage({ value: { events: [wire], hasMore: true } })).toMatchObject({ hasMore: true, notices: [{ id: 'a-1' }] });
  });

  it('§7 mark joins readIds with ;', () => {
    expect(readIdsForm(['a', 'b', 'c'])).toEqual({ readIds: 'a;b;c' });
  });

  it('malformed answers are typed errors', () => {
    expect(() => reshapeUnreadCount({ payload: { count: -1 } })).toThrow(MalformedNotificationsError);
    expect(() => reshapeUnreadCount({ payload: { count: 'many' } })).toThrow(MalformedNotificationsError);
    expect(() => reshapeUnreadCount(null)).toThrow(MalformedNotificationsError);
    expect(() => reshapeNoticeList({ payload: { notices: 'x' } })).toThrow(MalformedNotificationsError);
    expect(() => reshapeEventsCount({ payload: { count: 1 } })).toThrow(MalformedNotificationsError);
  });
});
