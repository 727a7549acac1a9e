/** The events of <vt-banner-carousel> (storefront-shell.md §7 "Banner analytics (shown, click, video visible)"). */
export interface BannerEventDetail {
  bannerId: string;
  location: number;
  kind: 'image' | 'html5' | 'video';
}

declare module '../../core/platform/dom/emit' {
  interface VitrinaEventMap {
    /** The banner stayed visible (§9: 1 s, video 2 s). Once per banner and element. */
    'vt-banner-shown': BannerEventDetail;
    /** The shopper followed the banner's link. */
    'vt-banner-click': BannerEventDetail & { href: string };
    /** A creative's own trackAnalytics event (e.g. "visible", "click"). */
    'vt-banner-analytics': BannerEventDetail & { event: string; params: Record<string, string | number | boolean> };
    /** An iframe creative failed (its static image is shown). */
    'vt-banner-error': BannerEventDetail & { reason: string };
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'vt-banner-shown': CustomEvent<BannerEventDetail>;
    'vt-banner-click': CustomEvent<BannerEventDetail & { href: string }>;
    'vt-banner-analytics': CustomEvent<BannerEventDetail & { event: string; params: Record<string, string | number | boolean> }>;
    'vt-banner-error': CustomEvent<BannerEventDetail & { reason: string }>;
  }
}

export {};
