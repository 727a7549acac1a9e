import { useEffect, useMemo, useState } from 'react';
import { reshapeResaleAds, type ResaleAd } from '../../../contracts/cabinet';
import { withdrawResaleAd } from '../../../core/domain/account';
import { usePagesT } from '../../shared/account-pages/use-pages-t';
import type { AccountPageProps } from './page-props';
import { ResaleTabs, usePageStyles } from './page-kit';
import { AdEntry } from './resale-ad-list';

/**
 * The shopper's C2C ads and their state: on sale, sold, withdrawn (storefront-routing-wallet.md §6
 * SpaC2COrdersEntrypoint), an ad on sale with a withdraw action. A failed withdraw says so beside
 * the ad and leaves it on sale.
 */
export function Page({ data, language, root }: AccountPageProps) {
  usePageStyles(root);
  const t = usePagesT();
  const initial = useMemo(() => reshapeResaleAds(data), [data]);
  const [ads, setAds] = useState(initial);
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  useEffect(() => setAds(initial), [initial]);

  const withdraw = (ad: ResaleAd) => {
    setBusy(ad.id);
    setFailed(null);
    setDone(null);
    withdrawResaleAd(ad.id).then(
      (updated) => {
        setAds((list) => list.map((a) => (a.id === updated.id ? updated : a)));
        setBusy(null);
        setDone(updated.id);
      },
      () => {
        setBusy(null);
        setFailed(ad.id);
      },
    );
  };

  return (
    <>
      <ResaleTabs current="orders" t={t} />
      <section className="card" part="resale-orders" aria-labelledby="resale-orders-title">
        <h2 id="resale-orders-title">{t('accountPages.resale.ordersTitle')}</h2>
        {ads.length === 0 ? (
          <p>
            {t('accountPages.resale.noAds')}{' '}
            <a className="link" href="/lk/resale/ad">
              {t('accountPages.resale.tabs.ad')}
            </a>
          </p>
        ) : (
          <ul className="page-list">
            {ads.map((ad) => (
              <AdEntry
                key={ad.id}
                ad={ad}
                language={language}
                t={t}
                action={
                  <>
                    {ad.state === 'onSale' && (
                      <div>
                        <button type="button" className="vt-button" disabled={busy === ad.id} onClick={() => withdraw(ad)}>
                          {t('accountPages.resale.withdraw')}
                        </button>
                      </div>
                    )}
                    {failed === ad.id && (
                      <p role="alert" className="error">
                        {t('accountPages.sendFailed')}
                      </p>
                    )}
                    {done === ad.id && (
                      <p role="status" className="page-done">
                        {t('accountPages.resale.withdrawnDone')}
                      </p>
                    )}
                  </>
                }
              />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
