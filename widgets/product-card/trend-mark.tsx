import { useAtomValue } from 'jotai/react';
import { TREND_MENU_SWITCH, TREND_PROMO_PATH } from '../../core/domain/catalog';
import { settingsAtom } from '../../core/domain/settings';
import type { Translate } from '../../core/platform/i18n';

/**
 * The trend context of a card opened with isTrend=true (routing-wallet §2.3): a mark saying the
 * product comes from the trend promotion, linking back to it while its page exists (§5 "Trend
 * promo pages need the trend menu enabled, else 404": without the switch it is text only).
 */
export function TrendMark({ t }: { t: Translate }) {
  const linked = useAtomValue(settingsAtom).switches[TREND_MENU_SWITCH] === true;
  return (
    <p className="trend-mark" part="trend-mark">
      {linked ? <a href={TREND_PROMO_PATH}>{t('productCard.trend')}</a> : t('productCard.trend')}
    </p>
  );
}
