import { memo } from 'react';
import { groupOptions } from '../../core/domain/catalog';
import type { ProductDetail } from '../../contracts/products';
import type { Translate } from '../../core/platform/i18n';

/** The grouped characteristics (§2 "grouped options") as description lists. */
/** `level`: the heading level of the section (one below the card's title). */
export const ProductOptions = memo(function ProductOptions({ detail, level, t }: { detail: ProductDetail; level: 2 | 3; t: Translate }) {
  const Heading = `h${level}` as const;
  const Sub = `h${level + 1}` as 'h3' | 'h4';
  const groups = groupOptions(detail.options, detail.groupedOptions);
  if (groups.length === 0 && !detail.description) return null;
  return (
    <section className="options" part="options" aria-labelledby="options-title">
      <Heading id="options-title">{t('productCard.options')}</Heading>
      {groups.map((group, i) => (
        <div key={group.name ?? `plain-${i}`} className="group">
          {group.name && <Sub>{group.name}</Sub>}
          <dl>
            {group.options.map((o) => (
              <div key={o.name} className="row">
                <dt>{o.name}</dt>
                <dd>{o.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
      {detail.description && (
        <>
          <Sub>{t('productCard.description')}</Sub>
          <p className="description">{detail.description}</p>
        </>
      )}
    </section>
  );
});
