// Generated from custom-elements.json by tools/custom-elements (do not edit).

import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** Detail of every `vt-*` event (bubbles and composed: listen on the element, the document or any ancestor). */
export interface VitrinaEventMap {
  'vt-currency-change': { currency: string; previous: string };
  'vt-language-change': { language: string; previous: string };
  'vt-cookie-consent': { consent: 'accepted' | 'declined' };
  /** storefront-shell.md §4 "Sign-in state change", for integrators. */
  'vt-session-change': { signedIn: boolean; user: null | string; source: 'local' | 'other-tab' };
  'vt-cart-change': { action: 'add' | 'quantity' | 'remove' | 'include'; characteristicId: number; product: number; quantity: number };
  'vt-cart-error': { message: string };
  'vt-adult-confirm': { confirmed: boolean; id: null | string; remembered: boolean };
  /** Before an in-app navigation; cancelable (a host may veto it). */
  'vt-navigate': { url: string; route: string };
  /** A page view was sent for a route. */
  'vt-page-view': { url: string; route: string; title: string };
  /** The transition finished: the page (or the 404/500 page) is shown. */
  'vt-route-change': { url: string; route: string; params: Record<string, string>; status: 'ok' | 'not-found' | 'server-error' };
  /** §2.4 card-linking return without a failure: the card is marked linked. */
  'vt-card-link': { linked: true };
  /** The banner stayed visible (§9: 1 s, video 2 s). Once per banner and element. */
  'vt-banner-shown': { bannerId: string; location: number; kind: 'image' | 'html5' | 'video' };
  /** The shopper followed the banner's link. */
  'vt-banner-click': { bannerId: string; location: number; kind: 'image' | 'html5' | 'video'; href: string };
  /** A creative's own trackAnalytics event (e.g. "visible", "click"). */
  'vt-banner-analytics': { bannerId: string; location: number; kind: 'image' | 'html5' | 'video'; event: string; params: Record<string, string | number | boolean> };
  /** An iframe creative failed (its static image is shown). */
  'vt-banner-error': { bannerId: string; location: number; kind: 'image' | 'html5' | 'video'; reason: string };
  'vt-menu-toggle': { open: boolean };
  'vt-menu-change': { open: boolean };
  'vt-checkout-order': { orderId: string; url: string; items: { nmId: number; characteristicId: number; quantity: number }[]; total: number; currency: string };
  'vt-seller-unfollow': { sellerId: number; undone: boolean };
  'vt-favorite-change': { characteristicId: number; product: number; favorite: boolean };
  'vt-footer-expand': { open: boolean };
  'vt-notifications-toggle': { open: boolean };
  'vt-notifications-read': { ids: string[]; ok: boolean };
  'vt-notifications-delete': { ids: string[]; ok: boolean };
  'vt-offer-answer': { accepted: boolean };
  /** Cancelable: storefront-shell.md §2 "Product-card clicks: desktop opens a popup, mobile navigates". */
  'vt-product-select': { nmId: number; href: string; size?: string };
  'vt-product-size-change': { nmId: number; characteristicId: number; size: string };
  /** Cancelable: a host that handles the sort/page/filter change itself cancels it. */
  'vt-listing-change': { sort: string; page: number; deliveryHours?: number; href: string };
  'vt-product-popup-close': { nmId: null | number; reason: 'dismiss' | 'offline' };
  /** Cancelable: the page (a host router, a partner) may take the navigation over. */
  'vt-search-submit': { kind: 'image' | 'search' | 'follow'; query: string; url: string; external: boolean; sellerId: null | number };
  'vt-seller-follow': { sellerId: number };
  'vt-sign-in-toggle': { open: boolean; returnUrl: string };
  /** Cancelable: the wallet must not show here (routing-wallet §6); by default the page goes to `to`. */
  'vt-wallet-redirect': { to: string; reason: 'b2b' | '2fa' | 'security-code' };
  /** The shopper asked to top the wallet up, by card or (a BYN wallet, routing-wallet §9) with crypto. */
  'vt-wallet-replenish': { currency: string; method: 'card' | 'crypto' };
}

/** A button any page can place by product and size. */
export interface VtAddToCartElement extends HTMLElement {
  /** The product number (nmId, cod1S). */
  product?: number;
  /** The size's characteristicId; default: the only size, else the first in stock. */
  size?: number;
  /** Pieces to add (below 1 becomes 1, storefront-shell.md §5). */
  quantity?: number;
  /** The source code the cart item keeps (`targetUrl` of the card's address, routing-wallet §2.3). */
  targetUrl?: string;
  /** The item's meta JSON (the product card gives its ad token and trend mark). */
  meta?: string;
}

/** The adult-confirmation popup (storefront-shell.md §2, §5 "Adult-content banners and items need
 * adult confirmation first unless already confirmed", §9 "kept 1 h"). A still-valid confirmation
 * answers at once without showing anything. */
export interface VtAdultConfirmationElement extends HTMLElement {
  /** What the confirmation is for, shown in the question (e.g. a category name). */
  subject?: string;
}

/** storefront-shell.md §2 "Back-to-top button" (desktop 768 px+ below the container; mobile scrolling up beyond 1.5 screens). */
export interface VtBackToTopElement extends HTMLElement {
  /** CSS selector of the app container (§2 "once scrolled below the app container"); default main. */
  appContainer?: string;
}

/** storefront-shell.md §2 banner areas, §4 iframe banner lifecycle, §5 sort ranges and padding,
 * §7 banners service and postMessage protocol, §8 fallbacks, §9 "Banners and media"; the
 * WAI-ARIA APG carousel pattern. */
export interface VtBannerCarouselElement extends HTMLElement {
  /** The banner area: a location slug ("home-main", "search") or id (core/banners/codes.ts). Default home-main. */
  location?: string;
  /** main | mini | new | ear | strip | small | vertical (variants.ts). Default main. */
  variant?: string;
  /** Which sort range of the area (§5): first | second | supplier | all. Default first. */
  range?: string;
  menuId?: number;
  brandId?: number;
  /** No automatic rotation. */
  noAutoplay?: boolean;
  /** The carousel's accessible name. */
  label?: string;
}

/** The personal cabinet: the account menu (shell §2, §4) and, when asked, an account page beside it. */
export interface VtCabinetElement extends HTMLElement {
  /** The current path (default: the page's own, followed through history and the router). */
  path?: string;
  /** The route's name (storefront-shell.md §4: the menu hides on SpaWalletPurchaseEntrypoint in USD). */
  routeName?: string;
  /** Route settings: menu item keys this page hides. */
  hiddenItems?: ('account' | 'purchases' | 'deliveries' | 'favorites' | 'favoriteBrands' | 'receipts' | 'refund' | 'refunds' | 'wallet' | 'cashback' | 'resale' | 'signOut')[];
  /** The account page shown beside the menu; none shows the menu alone. */
  section?: string;
  /** The route's data for the section. */
  data?: unknown;
}

/** The cart: storefront-shell.md §2 "Cart and checkout". */
export interface VtCartElement extends HTMLElement {
  /** Only the lines: no title, delivery way or totals (the basket page, where <vt-checkout> shows them beside the lines).
   * @default false */
  linesOnly?: boolean;
}

/** The burger side menu (storefront-shell.md §2 "Catalog side menu with banners", §4 "Menu and
 * footer", §5 "Menu"): a modal side panel (native dialog: focus trap, Escape closes) holding an
 * APG disclosure navigation. Opens on the header's `vt-menu-toggle` (on document, followed from
 * the moment the chunk loads: see follow-toggle.ts); when it closes itself it sends `vt-menu-change`.
 * The panel's code (menu-panel.tsx) loads on the first open; when it cannot be downloaded an
 * "Internet connection is lost" modal says so and the menu closes again. */
export interface VtCatalogMenuElement extends HTMLElement {
  /** Hides the menu's promotion banners (5 left, 5 right). */
  hideBanners?: boolean;
  /** Accessible name of the side panel; default the translated "Catalog". */
  label?: string;
}

/** <vt-checkout>: delivery, payment, totals and the place-order button (storefront-routing-wallet.md §3 basket). */
export interface VtCheckoutElement extends HTMLElement {
  /** Buy-it-now mode (routing-wallet §2.2 SpaBasketBuyItNowData): {characteristicId, cod1S, quantity}; unset on the basket. */
  buyItNow?: unknown;
  /** Where the shopper goes after placing the order ({orderId} is replaced); default the thank-you page. */
  doneHref?: string;
}

/** storefront-shell.md §4 "Cookie notice": shown until accepted (90 days) or declined (session). */
export interface VtCookieNoticeElement extends HTMLElement {
  /** Overrides the locale's cookie policy page (storefront-shell.md §2). */
  policyHref?: string;
  /** Renders in the page flow instead of fixed to the bottom of the viewport. */
  inline?: boolean;
}

/** Favourite sellers list (storefront-shell.md §2, §4). */
export interface VtFavoriteSellersElement extends HTMLElement {
}

/** A favourite button for any page. A guest gets the sign-in popup (storefront-shell.md §6). */
export interface VtFavoriteToggleElement extends HTMLElement {
  /** The product number (nmId, cod1S). */
  product?: number;
  /** The size's characteristicId; default: the only size, else the first in stock. */
  size?: number;
  /** The source code the favourite keeps (`targetUrl` of the card's address, routing-wallet §2.3). */
  targetUrl?: string;
  /** The favourite's meta JSON (the product card gives its ad token and trend mark). */
  meta?: string;
}

/** The favourite goods page area (storefront-shell.md §2, §4 "Favourites"),
 * starting from the page's sort, search and wlArrived query (routing-wallet §2.4). */
export interface VtFavoritesElement extends HTMLElement {
  /** The starting sort: popular, date, priceUp, priceDown or name (any case); default: the saved sort, else popular. An unknown one warns and takes the default. */
  sort?: string;
  /** The starting search text (in name or brand); default: empty. */
  search?: string;
  /** Show only the waitlisted goods that arrived (back in stock); default: all goods. */
  wlArrived?: boolean;
  /** The host opts in to the choices being written back to the address, so a reload keeps them. */
  urlQuery?: boolean;
  /** Leaves out the element's own title (a page whose heading already names it).
   * @default false */
  noTitle?: boolean;
}

/** storefront-shell.md §1/§2 "Footer with banners, plus an expandable block on home (by and ge only)". */
export interface VtFooterElement extends HTMLElement {
  /** The footer sits on the home page (the expandable block shows there, by and ge only). Without
   * the attribute, the current path decides (§2 path classes: / is home). */
  home?: boolean;
  hideBanners?: boolean;
  /** Leaves out the back-to-top button (a page that places <vt-back-to-top> itself). */
  noBackToTop?: boolean;
}

/** `<vt-header>` (storefront-shell.md §1 "Shell: header with short basket info, profile and delivery
 * preview, balance widget, language and currency switcher, business block, travel switcher (ru
 * only) ...; mobile bottom navigation"; §4 "The header becomes fixed on scroll on home and
 * services pages"; §9 "Layout"). The search, the language switcher, the notification bell and
 * the catalog menu are their own elements, rendered inside. */
export interface VtHeaderElement extends HTMLElement {
  /** The current path (the host router sets it); default location.pathname. */
  path?: string;
  /** 'auto' (default: mobile below 1024 px), 'desktop' or 'mobile'. */
  layout?: string;
  /** Passed to the inner <vt-search results-url>. */
  resultsUrl?: string;
}

/** The header's language and currency popup (storefront-shell.md §1, §2 "Header popups";
 * storefront-routing-wallet.md §9 "Currencies by locale", "Languages"). */
export interface VtLocaleSwitcherElement extends HTMLElement {
  /** JSON array restricting the offered languages to these codes. */
  languages?: unknown;
  /** JSON array restricting the offered currencies to these codes. */
  currencies?: unknown;
}

/** The notification bell (storefront-shell.md §2 "notification bell", §4 "Notifications", §7, §8):
 * the unread count polled every 90 s, the list under it with mark-read and delete, and the
 * network-error mark when the server could not be reached (the cached list is shown then).
 * Guests have no count: the bell asks them to sign in. The list, its actions and the count's
 * poller are the on-demand notices-panel.tsx, loaded only for a signed-in shopper; the open state
 * and the panel's box are here, so a press made before that part arrives is kept. */
export interface VtNotificationsElement extends HTMLElement {
  /** The "all notifications" page; default /lk#notifications (storefront-shell.md §2). */
  href?: string;
}

/** The offer-acceptance popup (storefront-shell.md §1, §4 "shown after login for am and tj when
 * enabled"): a signed-in shopper of am or tj who has not accepted yet sees it once signed in. */
export interface VtOfferPopupElement extends HTMLElement {
  /** The offer's page; default the marketplace terms of use (storefront-shell.md §2 service pages). */
  offerHref?: string;
}

/** <vt-product-card>: the product card (gallery, colours, sizes, prices, delivery, the buy buttons). */
export interface VtProductCardElement extends HTMLElement {
  /** The product number (nmId, cod1S). */
  nmId?: number;
  /** The `?size=` value: an optionId, characteristicId or size name. */
  size?: string;
  /** page (default: keeps ?size= in the address), popup, or shelf (a mini card). */
  variant?: string;
  /** Preloaded card data (the route's SpaProductCardData product, or a listing's card): no request. */
  product?: unknown;
  /** The card address's `targetUrl` (routing-wallet §2.3): the source code its cart and favourite items keep. */
  targetUrl?: string;
  /** The card address's `erid`: the ad registry token, shown as the ad mark. */
  erid?: string;
  /** The card address's `isTrend=true`: opened from the trend promotion. */
  isTrend?: boolean;
}

/** <vt-product-grid>: a listing of product tiles with sort, filters and a pager or infinite scroll. */
export interface VtProductGridElement extends HTMLElement {
  source?: string;
  query?: string;
  shard?: string;
  filter?: string;
  brand?: number;
  seller?: number;
  promo?: number;
  /** fsupplier of a search. */
  supplier?: number;
  nms?: unknown;
  /** Cards as the catalog answers them (route data, an integrator's list); without a source they are the whole grid. */
  products?: unknown;
  /** All results when `products` is one page of many. */
  total?: number;
  /** The address query: sort (default: remembered, else popular), page (default 1), fdlvr hours. */
  sort?: string;
  page?: number;
  fdlvr?: number;
  /** Infinite scroll instead of the pager (storefront-routing-wallet.md §9 switch). */
  infinite?: boolean;
  /** §5 lenient mode: cards with pictures show without price or stock. */
  lenient?: boolean;
  /** The grid is the page's listing: a change opens the new address through the host page's router. */
  urlQuery?: boolean;
  /** Hides the sort and filter controls. */
  noControls?: boolean;
  /** The trend promotion's listing: tiles link with isTrend=true and their items keep the mark (routing-wallet §2.3). */
  isTrend?: boolean;
}

/** <vt-product-popup>: the desktop product popup (storefront-shell.md §4 "Product popup": one at
 * a time; §8 offline gives the 'Internet connection is lost' modal). What it shows is the core's
 * productPopupAtom (core/product/popup.ts): a host opens it with openProductPopup(). */
export interface VtProductPopupElement extends HTMLElement {
  /** Setting a product number opens the popup for it (integrators; the host page uses core openProductPopup). */
  nmId?: number;
  /** The `?size=` value to preselect. */
  size?: string;
}

/** `<vt-search>` (storefront-shell.md §2 "Header: search with a suggestion dropdown (desktop) or a
 * full-screen popup (mobile)"; §4 "Search"; §5; §9 "Search"). */
export interface VtSearchElement extends HTMLElement {
  /** Where a search goes (a partner's own results page); default /search?search=...&fsupplier=... */
  resultsUrl?: string;
  placeholder?: string;
  /** JSON {id, trademark}: offers the search-in-seller filter (a seller page). */
  seller?: unknown;
  /** 'auto' (default: mobile below 1024 px), 'desktop' or 'mobile'. */
  layout?: string;
}

/** A follow button for one seller on any page (storefront-shell.md §4 "Favourite sellers", §5,
 * §8): aria-pressed shows whether the shopper follows the seller; a guest gets the
 * sign-in popup; the 1001st seller is refused with favoriteSeller.limitReached in a bottom
 * notification; an unfollow offers undo. */
export interface VtSellerFollowElement extends HTMLElement {
  /** The seller (supplier) id. */
  sellerId?: number;
}

/** The sign-in popup (storefront-shell.md §2, §6 "Guest ... login popup", §8 "the token is cleared
 * and the login popup shown"): takes the cancelable `vitrina:auth-required` window event, so the
 * page is not sent away, and offers the login providers by phone prefix and locale (§6) and the
 * sign-in page with returnUrl (§2). */
export interface VtSignInPopupElement extends HTMLElement {
  /** Where sign-in returns to; default the address the auth-required signal named (or the current one). */
  returnUrl?: string;
}

/** `<vt-store services locale language currency>`: page-level configuration. It renders nothing,
 * so it is a plain custom element: no React root for an element with no view. */
export interface VtStoreElement extends HTMLElement {
  /** Settles when the latest configuration has been applied (service map loaded, language ready). */
  ready: Promise<void>;
}

/** The wallet (storefront-routing-wallet.md §5 Wallet, §6; storefront-shell.md §3
 * Balance, §6 wallet kinds, §9 limits): balance, status, limits, the top-up entry and purchases. */
export interface VtWalletElement extends HTMLElement {
  /** The wallet page's data (SpaWalletPurchaseData): status, kind, month remaining, purchases. */
  details?: unknown;
  /** The page already ran the wallet checks (the host page does, before it shows).
   * @default false */
  skipChecks?: boolean;
}

type VtElementProps<E extends HTMLElement, P> = DetailedHTMLProps<HTMLAttributes<E>, E> & P;

/** The `vt-*` tags as React 19 JSX elements. */
export interface VitrinaIntrinsicElements {
  'vt-add-to-cart': VtElementProps<VtAddToCartElement, { 'target-url'?: string; product?: number; size?: number; quantity?: number; targetUrl?: string; meta?: string; 'onvt-cart-change'?: (event: CustomEvent<VitrinaEventMap['vt-cart-change']>) => void; 'onvt-cart-error'?: (event: CustomEvent<VitrinaEventMap['vt-cart-error']>) => void }>;
  'vt-adult-confirmation': VtElementProps<VtAdultConfirmationElement, { subject?: string; 'onvt-adult-confirm'?: (event: CustomEvent<VitrinaEventMap['vt-adult-confirm']>) => void }>;
  'vt-back-to-top': VtElementProps<VtBackToTopElement, { 'app-container'?: string; appContainer?: string }>;
  'vt-banner-carousel': VtElementProps<VtBannerCarouselElement, { 'menu-id'?: number | string; 'brand-id'?: number | string; 'no-autoplay'?: boolean; location?: string; variant?: string; range?: string; menuId?: number; brandId?: number; noAutoplay?: boolean; label?: string; 'onvt-banner-click'?: (event: CustomEvent<VitrinaEventMap['vt-banner-click']>) => void; 'onvt-banner-shown'?: (event: CustomEvent<VitrinaEventMap['vt-banner-shown']>) => void; 'onvt-banner-error'?: (event: CustomEvent<VitrinaEventMap['vt-banner-error']>) => void; 'onvt-banner-analytics'?: (event: CustomEvent<VitrinaEventMap['vt-banner-analytics']>) => void }>;
  'vt-cabinet': VtElementProps<VtCabinetElement, { 'route-name'?: string; 'hidden-items'?: string; path?: string; routeName?: string; hiddenItems?: ('account' | 'purchases' | 'deliveries' | 'favorites' | 'favoriteBrands' | 'receipts' | 'refund' | 'refunds' | 'wallet' | 'cashback' | 'resale' | 'signOut')[]; section?: string; data?: unknown }>;
  'vt-cart': VtElementProps<VtCartElement, { 'lines-only'?: boolean; linesOnly?: boolean; 'onvt-cart-change'?: (event: CustomEvent<VitrinaEventMap['vt-cart-change']>) => void }>;
  'vt-catalog-menu': VtElementProps<VtCatalogMenuElement, { 'hide-banners'?: boolean; hideBanners?: boolean; label?: string; 'onvt-menu-change'?: (event: CustomEvent<VitrinaEventMap['vt-menu-change']>) => void }>;
  'vt-checkout': VtElementProps<VtCheckoutElement, { 'buy-it-now'?: string; 'done-href'?: string; buyItNow?: unknown; doneHref?: string; 'onvt-checkout-order'?: (event: CustomEvent<VitrinaEventMap['vt-checkout-order']>) => void }>;
  'vt-cookie-notice': VtElementProps<VtCookieNoticeElement, { 'policy-href'?: string; policyHref?: string; inline?: boolean; 'onvt-cookie-consent'?: (event: CustomEvent<VitrinaEventMap['vt-cookie-consent']>) => void }>;
  'vt-favorite-sellers': VtElementProps<VtFavoriteSellersElement, { 'onvt-seller-unfollow'?: (event: CustomEvent<VitrinaEventMap['vt-seller-unfollow']>) => void }>;
  'vt-favorite-toggle': VtElementProps<VtFavoriteToggleElement, { 'target-url'?: string; product?: number; size?: number; targetUrl?: string; meta?: string; 'onvt-favorite-change'?: (event: CustomEvent<VitrinaEventMap['vt-favorite-change']>) => void }>;
  'vt-favorites': VtElementProps<VtFavoritesElement, { 'wl-arrived'?: boolean; 'url-query'?: boolean; 'no-title'?: boolean; sort?: string; search?: string; wlArrived?: boolean; urlQuery?: boolean; noTitle?: boolean; 'onvt-cart-change'?: (event: CustomEvent<VitrinaEventMap['vt-cart-change']>) => void; 'onvt-favorite-change'?: (event: CustomEvent<VitrinaEventMap['vt-favorite-change']>) => void }>;
  'vt-footer': VtElementProps<VtFooterElement, { 'hide-banners'?: boolean; 'no-back-to-top'?: boolean; home?: boolean; hideBanners?: boolean; noBackToTop?: boolean; 'onvt-footer-expand'?: (event: CustomEvent<VitrinaEventMap['vt-footer-expand']>) => void }>;
  'vt-header': VtElementProps<VtHeaderElement, { 'results-url'?: string; path?: string; layout?: string; resultsUrl?: string; 'onvt-menu-toggle'?: (event: CustomEvent<VitrinaEventMap['vt-menu-toggle']>) => void }>;
  'vt-locale-switcher': VtElementProps<VtLocaleSwitcherElement, { languages?: unknown; currencies?: unknown; 'onvt-language-change'?: (event: CustomEvent<VitrinaEventMap['vt-language-change']>) => void; 'onvt-currency-change'?: (event: CustomEvent<VitrinaEventMap['vt-currency-change']>) => void }>;
  'vt-notifications': VtElementProps<VtNotificationsElement, { href?: string; 'onvt-notifications-toggle'?: (event: CustomEvent<VitrinaEventMap['vt-notifications-toggle']>) => void; 'onvt-notifications-read'?: (event: CustomEvent<VitrinaEventMap['vt-notifications-read']>) => void; 'onvt-notifications-delete'?: (event: CustomEvent<VitrinaEventMap['vt-notifications-delete']>) => void }>;
  'vt-offer-popup': VtElementProps<VtOfferPopupElement, { 'offer-href'?: string; offerHref?: string; 'onvt-offer-answer'?: (event: CustomEvent<VitrinaEventMap['vt-offer-answer']>) => void }>;
  'vt-product-card': VtElementProps<VtProductCardElement, { 'nm-id'?: number | string; 'target-url'?: string; 'is-trend'?: boolean; nmId?: number; size?: string; variant?: string; product?: unknown; targetUrl?: string; erid?: string; isTrend?: boolean; 'onvt-product-size-change'?: (event: CustomEvent<VitrinaEventMap['vt-product-size-change']>) => void; 'onvt-product-select'?: (event: CustomEvent<VitrinaEventMap['vt-product-select']>) => void }>;
  'vt-product-grid': VtElementProps<VtProductGridElement, { 'url-query'?: boolean; 'no-controls'?: boolean; 'is-trend'?: boolean; source?: string; query?: string; shard?: string; filter?: string; brand?: number; seller?: number; promo?: number; supplier?: number; nms?: unknown; products?: unknown; total?: number; sort?: string; page?: number; fdlvr?: number; infinite?: boolean; lenient?: boolean; urlQuery?: boolean; noControls?: boolean; isTrend?: boolean; 'onvt-listing-change'?: (event: CustomEvent<VitrinaEventMap['vt-listing-change']>) => void; 'onvt-product-select'?: (event: CustomEvent<VitrinaEventMap['vt-product-select']>) => void; 'onvt-cart-change'?: (event: CustomEvent<VitrinaEventMap['vt-cart-change']>) => void; 'onvt-cart-error'?: (event: CustomEvent<VitrinaEventMap['vt-cart-error']>) => void; 'onvt-favorite-change'?: (event: CustomEvent<VitrinaEventMap['vt-favorite-change']>) => void }>;
  'vt-product-popup': VtElementProps<VtProductPopupElement, { 'nm-id'?: number | string; nmId?: number; size?: string; 'onvt-product-popup-close'?: (event: CustomEvent<VitrinaEventMap['vt-product-popup-close']>) => void }>;
  'vt-search': VtElementProps<VtSearchElement, { 'results-url'?: string; resultsUrl?: string; placeholder?: string; seller?: unknown; layout?: string; 'onvt-search-submit'?: (event: CustomEvent<VitrinaEventMap['vt-search-submit']>) => void }>;
  'vt-seller-follow': VtElementProps<VtSellerFollowElement, { 'seller-id'?: number | string; sellerId?: number; 'onvt-seller-follow'?: (event: CustomEvent<VitrinaEventMap['vt-seller-follow']>) => void; 'onvt-seller-unfollow'?: (event: CustomEvent<VitrinaEventMap['vt-seller-unfollow']>) => void }>;
  'vt-sign-in-popup': VtElementProps<VtSignInPopupElement, { 'return-url'?: string; returnUrl?: string; 'onvt-sign-in-toggle'?: (event: CustomEvent<VitrinaEventMap['vt-sign-in-toggle']>) => void }>;
  'vt-store': VtElementProps<VtStoreElement, { 'services'?: string; 'locale'?: string; 'language'?: string; 'currency'?: string }>;
  'vt-wallet': VtElementProps<VtWalletElement, { 'skip-checks'?: boolean; details?: unknown; skipChecks?: boolean; 'onvt-wallet-replenish'?: (event: CustomEvent<VitrinaEventMap['vt-wallet-replenish']>) => void; 'onvt-wallet-redirect'?: (event: CustomEvent<VitrinaEventMap['vt-wallet-redirect']>) => void }>;
}

