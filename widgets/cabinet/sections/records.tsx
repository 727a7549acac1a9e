import type { Language } from '../../../contracts/locales';
import type { Translate } from '../../../core/platform/i18n';
import { formatRecordAmount, formatRecordDate, type MoneyRecord } from '../../../core/domain/account';

/** Refunds, e-receipts and refund registration: a titled list of money records. */
export function Records({
  id,
  title,
  empty,
  records,
  language,
  t,
}: {
  id: string;
  title: string;
  empty: string;
  records: MoneyRecord[];
  language: Language;
  t: Translate;
}) {
  return (
    <section className="card" part={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {records.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className="records">
          {records.map((record) => (
            <li key={record.id} className="record">
              <span>{t('cabinet.order', { id: record.orderId })}</span>
              <span className="muted">{formatRecordDate(record.dateMs, language)}</span>
              <span className="amount">{formatRecordAmount(record.amountMinor, record.currency, language)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
