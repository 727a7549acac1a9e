import type { Language } from '../../../contracts/locales';
import type { Translate } from '../../../core/platform/i18n';
import { formatRecordAmount, formatRecordDate, paymentStatusName, type ArchivePosition } from '../../../core/domain/account';

/** Purchases (SpaHeadArchivePositions; storefront-routing-wallet.md §8/§9 the fallback limit 150). */
export function Archive({ positions, total, language, t }: { positions: ArchivePosition[]; total: number; language: Language; t: Translate }) {
  return (
    <section className="card" part="archive" aria-labelledby="archive-title">
      <h2 id="archive-title">{t('cabinet.archiveTitle')}</h2>
      {positions.length === 0 ? (
        <p>{t('cabinet.noArchive')}</p>
      ) : (
        <>
          <p className="muted" part="archive-count">
            {t('cabinet.archiveShown', { shown: positions.length, total })}
          </p>
          <ul className="records">
            {positions.map((position) => (
              <li key={position.rid} className="record">
                <span>{[position.brand, position.name].filter(Boolean).join(' / ') || t('basket.goodsInfo.untitled')}</span>
                <span className="muted">{formatRecordDate(position.dateMs, language)}</span>
                <span className="muted">{t(`cabinet.paymentStatuses.${paymentStatusName(position.paymentStatus) ?? 'Unknown'}`)}</span>
                <span className="amount">{formatRecordAmount(position.priceMinor, position.currency, language)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
