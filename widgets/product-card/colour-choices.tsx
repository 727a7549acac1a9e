import { memo, type MouseEvent } from 'react';
import { colourChoices, productImageSources, productPath } from '../../core/domain/catalog';
import type { ColourChoice } from '../../contracts/products';
import { emit } from '../../core/platform/dom';
import type { Translate } from '../../core/platform/i18n';
import { FallbackImage } from '../shared/fallback-image';
import '../shared/events/product-select';

/** The swatch picture: the colour's first photo at the smallest §9 size (tm, 90x120), shown at half for sharp screens. */
const SWATCH_SIZE = 'tm';

export interface ColourChoicesProps {
  group: readonly ColourChoice[];
  nmId: number;
  variant: 'page' | 'popup';
  /** The size chosen on this card: the other colour opens on the same size when it has it (routing-wallet §2.3 `?size=`). */
  sizeName?: string | undefined;
  host: Element;
  t: Translate;
}

/**
 * The metacard (storefront-shell.md §2 "Product card: colour ... choice, metacard"): the products of
 * the same colour group (at most 60, §5 "Colours limited to 60") as picture swatches named by their
 * colour; the current one is marked. A swatch is a link to that colour's card (the page navigates
 * in the app); in the popup it sends the cancelable vt-product-select, so the host shows that colour
 * in the same popup.
 */
export const ColourChoices = memo(function ColourChoices({ group, nmId, variant, sizeName, host, t }: ColourChoicesProps) {
  const choices = colourChoices(group, nmId);
  if (choices.length < 2) return null;
  const current = choices.find((c) => c.nmId === nmId);
  return (
    <nav className="colours" part="colours" aria-label={t('productCard.colours')}>
      <p className="label">
        {t('productCard.colours')}: <span className="colour-name">{current?.name ?? ''}</span>
      </p>
      <ul>
        {choices.map((c) => {
          const href = productPath(c.nmId, sizeName);
          const name = c.name || String(c.nmId);
          const [src, ...alternates] = productImageSources(c.nmId, Math.min(c.pics, 1), SWATCH_SIZE)[0] ?? [];
          const select = (event: MouseEvent<HTMLAnchorElement>) => {
            if (variant !== 'popup' || c.nmId === nmId || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
            if (!emit(host, 'vt-product-select', { nmId: c.nmId, href, ...(sizeName ? { size: sizeName } : {}) }, { cancelable: true })) event.preventDefault();
          };
          const text = <span className="colour-text">{name}</span>;
          return (
            <li key={c.nmId}>
              <a
                href={href}
                aria-current={c.nmId === nmId ? 'page' : undefined}
                aria-label={name}
                title={name}
                className={src ? 'colour colour--swatch' : 'colour'}
                part="colour"
                onClick={select}
              >
                {src ? <FallbackImage src={src} alternates={alternates} alt="" width={45} height={60} loading="lazy" decoding="async" fallback={text} /> : text}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
