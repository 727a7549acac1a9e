import type { CardUrlContext } from '../../core/domain/catalog';
import type { Translate } from '../../core/platform/i18n';
import { CardError, CardSkeleton } from './card-notices';
import { useDetailPart, type DetailPart } from './use-detail-part';
import { useMoney } from './use-money';

export interface FullCardProps {
  nmId?: number;
  size?: string;
  variant: 'page' | 'popup';
  product: unknown;
  context: CardUrlContext;
  root: ShadowRoot;
  t: Translate;
}

/**
 * The page and popup card: its detail part comes on demand (use-detail-part.ts). Until then it
 * shows the skeleton it shows while its data loads (the same box: nothing shifts); a part that
 * did not download says the connection is lost (storefront-shell.md §8 "Product popup load
 * failure") with a retry that asks for it again.
 */
export function FullCard(props: FullCardProps) {
  const { part, failed, retry } = useDetailPart();
  if (part) return <CardWithPart part={part} {...props} />;
  if (failed) return <CardError message={props.t('common.errors.connectionLost')} onRetry={retry} t={props.t} />;
  return <CardSkeleton t={props.t} />;
}

/** The card's data states once the part is here: the data's own loading, failure and missing product, then the view. */
function CardWithPart({ part, nmId, size, variant, product, context, root, t }: FullCardProps & { part: DetailPart }) {
  // The part's hook: this component mounts only once the part is here, so every render calls the same one.
  const { id, state, retry } = part.useDetail(nmId, product);
  const money = useMoney(state?.status === 'ready' ? state.detail.currency : '');
  if (id === undefined || !state)
    return (
      <p className="notice" part="notice" role="status">
        {t('productCard.missing')}
      </p>
    );
  if (state.status === 'loading') return <CardSkeleton t={t} />;
  if (state.status === 'error') {
    const message =
      state.failure === 'missing' ? t('productCard.missing') : state.failure === 'offline' ? t('common.errors.connectionLost') : t('productCard.error');
    return <CardError message={message} onRetry={state.failure === 'missing' ? undefined : retry} t={t} />;
  }
  return (
    <part.DetailPartView
      key={id}
      detail={state.detail}
      at={state.at}
      variant={variant}
      requestedSize={size}
      context={context}
      root={root}
      money={money}
      t={t}
    />
  );
}
