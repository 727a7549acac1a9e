import type { Banner } from '../../contracts/banners';

/** §3 "promo marking": the advertising label (promoText) and the ad registry mark (ordBannerMark), as text. */
export function AdMark({ banner }: { banner: Banner }) {
  const label = banner.promoText ?? banner.promoTextLines[0];
  if (!label && !banner.adMarking) return null;
  return (
    <p className="ad-mark" part="ad-mark">
      {label ? <span className="ad-mark__label">{label}</span> : null}
      {banner.adMarking ? <span className="ad-mark__erid">{banner.adMarking}</span> : null}
    </p>
  );
}
