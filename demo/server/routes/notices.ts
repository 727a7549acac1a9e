import type { Notice } from '../../data/notifications';
import type { Deps } from '../deps';
import { textIn } from '../../data/text';

export type NoticeView = { uuid: string; user_id: number; dt: number; title: string; text: string; link: string; important: boolean; is_read: boolean };

/** A user's notifications with their read/deleted state applied, newest first, in `lang` (ru when unknown). */
export function noticesOf(deps: Deps, userId: number, lang?: string): NoticeView[] {
  const states = deps.userData.noticeStates(userId);
  return (deps.data.notices.get(userId) ?? []).flatMap((n: Notice) => {
    const state = states.get(n.uuid);
    if (state?.deleted) return [];
    return [
      {
        uuid: n.uuid,
        user_id: n.user_id,
        dt: n.dt,
        title: textIn(n.title, lang),
        text: textIn(n.text, lang),
        link: n.link,
        important: n.important,
        is_read: state?.read ?? n.initiallyRead,
      },
    ];
  });
}

export function unreadCount(deps: Deps, userId: number): number {
  return noticesOf(deps, userId).filter((n) => !n.is_read).length;
}
