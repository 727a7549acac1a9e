import type { ElementHostProps } from '../shared/define-element';
import { useT } from '../shared/use-t';
import { loadProductDetail } from '../../core/product/detail';
import { DetailView } from './detail-view';
import { ShelfCard } from './shelf-card';
import { useDetail } from './use-detail';

export type ProductCardVariant = 'page' | 'popup' | 'shelf';

export interface ProductCardProps {
  /** The product number (nmId, cod1S). */
  nmId?: number;
  /** The `?size=` value: an optionId, characteristicId or size name. */
  size?: string;
  /** page (default: keeps ?size= in the address), popup, or shelf (a mini card). */
  variant?: string;
  /** Preloaded card data (the route's SpaProductCardData product, or a listing's card): no request. */
  product?: unknown;
}

const variantOf = (value: string | undefined): ProductCardVariant => (value === 'popup' || value === 'shelf' ? value : 'page');

/** <vt-product-card>: the product card (issue 10). */
export function ProductCard({ nmId, size, variant, product, container }: ProductCardProps & ElementHostProps) {
  const t = useT();
  const kind = variantOf(variant);
  if (kind === 'shelf') return <ShelfCard nmId={nmId} product={product} host={container.host} t={t} />;
  return <Detail nmId={nmId} size={size} variant={kind} product={product} host={container.host} />;
}

function Detail({ nmId, size, variant, product, host }: { nmId?: number; size?: string; variant: 'page' | 'popup'; product: unknown; host: Element }) {
  const t = useT();
  const { id, state } = useDetail(nmId, product);
  if (id === undefined || !state) return <p className="notice" part="notice" role="status">{t('productCard.missing')}</p>;
  if (state.status === 'loading') {
    return <div className="card card--loading" part="card" aria-busy="true"><span className="vt-visually-hidden" role="status">{t('productCard.loading')}</span></div>;
  }
  if (state.status === 'error') {
    const message = state.failure === 'missing' ? t('productCard.missing')
      : state.failure === 'offline' ? t('common.errors.connectionLost') : t('productCard.error');
    return (
      <div className="notice notice--error" part="error" role="alert">
        <p>{message}</p>
        {state.failure !== 'missing' && (
          <button type="button" className="vt-button vt-button--primary" part="retry" onClick={() => void loadProductDetail(id, { force: true })}>
            {t('productCard.retry')}
          </button>
        )}
      </div>
    );
  }
  return <DetailView key={id} detail={state.detail} at={state.at} variant={variant} requestedSize={size} host={host} t={t} />;
}
