import type { Banner } from '../../contracts/banners';
import { AdMark as SharedAdMark } from '../shared/ad-mark/ad-mark';

/** §3 "promo marking": the advertising label (promoText) and the ad registry mark (ordBannerMark), as text. */
export function AdMark({ banner }: { banner: Banner }) {
  return <SharedAdMark label={banner.promoText ?? banner.promoTextLines[0]} mark={banner.adMarking || undefined} />;
}
