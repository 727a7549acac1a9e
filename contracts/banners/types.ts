/** The domain banner (storefront-shell.md §3 "Banner"), as widgets see it: no server field names. */
import type { ApplicationType, BannerOwner } from './codes';

/** §3 "content: isHtml5, isVideo": an image, or an iframe creative (HTML5 or video). */
export type BannerKind = 'image' | 'html5' | 'video';

export type BannerTarget = '_blank' | '_self' | '_parent' | '_top';

export type CreativeData = string | Record<string, string | number | boolean>;

/** The creative of an HTML5 or video banner: the iframe address and what `init` sends it (§7). */
export interface BannerCreative {
  frameId?: string;
  src: string;
  xml: string;
  /** htmlData.data as sent: a text, or a flat object of texts, numbers and flags (the demo's {title, href, bannerId}). */
  data: CreativeData;
  provider?: string;
}

export interface Banner {
  id: string;
  kind: BannerKind;
  /** As sent; a link is made only through bannerLinkAttrs, which refuses unsafe addresses. */
  href?: string;
  alt: string;
  imageUrl?: string;
  /** §8 "Missing banner image: placeholder text from the missing-photo translation key" (common.noPhoto). */
  missingImage: boolean;
  /** §3 absoluteUrl and absoluteUrlPb, kept as sent (the spec does not say how they are used). */
  absoluteUrl?: string;
  absoluteUrlPb?: string;
  target: BannerTarget;
  noFollow: boolean;
  noIndex: boolean;
  applicationType: ApplicationType;
  location?: number;
  /** §3 placementOptions.sort: which carousel and slot (see rules.ts). */
  sort?: number;
  menuId?: number;
  owner: BannerOwner;
  /** §5 "Adult-content banners ... need adult confirmation first unless already confirmed." */
  adult: boolean;
  /** Present for html5 and video banners. */
  creative?: BannerCreative;
  /** §3 "analytics and promo marking". */
  loadTime?: number;
  pixelUrl?: string;
  adMarking?: string;
  promoText?: string;
  promoTextLines: string[];
  statistics: Record<string, string | number | boolean>;
  /** The image's intrinsic size when the server gives it (width/height): the slide reserves it (CLS 0). */
  width?: number;
  height?: number;
  /** §3 "layout: bannerClass": letters, digits, '-' and '_' only. */
  className?: string;
}
