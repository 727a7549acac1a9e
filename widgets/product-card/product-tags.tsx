import { memo, useEffect } from 'react';
import { useAtomValue } from 'jotai/react';
import { loadProductTags, productTagsAtom } from '../../core/domain/catalog';
import type { Translate } from '../../core/platform/i18n';

/**
 * The product's tags (storefront-shell.md §7 ".../info/tags/{tag}.json"), the ones card.json
 * lists: each a chip that opens to its explanation (a native disclosure: keyboard and screen
 * readers work without script). A tag whose file is missing or broken is left out.
 */
export const ProductTags = memo(function ProductTags({ nmId, tags, t }: { nmId: number; tags: readonly string[]; t: Translate }) {
  const files = useAtomValue(productTagsAtom);
  const key = tags.join(',');
  useEffect(() => {
    if (key) void loadProductTags(nmId, key.split(','));
  }, [nmId, key]);
  const shown = tags.flatMap((tag) => {
    const file = files[`${nmId}/${tag}`];
    return file ? [{ tag, ...file }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <ul className="tags" part="tags" aria-label={t('productCard.tags')}>
      {shown.map((tag) => (
        <li key={tag.tag}>
          {tag.description ? (
            <details className="tag">
              <summary>{tag.name}</summary>
              <p>{tag.description}</p>
            </details>
          ) : (
            <span className="tag">{tag.name}</span>
          )}
        </li>
      ))}
    </ul>
  );
});
