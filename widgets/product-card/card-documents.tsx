import { memo, useEffect } from 'react';
import { useAtomValue } from 'jotai/react';
import { certificateAtom, instructionUrl, loadCertificate } from '../../core/domain/catalog';
import { formatDate } from '../../core/platform/format';
import type { Translate } from '../../core/platform/i18n';
import type { CardContent } from '../../contracts/products';
import type { Language } from '../../contracts/locales';

export interface CardDocumentsProps {
  nmId: number;
  /** The product's card.json (undefined while it loads, null when it has none). */
  content: CardContent | null | undefined;
  language: Language;
  level: 2 | 3;
  t: Translate;
}

/**
 * The product's documents (storefront-shell.md §7 content URLs): its certificate or declaration of
 * conformity from certificate.json (asked only when card.json says there is one) and the seller's
 * PDF instruction ({uuid}/{type_id}.pdf, §3 "Media helper records"). Nothing when it has neither.
 */
export const CardDocuments = memo(function CardDocuments({ nmId, content, language, level, t }: CardDocumentsProps) {
  const Heading = `h${level}` as const;
  const certificate = useAtomValue(certificateAtom)[nmId];
  const hasCertificate = content?.hasCertificate === true;
  useEffect(() => {
    if (hasCertificate) void loadCertificate(nmId);
  }, [nmId, hasCertificate]);
  const pdf = content?.instruction ? instructionUrl(content.instruction) : undefined;
  if (!(hasCertificate && certificate) && !pdf) return null;
  const date = (iso: string) => formatDate(Date.parse(iso), language, { pattern: 'dd MMM yyyy' });
  return (
    <section className="documents" part="documents" aria-labelledby="documents-title">
      <Heading id="documents-title">{t('productCard.documents.title')}</Heading>
      {hasCertificate && certificate && (
        <dl>
          <div className="row">
            <dt>{t(`productCard.documents.${certificate.kind}`)}</dt>
            <dd>{certificate.number}</dd>
          </div>
          {certificate.issuer && (
            <div className="row">
              <dt>{t('productCard.documents.issuer')}</dt>
              <dd>{certificate.issuer}</dd>
            </div>
          )}
          {certificate.validTo && (
            <div className="row">
              <dt>{t('productCard.documents.validity')}</dt>
              <dd>
                {certificate.validFrom
                  ? t('productCard.documents.validFromTo', { from: date(certificate.validFrom), to: date(certificate.validTo) })
                  : t('productCard.documents.validTo', { to: date(certificate.validTo) })}
              </dd>
            </div>
          )}
        </dl>
      )}
      {pdf && (
        <p>
          <a href={pdf} target="_blank" rel="noopener" type="application/pdf">
            {t('productCard.documents.instruction')}
          </a>
        </p>
      )}
    </section>
  );
});
