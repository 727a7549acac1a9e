import { memo } from 'react';
import { colourChoices, productPath } from '../../core/domain/catalog';
import type { ColourChoice } from '../../contracts/products';
import type { Translate } from '../../core/platform/i18n';

/** §5/§9 the colour group (at most 60): links to the other colours' cards; the current one is marked. */
export const ColourChoices = memo(function ColourChoices({ group, nmId, t }: { group: readonly ColourChoice[]; nmId: number; t: Translate }) {
  const choices = colourChoices(group, nmId);
  if (choices.length < 2) return null;
  return (
    <nav className="colours" part="colours" aria-label={t('productCard.colours')}>
      <p className="label">
        {t('productCard.colours')}: {choices.find((c) => c.nmId === nmId)?.name ?? ''}
      </p>
      <ul>
        {choices.map((c) => (
          <li key={c.nmId}>
            <a href={productPath(c.nmId)} aria-current={c.nmId === nmId ? 'page' : undefined} className="colour">
              {c.name || String(c.nmId)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
});
