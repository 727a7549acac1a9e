import type { ReactNode } from 'react';
import { bannerLinkAttrs } from '../../core/domain/banners';
import type { Banner } from '../../contracts/banners';

/**
 * The banner's link (§3 href/link, target default _blank, noFollow, noIndex). An address that is
 * not a safe web address (javascript:, data:, garbage) gives no link at all (§5): the picture is
 * shown as it is.
 */
export function BannerLink({ banner, onFollow, children }: { banner: Banner; onFollow: (href: string) => void; children: ReactNode }) {
  const attrs = bannerLinkAttrs(banner, typeof location === 'undefined' ? undefined : location.href);
  if (!attrs)
    return (
      <div className="frame" part="frame">
        {children}
      </div>
    );
  return (
    <a
      className="frame"
      part="link"
      href={attrs.href}
      target={attrs.target}
      rel={attrs.rel}
      data-noindex={attrs.noIndex ? 'true' : undefined}
      draggable={false}
      onClick={(event) => {
        // The end of a drag or swipe is no click on the banner: the slider has prevented it.
        if (!event.defaultPrevented) onFollow(attrs.href);
      }}
    >
      {children}
    </a>
  );
}
