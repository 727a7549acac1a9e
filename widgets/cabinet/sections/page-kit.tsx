import pagesCss from './pages.css?inline';
import { usePartStyles } from '../../shared/use-part-styles';
import type { BoughtItem } from '../../../contracts/cabinet';
import type { Translate } from '../../../core/platform/i18n';
import { cdnConfigAtom, chooseHost, productImageUrl } from '../../../core/domain/settings';
import { serviceUrl } from '../../../core/transport/services';
import { getStore } from '../../../core/platform/store';

/** "Brand / Name" of a bought item, or the untitled word when the server sent neither. */
export function itemTitle(item: BoughtItem, t: Translate): string {
  return [item.brand, item.name].filter(Boolean).join(' / ') || t('accountPages.untitled');
}

/**
 * An item's first picture, small (storefront-shell.md §7 Content URLs, the CDN host of its product
 * group). Built here rather than through the cart's cached thumbnails, which the cart, the
 * favourites and the grid share in a chunk of their own.
 */
function thumbUrl(item: BoughtItem): string | undefined {
  if (item.pics < 1) return undefined;
  try {
    const host = chooseHost(getStore().get(cdnConfigAtom), item.nmId, { kind: 'product', reserveHost: serviceUrl('images') });
    return productImageUrl(host, { nmId: item.nmId, index: 1 }, 'c246x328');
  } catch {
    return undefined;
  }
}

/** A bought item's picture (its first, small) and title, linked to its product page. */
export function ItemHead({ item, t }: { item: BoughtItem; t: Translate }) {
  const src = thumbUrl(item);
  return (
    <div className="page-item">
      {src ? (
        <img className="page-thumb" src={src} alt="" width={48} height={64} loading="lazy" decoding="async" />
      ) : (
        <span className="page-thumb" aria-hidden="true" />
      )}
      <a className="page-item-title" href={`/catalog/${item.nmId}/detail.aspx`}>
        {itemTitle(item, t)}
      </a>
    </div>
  );
}

/** An option label for an item picker: the title and the order it came in. */
export function itemOption(item: BoughtItem, t: Translate): string {
  return `${itemTitle(item, t)} — ${t('accountPages.order', { id: item.orderId })}`;
}

/** The labelled picker of a bought item (a claim's, an ad's): each item named with its order. */
export function ItemSelect({
  id,
  items,
  rid,
  invalid,
  onChange,
  t,
}: {
  id: string;
  items: readonly BoughtItem[];
  rid: string;
  invalid: boolean;
  onChange: (rid: string) => void;
  t: Translate;
}) {
  return (
    <div>
      <label htmlFor={id}>{t('accountPages.item')}</label>
      <select id={id} name="item" value={rid} aria-invalid={invalid} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('accountPages.chooseItem')}</option>
        {items.map((item) => (
          <option key={item.rid} value={item.rid}>
            {itemOption(item, t)}
          </option>
        ))}
      </select>
    </div>
  );
}

const PAGE_STYLES = [pagesCss];

/** The pages' sheet, adopted into the element's shadow root before the page paints. */
export function usePageStyles(root: ShadowRoot): void {
  usePartStyles(root, PAGE_STYLES);
}

/** The resale pages' own row of links (the account menu has one resale item, storefront-shell.md §2). */
export function ResaleTabs({ current, t }: { current: 'ad' | 'orders' | 'questions'; t: Translate }) {
  const tabs = [
    { key: 'ad', href: '/lk/resale/ad' },
    { key: 'orders', href: '/lk/resale/orders' },
    { key: 'questions', href: '/lk/resale/questions' },
  ] as const;
  return (
    <nav className="tabs" aria-label={t('accountPages.resale.tabsLabel')} part="resale-tabs">
      {tabs.map((tab) => (
        <a key={tab.key} className="tab" href={tab.href} aria-current={tab.key === current ? 'page' : undefined}>
          {t(`accountPages.resale.tabs.${tab.key}`)}
        </a>
      ))}
    </nav>
  );
}

/** A text box with the characters left (storefront-shell.md §9 "Comment size limit 300" where it applies). */
export function LimitedText({
  id,
  label,
  value,
  max,
  onChange,
  t,
  name,
}: {
  id: string;
  label: string;
  value: string;
  max: number;
  onChange(value: string): void;
  t: Translate;
  name: string;
}) {
  const left = max - value.length;
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} name={name} value={value} maxLength={max} aria-describedby={`${id}-left`} onChange={(event) => onChange(event.target.value)} />
      <p id={`${id}-left`} className="hint" aria-live="polite">
        {t('accountPages.charsLeft', { count: Math.max(0, left) })}
      </p>
    </div>
  );
}
