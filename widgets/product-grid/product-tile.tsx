import { memo, type MouseEvent } from 'react';
import type { ProductView } from '../../contracts/products';
import type { CardSize, AdultDisplay } from '../../core/domain/catalog';
import { emit } from '../../core/platform/dom';
import type { Translate } from '../../core/platform/i18n';
import { NO_NAME_KEY, productName } from '../../contracts/products';
import { cardItemMeta, productPath, isSoldOut, needsSizePicker, withCardContext } from '../../core/domain/catalog';
import { PriceBlock } from '../shared/product-facts/price-block';
import { productLinkTarget } from '../shared/use-product-new-tab';
import { TileActionsPlaceholder, type HeldPress } from './tile-actions-placeholder';
import { TileFacts, type TileNumbers } from './tile-facts';
import { TileImage } from './tile-image';
import type { TileSizes } from './tile-sizes';
import type { TileActionsModule } from './use-tile-state';
import './events';

interface Props {
  card: ProductView;
  sizes: TileSizes;
  /** The grid element: the tile's events are sent from it. */
  host: Element;
  t: Translate;
  /** Formats this card's minor units (the grid makes one formatter per currency for all tiles). */
  money(minor: number): string;
  numbers: TileNumbers;
  cardSize: CardSize;
  /** The first row loads its pictures at once (the page's largest paint). */
  eager: boolean;
  adult: Exclude<AdultDisplay, 'hide'>;
  onConfirmAdult(): void;
  /** The promo creatives' marks for this listing (storefront-shell.md §3): red price, thermometer. */
  redPrice: boolean;
  thermometer: boolean;
  /** The buttons' code once it has loaded (null: the placeholders, which hand presses to onHold). */
  actions: TileActionsModule | null;
  onHold(press: HeldPress): void;
  /** The store's state for this tile's size, read once by the grid for every tile (no per-tile subscriptions). */
  inFavorites: boolean;
  inCart: number;
  /** The trend promotion's tile: its link says isTrend=true, its buttons keep the mark (routing-wallet §2.3). */
  trend: boolean;
  /** Product links open in a new tab (routing-wallet §6; the grid reads the rule once, use-product-new-tab.ts). */
  newTab: boolean;
  /** The shopper is premium (storefront-shell.md §6; read once by the grid): club prices are named. */
  premium: boolean;
  /** Business (b2b) mode (§6; read once by the grid): each price says its VAT. */
  business: boolean;
}

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

/**
 * One product tile: a link to the product page (a cancelable vt-product-select first), the
 * picture, brand and name (productCard.noNameSpecified when none), price, facts, the favourite
 * toggle and, for a one-size product in stock, quick add.
 */
export const ProductTile = memo(function ProductTile(props: Props) {
  const {
    card,
    sizes,
    host,
    t,
    money,
    numbers,
    cardSize,
    eager,
    adult,
    onConfirmAdult,
    redPrice,
    thermometer,
    actions,
    onHold,
    inFavorites,
    inCart,
    trend,
    newTab,
    premium,
    business,
  } = props;
  const vatPercent = business ? card.vatPercent : undefined;
  const href = trend ? withCardContext(productPath(card.nmId), { isTrend: true }) : productPath(card.nmId);
  const meta = trend ? cardItemMeta({ isTrend: true }) : undefined;
  const name = productName(card.name) ?? t(NO_NAME_KEY);
  const soldOut = isSoldOut(card.sizes);
  const quickAdd = !soldOut && !needsSizePicker(card.sizes) && sizes.available !== undefined;

  const select = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new-tab link opens the page beside the list, not the popup (use-product-new-tab.ts).
    if (!isPlainClick(event) || newTab) return;
    if (!emit(host, 'vt-product-select', { nmId: card.nmId, href }, { cancelable: true })) event.preventDefault();
  };

  return (
    <li className="tile" part="tile" data-nm={card.nmId}>
      <a className="tile-link" part="tile-link" href={href} {...productLinkTarget(newTab)} onClick={select}>
        {/* A new size tries its own picture again (the key resets a failed load). */}
        <TileImage key={cardSize} nmId={card.nmId} pics={card.pics} size={cardSize} eager={eager} blurred={adult === 'blur'} noPhoto={t('common.noPhoto')} />
        <span className="tile-title">
          {card.brand && <span className="tile-brand">{card.brand} / </span>}
          <span className="tile-name">{name}</span>
        </span>
      </a>
      {adult === 'blur' && (
        <button type="button" className="vt-button tile-adult" onClick={onConfirmAdult}>
          {t('productCard.adultConfirm')}
        </button>
      )}
      {soldOut ? (
        <p className="tile-sold-out">{t('productCard.soldOut')}</p>
      ) : redPrice ? (
        <div className="tile-price tile-price--red" part="tile-price tile-price-red">
          <PriceBlock size={sizes.available} money={money} t={t} premium={premium} vatPercent={vatPercent} />
        </div>
      ) : (
        <PriceBlock size={sizes.available} money={money} t={t} premium={premium} vatPercent={vatPercent} />
      )}
      <TileFacts card={card} size={sizes.favourite} thermometer={thermometer} numbers={numbers} t={t} />
      <div className="tile-actions" part="tile-actions">
        {actions ? (
          <actions.TileActions card={card} sizes={sizes} quickAdd={quickAdd} inFavorites={inFavorites} inCart={inCart} meta={meta} t={t} host={host} />
        ) : (
          <TileActionsPlaceholder card={card} sizes={sizes} quickAdd={quickAdd} t={t} onHold={onHold} />
        )}
      </div>
    </li>
  );
});
