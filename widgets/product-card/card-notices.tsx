import type { Translate } from '../../core/platform/i18n';

/**
 * The full card's box while its data or its detail part loads: same size as the card, announced as
 * busy. Its slot keeps the page's first paint on screen (the light DOM picture `.vt-lcp` and title
 * `.vt-lcp-title` of host/pages/product.ts) until the view shows its own.
 */
export function CardSkeleton({ t }: { t: Translate }) {
  return (
    <div className="card card--loading" part="card" aria-busy="true">
      <span className="vt-visually-hidden" role="status">
        {t('productCard.loading')}
      </span>
      <slot />
    </div>
  );
}

/** A card that could not be shown, with a retry when one may help. */
export function CardError({ message, onRetry, t }: { message: string; onRetry?: () => void; t: Translate }) {
  return (
    <div className="notice notice--error" part="error" role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="vt-button vt-button--primary" part="retry" onClick={onRetry}>
          {t('productCard.retry')}
        </button>
      )}
    </div>
  );
}
