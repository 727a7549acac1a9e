import { useEffect, useMemo } from 'react';
import { useAtomValue } from 'jotai/react';
import { readProductDetail, type ProductDetail } from '../../contracts/products';
import { loadProductDetail, primeProductDetail, productDetailsAtom, type DetailState } from '../../core/domain/catalog';

const validId = (id: number | undefined): id is number => id !== undefined && Number.isSafeInteger(id) && id > 0;

/**
 * The detail card of a product: the preloaded data when given (the route's data; read by the
 * core reader and put in the shared store), else loaded by number. Undefined without a product;
 * retry() asks for it again after a failure.
 */
export function useDetail(nmId: number | undefined, product: unknown): { id?: number; state?: DetailState; preloaded?: ProductDetail; retry(): void } {
  const preloaded = useMemo(() => (product === undefined || product === null ? undefined : readProductDetail(product)), [product]);
  const id = preloaded?.nmId ?? (validId(nmId) ? nmId : undefined);
  const states = useAtomValue(productDetailsAtom);

  useEffect(() => {
    if (preloaded) primeProductDetail(preloaded);
    else if (id !== undefined) void loadProductDetail(id);
  }, [preloaded, id]);

  const retry = () => {
    if (id !== undefined) void loadProductDetail(id, { force: true });
  };
  if (id === undefined) return { retry };
  const state = states[id] ?? (preloaded ? { status: 'ready' as const, detail: preloaded, at: Date.now() } : { status: 'loading' as const });
  return { id, state, retry, ...(preloaded ? { preloaded } : {}) };
}
