import { useState } from 'react';
import { signalAuthRequired, signedInAtom } from '../../../core/transport/token';
import { emit } from '../../../core/platform/dom';
import { addFavorite, removeFavorite } from '../../../core/domain/favorites';
import type { Translate } from '../../../core/platform/i18n';
import { getStore } from '../../../core/platform/store';
import { errorMessage } from '../error-message';
import '../events/favorites';
import { HeartIcon } from './heart-icon';

export interface FavoriteToggleButtonProps {
  product: number;
  /** The size's characteristicId; undefined while it is not known (the button waits, disabled). */
  characteristicId: number | undefined;
  pressed: boolean;
  /** What a new favourite keeps of the card's address (storefront-shell.md §3 favourite item targetUrl, meta). */
  origin?: { targetUrl?: string; meta?: string };
  t: Translate;
  /** The element vt-favorite-change is sent from (bubbles and composed: document hears it). */
  host: Element;
}

/**
 * The favourite button and its refusal message, without state of its own beyond the message: the
 * caller reads the store once (a <vt-favorite-toggle>, or a grid for all its tiles). A guest gets
 * the sign-in popup (storefront-shell.md §5 "Adding requires sign-in", §6).
 */
export function FavoriteToggleButton({ product, characteristicId, pressed, origin, t, host }: FavoriteToggleButtonProps) {
  const [message, setMessage] = useState('');

  const toggle = async () => {
    if (characteristicId === undefined) return;
    setMessage('');
    // Read when pressed: a sign-out in another tab counts before this button has rendered again.
    if (!getStore().get(signedInAtom)) {
      signalAuthRequired();
      return;
    }
    try {
      if (pressed) await removeFavorite(characteristicId);
      else await addFavorite({ characteristicId, cod1S: product, ...origin });
      emit(host, 'vt-favorite-change', { characteristicId, product, favorite: !pressed });
    } catch (error) {
      const text = errorMessage(t, error);
      if (text) setMessage(text);
    }
  };

  return (
    <>
      <button
        type="button"
        className="toggle"
        part="button"
        aria-pressed={pressed}
        aria-label={t('favoriteToggle.label')}
        disabled={characteristicId === undefined}
        onClick={() => void toggle()}
      >
        <HeartIcon />
      </button>
      <p className="message" part="message" role="status">
        {message}
      </p>
    </>
  );
}
