import type { MouseEvent } from 'react';
import { pagerItems } from '../../core/domain/catalog';
import type { Translate } from '../../core/platform/i18n';

interface Props {
  current: number;
  pages: number;
  hrefOf(page: number): string;
  t: Translate;
  onPage(page: number): void;
}

/** storefront-routing-wallet.md §9 pager: links with the page query; all pages up to 8, else a window. */
export function Pager({ current, pages, hrefOf, t, onPage }: Props) {
  const items = pagerItems(current, pages);
  if (items.length === 0) return null;
  const follow = (page: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onPage(page);
  };
  return (
    <nav className="pager" part="pager" aria-label={t('productGrid.pages')}>
      <ul>
        {current > 1 && (
          <li>
            <a className="pager-step" href={hrefOf(current - 1)} onClick={follow(current - 1)} aria-label={t('productGrid.previous')}>
              ‹
            </a>
          </li>
        )}
        {items.map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className="pager-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <a
                href={hrefOf(item.page)}
                onClick={follow(item.page)}
                aria-current={item.current ? 'page' : undefined}
                aria-label={t('productGrid.page', { page: item.page })}
              >
                {item.page}
              </a>
            </li>
          ),
        )}
        {current < pages && (
          <li>
            <a className="pager-step" href={hrefOf(current + 1)} onClick={follow(current + 1)} aria-label={t('productGrid.next')}>
              ›
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
