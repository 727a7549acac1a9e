import type { TileActionsProps } from './tile-actions';
import { HeartIcon } from '../shared/favorite-toggle-button/heart-icon';

/** A press on a placeholder button, replayed on the real button once it is there (nothing the shopper did is lost). */
export interface HeldPress {
  nmId: number;
  button: 'favorite' | 'add';
  /** Focus only (keyboard users keep their place when the real button replaces this one). */
  focusOnly: boolean;
}

type Props = Pick<TileActionsProps, 'card' | 'sizes' | 'quickAdd' | 't'> & { onHold(press: HeldPress): void };

/**
 * The tile's buttons before the favourites and cart code has arrived (a moment after the first
 * paint): the same classes, size and names as FavoriteToggleButton and AddToCartButton, so nothing
 * moves when they are replaced (data-placeholder marks them); a press or focus is handed to the grid to replay.
 */
export function TileActionsPlaceholder({ card, sizes: { favourite }, quickAdd, t, onHold }: Props) {
  const hold = (button: HeldPress['button'], focusOnly: boolean) => () => onHold({ nmId: card.nmId, button, focusOnly });
  return (
    <>
      {favourite && (
        <span className="tile-favorite">
          <button
            type="button"
            className="toggle"
            part="button"
            data-placeholder=""
            aria-pressed={false}
            aria-label={t('favoriteToggle.label')}
            onClick={hold('favorite', false)}
            onFocus={hold('favorite', true)}
          >
            <HeartIcon />
          </button>
        </span>
      )}
      {quickAdd && (
        <span className="tile-add">
          <button
            type="button"
            className="vt-button vt-button--primary add"
            part="button"
            data-placeholder=""
            onClick={hold('add', false)}
            onFocus={hold('add', true)}
          >
            {t('addToCart.add')}
          </button>
        </span>
      )}
    </>
  );
}
