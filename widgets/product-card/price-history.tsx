import { memo, useEffect } from 'react';
import { useAtomValue } from 'jotai/react';
import { chartPath, chartPoints, loadPriceHistory, priceHistoryAtom } from '../../core/domain/catalog';
import { formatDate } from '../../core/platform/format';
import type { Translate } from '../../core/platform/i18n';
import type { Language } from '../../contracts/locales';

const WIDTH = 320;
const HEIGHT = 96;
const PAD = 6;

export interface PriceHistoryProps {
  nmId: number;
  currency: string;
  language: Language;
  money: (minor: number) => string;
  /** The section's heading level (one below the card's title). */
  level: 2 | 3;
  t: Translate;
}

/** The price history chart (inline SVG, hidden from assistive tech) with the same data as a table. */
export const PriceHistory = memo(function PriceHistory({ nmId, currency, language, money, level, t }: PriceHistoryProps) {
  const Heading = `h${level}` as const;
  const points = useAtomValue(priceHistoryAtom)[nmId];
  useEffect(() => void loadPriceHistory(nmId, currency), [nmId, currency]);
  if (!points || points.length < 2) return null;
  const chart = chartPoints(points, WIDTH - 2 * PAD, HEIGHT - 2 * PAD);
  const date = (at: number) => formatDate(at, language, { pattern: 'dd MMM yyyy' });
  return (
    <section className="history" part="price-history" aria-labelledby="history-title">
      <Heading id="history-title">{t('productCard.priceHistory')}</Heading>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" height={HEIGHT} aria-hidden="true" focusable="false" className="chart">
        <g transform={`translate(${PAD} ${PAD})`}>
          <path d={chartPath(chart)} fill="none" stroke="currentColor" strokeWidth="2" />
          {chart.map((p) => (
            <circle key={p.point.at} cx={p.x} cy={p.y} r="3" fill="currentColor" />
          ))}
        </g>
      </svg>
      <details>
        <summary>{t('productCard.priceHistoryTable')}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('productCard.date')}</th>
              <th scope="col">{t('productCard.price')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.at}>
                <td>{date(p.at)}</td>
                <td>{money(p.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
});
