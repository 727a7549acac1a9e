import type { Language } from '../../contracts/locales';
import type { Translate } from '../../core/platform/i18n';
import { formatRecordAmount, formatRecordDate, type MoneyRecord } from '../../core/domain/account';

/** Purchases paid from the wallet, with the link to all of them (shell §2 "/lk/mywallet/purchases (or /lk/mywallet ...)"). */
export function Purchases({ purchases, href, language, t }: { purchases: MoneyRecord[]; href: string; language: Language; t: Translate }) {
  return (
    <section className="purchases" part="purchases" aria-labelledby="vt-wallet-purchases">
      <h2 id="vt-wallet-purchases">{t('wallet.purchases')}</h2>
      {purchases.length === 0 ? (
        <p>{t('wallet.noPurchases')}</p>
      ) : (
        <ul className="purchase-list">
          {purchases.map((purchase) => (
            <li key={purchase.id} className="purchase">
              <span>{t('wallet.order', { id: purchase.orderId })}</span>
              <span className="muted">{formatRecordDate(purchase.dateMs, language)}</span>
              <span className="amount">{formatRecordAmount(purchase.amountMinor, purchase.currency, language)}</span>
            </li>
          ))}
        </ul>
      )}
      <a className="link" part="purchases-link" href={href}>
        {t('wallet.allPurchases')}
      </a>
    </section>
  );
}
