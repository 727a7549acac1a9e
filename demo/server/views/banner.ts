import { BANNER_THEMES } from '../../data/banner-themes';
import type { BannerRecord } from '../../data/banners';
import { textIn } from '../../data/text';

/** Seconds the demo video creative "plays" before it reports completed. */
export const VIDEO_CREATIVE_SECONDS = 6;

/** The language banner pictures are drawn in when a request names none. */
export const DEFAULT_BANNER_LANGUAGE = 'ru';

/** The banner's picture: {id}.webp in the default language, {id}-{lang}.webp in another. */
export function bannerImagePath(b: Pick<BannerRecord, 'id'>, lang: string): string {
  return `/cdn/banners/${b.id}${lang === DEFAULT_BANNER_LANGUAGE ? '' : `-${lang}`}.webp`;
}

/**
 * §3 Banner as the banners service answers it; every URL absolute on the main origin (partner
 * pages embed it). `lang` is the shop's language: the picture and its alt text are in it.
 */
export function bannerView(b: BannerRecord, origin: string, lang = DEFAULT_BANNER_LANGUAGE) {
  const absolute = (href: string) => (/^https?:/.test(href) ? href : origin + href);
  const iframeId = `vt-banner-${b.id}`;
  const creative =
    b.kind === 'image'
      ? null
      : b.kind === 'video'
        ? `video.html?banner=${b.id}&iframeId=${iframeId}&duration=${VIDEO_CREATIVE_SECONDS}`
        : b.kind === 'video-stall'
          ? `video.html?banner=${b.id}&iframeId=${iframeId}&mode=stall`
          : b.kind === 'html5-error'
            ? `html5.html?banner=${b.id}&iframeId=${iframeId}&mode=error`
            : `html5.html?banner=${b.id}&iframeId=${iframeId}`;
  const isVideo = b.kind === 'video' || b.kind === 'video-stall';
  const theme = BANNER_THEMES[b.theme];
  const alt = theme ? textIn(theme.headline, lang) : b.alt;
  return {
    id: b.id,
    href: b.href,
    link: b.href,
    alt,
    src: origin + bannerImagePath(b, lang),
    absoluteUrl: absolute(b.href),
    absoluteUrlPb: `${absolute(b.href)}${b.href.includes('?') ? '&' : '?'}erid=demo${b.id}`,
    target: b.target,
    noFollow: b.noFollow,
    noIndex: b.noIndex,
    applicationType: b.applicationType,
    locationType: b.locationType,
    placementOptions: { sort: b.sort, menuID: b.menuId },
    owner: b.owner,
    displayType: b.displayType,
    countries: b.countries,
    brandId: b.brandId,
    isHtml5: creative !== null && !isVideo,
    isVideo,
    iframeId: creative ? iframeId : null,
    provider: creative ? 'vitrina-demo' : null,
    htmlSrc: creative ? `${origin}/static/creatives/${creative}` : null,
    htmlData: creative
      ? {
          xml: isVideo
            ? `<VAST version="3.0"><Ad id="${b.id}"><InLine><Creatives><Creative><Linear><Duration>00:00:0${VIDEO_CREATIVE_SECONDS}</Duration></Linear></Creative></Creatives></InLine></Ad></VAST>`
            : '',
          data: { title: alt, href: absolute(b.href), bannerId: b.id },
        }
      : null,
    width: b.width,
    height: b.height,
    loadTime: 0,
    pixelSrc: `${origin}/demo/pixel?banner=${b.id}`,
    ordBannerMark: b.ordBannerMark,
    promoText: b.promoText,
    promoTextLines: b.promoTextLines,
    statisticFields: { bannerId: b.id, locationType: b.locationType, sort: b.sort, owner: b.owner },
    bannerClass: b.bannerClass,
    additional: b.additional,
    supplierId: b.supplierId,
  };
}
