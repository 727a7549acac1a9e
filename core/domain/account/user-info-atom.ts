import { atom } from 'jotai/vanilla';
import type { UserInfo } from '../../../contracts/user-info';

/** The signed-in user's data as last loaded (user-info.ts), null for a guest or until then. */
export const userInfoAtom = atom<UserInfo | null>(null);
