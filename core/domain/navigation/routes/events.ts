/** The router's events (storefront-routing-wallet.md §2.1 page view and transition-finished events). */
export interface NavigateDetail {
  url: string;
  route: string;
}
export interface PageViewDetail {
  url: string;
  route: string;
  title: string;
}
export interface RouteChangeDetail {
  url: string;
  route: string;
  params: Record<string, string>;
  status: 'ok' | 'not-found' | 'server-error';
}

declare module '../../../platform/dom/emit' {
  interface VitrinaEventMap {
    /** Before an in-app navigation; cancelable (a host may veto it). */
    'vt-navigate': NavigateDetail;
    /** A page view was sent for a route. */
    'vt-page-view': PageViewDetail;
    /** The transition finished: the page (or the 404/500 page) is shown. */
    'vt-route-change': RouteChangeDetail;
    /** §2.4 card-linking return without a failure: the card is marked linked. */
    'vt-card-link': { linked: true };
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'vt-navigate': CustomEvent<NavigateDetail>;
    'vt-page-view': CustomEvent<PageViewDetail>;
    'vt-route-change': CustomEvent<RouteChangeDetail>;
    'vt-card-link': CustomEvent<{ linked: true }>;
  }
}

export {};
