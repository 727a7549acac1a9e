export {
  accountMenuItems,
  accountMenuTree,
  activeMenuKeys,
  RESALE_SELLER_PATH,
  type AccountMenuItem,
  type AccountMenuKey,
  type AccountMenuOptions,
} from './menu';
export { followUserInfo, loadUserInfo, userInfoAtom, USER_INFO_CACHE_MS } from './user-info';
export { USER_INFO_PATH } from '../../../contracts/user-info';
export { walletMenuHrefAtom } from '../wallet/wallet-entry';
export type { UserInfo } from '../../../contracts/user-info';
