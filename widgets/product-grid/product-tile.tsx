import { memo, type MouseEvent } from 'react';
import type { ProductView } from '../../core/api/products';
import type { AdultDisplay } from '../../core/product/adult';
import { emit } from '../../core/dom/emit';
import type { Translate } from '../../core/i18n';
import { NO_NAME_KEY, productName } from '../../core/product/name';
import { productPath } from '../../core/product/redirect';
import { isSoldOut, needsSizePicker } from '../../core/product/sizes';
import { AddToCartButton } from '../add-to-cart/add-to-cart-button';
import { FavoriteToggleButton } from '../favorite-toggle/favorite-toggle-button';
import { PriceBlock } from '../product-card/price-block';
import { useMoney } from '../product-card/use-money';
import { TileFacts } from './tile-facts';
import { TileImage } from './tile-image';
import type { TileSizes } from './tile-sizes';
import './events';

interface Props {
  card: ProductView;
  sizes: TileSizes;
  /** The grid element: the tile's events are sent from it. */
  host: Element;
  t: Translate;
  /** The first row loads its pictures at once (the page's largest paint). */
  eager: boolean;
  adult: Exclude<AdultDisplay, 'hide'>;
  onConfirmAdult(): void;
  /** The store's state for this tile's size, read once by the grid for every tile (no per-tile subscriptions). */
  inFavorites: boolean;
  inCart: number;
  signedIn: boolean;
}

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

/**
 * One product tile: a link to the product page (a cancelable vt-product-select first), the
 * picture, brand and name (productCard.noNameSpecified when none), price, facts, the favourite
 * toggle and, for a one-size product in stock, quick add.
 */
export const ProductTile = memo(function ProductTile({ card, sizes, host, t, eager, adult, onConfirmAdult, inFavorites, inCart, signedIn }: Props) {
  const money = useMoney(card.currency);
  const href = productPath(card.nmId);
  const name = productName(card.name) ?? t(NO_NAME_KEY);
  const soldOut = isSoldOut(card.sizes);
  const { available, favourite } = sizes;
  const quickAdd = !soldOut && !needsSizePicker(card.sizes) && available !== undefined;

  const select = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    if (!emit(host, 'vt-product-select', { nmId: card.nmId, href }, { cancelable: true })) event.preventDefault();
  };

  return (
    <li className="tile" part="tile" data-nm={card.nmId}>
      <a className="tile-link" part="tile-link" href={href} onClick={select}>
        <TileImage nmId={card.nmId} pics={card.pics} eager={eager} blurred={adult === 'blur'} noPhoto={t('common.noPhoto')} />
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
      {soldOut ? <p className="tile-sold-out">{t('productCard.soldOut')}</p> : <PriceBlock size={available} money={money} t={t} />}
      <TileFacts card={card} size={favourite} t={t} />
      <div className="tile-actions" part="tile-actions">
        {favourite && (
          <span className="tile-favorite">
            <FavoriteToggleButton product={card.nmId} characteristicId={favourite.characteristicId} pressed={inFavorites} signedIn={signedIn} t={t} host={host} />
          </span>
        )}
        {quickAdd && (
          <span className="tile-add">
            <AddToCartButton
              product={card.nmId}
              characteristicId={available.characteristicId}
              quantity={1}
              line={{ price: available.price, subjectId: card.subjectId, currency: card.currency }}
              inCart={inCart}
              t={t}
              host={host}
            />
          </span>
        )}
      </div>
    </li>
  );
});
