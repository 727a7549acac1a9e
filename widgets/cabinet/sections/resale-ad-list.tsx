import type { ReactNode } from 'react';
import type { Language } from '../../../contracts/locales';
import type { AdState, ResaleAd } from '../../../contracts/cabinet';
import { formatRecordAmount, formatRecordDate } from '../../../core/domain/account';
import type { Translate } from '../../../core/platform/i18n';
import { ItemHead } from './page-kit';

const STATE_TONE: Record<AdState, 'good' | 'bad' | 'wait'> = { onSale: 'wait', sold: 'good', withdrawn: 'bad' };

/** One ad: its item, photos, state, price and what the seller receives (storefront-shell.md §9 "C2C fee 5"). */
export function AdEntry({ ad, language, t, action }: { ad: ResaleAd; language: Language; t: Translate; action?: ReactNode }) {
  return (
    <li className="page-entry" data-ad={ad.id} data-state={ad.state}>
      <ItemHead item={ad.item} t={t} />
      {ad.photos.length > 0 && (
        <div className="ad-photos">
          {ad.photos.map((url, i) => (
            <img key={`${i}:${url}`} src={url} alt={t('accountPages.resale.photoN', { n: i + 1 })} width={56} height={56} loading="lazy" decoding="async" />
          ))}
        </div>
      )}
      <div className="page-facts">
        <span className="badge" data-tone={STATE_TONE[ad.state]} part="ad-state">
          {t(`accountPages.resale.states.${ad.state}`)}
        </span>
        <span className="muted">{formatRecordDate(ad.dateMs, language)}</span>
        <span className="amount" data-figure="price">
          {formatRecordAmount(ad.priceMinor, ad.currency, language)}
        </span>
      </div>
      <p className="muted page-text" data-figure="payout">
        {t('accountPages.resale.payoutLine', {
          payout: formatRecordAmount(ad.payoutMinor, ad.currency, language),
          fee: formatRecordAmount(ad.feeMinor, ad.currency, language),
        })}
      </p>
      {ad.description && <p className="page-text">{ad.description}</p>}
      {action}
    </li>
  );
}
