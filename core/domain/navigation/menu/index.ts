export { applyMenuRules, isMenuItemAllowed, isResaleEnabled, MAIN_LOCALE, type MenuAudience, type ResaleConditions } from './rules';
export {
  menuDataAtom,
  menuStatusAtom,
  menuOpenAtom,
  menuSelectedAtom,
  menuAudienceInputAtom,
  menuAudienceAtom,
  visibleMenuAtom,
  type MenuStatus,
} from './atoms';
export { MENU_FETCH_TIMEOUT_MS, fetchStaticMenu, fetchMenuV11 } from './fetch';
export { MENU_LAZY_UPDATE_MS, createMenuLoader, getMenuLoader, type MenuLoader } from './loader';
export { menuBannersAtom, loadMenuBanners } from './menu-banners';
export { setMenuOpen, setMenuAudience } from './actions';
export { FOOTER_SCROLL_CLOSE_PX, hasExpandedFooter, shouldCloseOnScroll } from './footer';
export { BACK_TO_TOP_DESKTOP_MIN_WIDTH_PX, BACK_TO_TOP_MOBILE_SCREENS, isBackToTopVisible, type ScrollPosition } from './back-to-top';
export { footerBannersAtom, loadFooterBanners } from './footer-banners';
export { FOOTER_GROUPS, type FooterLink } from './footer-links';
