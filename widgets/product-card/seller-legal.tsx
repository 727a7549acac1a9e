import { memo, useEffect } from 'react';
import { useAtomValue } from 'jotai/react';
import { loadSellerLegal, sellerLegalAtom } from '../../core/domain/catalog';
import type { Translate } from '../../core/platform/i18n';

/**
 * The seller's legal details under the seller's name (routing-wallet §3 "Seller: fineName,
 * trademark, ogrn, ogrnip, inn, ... legalAddress"), read from the product's sellers.json
 * (storefront-shell.md §7). Folded, as a shop shows them on request; nothing while the file is
 * loading or when the product has none.
 */
export const SellerLegalDetails = memo(function SellerLegalDetails({ nmId, t }: { nmId: number; t: Translate }) {
  const legal = useAtomValue(sellerLegalAtom)[nmId];
  useEffect(() => void loadSellerLegal(nmId), [nmId]);
  if (!legal) return null;
  return (
    <details className="seller-legal" part="seller-legal">
      <summary>{t('productCard.legal.title')}</summary>
      {legal.isUnknown ? (
        <p>{t('productCard.legal.unknown')}</p>
      ) : (
        <dl>
          {legal.fineName && <Row label={t('productCard.legal.fineName')} value={legal.fineName} />}
          {legal.trademark && <Row label={t('productCard.legal.trademark')} value={legal.trademark} />}
          {legal.registration.map(({ key, value }) => (
            <Row key={key} label={t(`productCard.legal.${key}`)} value={value} />
          ))}
          {legal.legalAddress && <Row label={t('productCard.legal.legalAddress')} value={legal.legalAddress} />}
        </dl>
      )}
    </details>
  );
});

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
