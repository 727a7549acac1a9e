import { atom } from 'jotai/vanilla';
import type { Notice } from '../../../../contracts/notifications';

/** Unread count for the bell; null for a guest (guests have no bell count). */
export const unreadCountAtom = atom<number | null>(null);
/** The list shown under the bell, newest first. */
export const noticesAtom = atom<Notice[]>([]);
/** storefront-shell.md §8 "Notification fetch failure sets a network-error flag and falls back to the local cache". */
export const notificationsNetworkErrorAtom = atom(false);
export type NoticesStatus = 'idle' | 'loading' | 'ready';
export const noticesStatusAtom = atom<NoticesStatus>('idle');
