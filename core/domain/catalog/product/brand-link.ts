import { atom } from 'jotai/vanilla';
import { request } from '../../../transport/http';
import { getStore } from '../../../platform/store';
import { brandByIdPath, readBrandSlug } from '../../../../contracts/brands';

/** brandId -> the brand page slug (routing-wallet §7 "brands-by-id/{id}.json (field url = brand slug)"); null when unknown. */
export const brandSlugsAtom = atom<Record<number, string | null>>({});

/** GET {static}/brands-by-id/{id}.json once per brand; a failure leaves the brand as text. */
export async function loadBrandSlug(brandId: number): Promise<void> {
  const store = getStore();
  if (!Number.isSafeInteger(brandId) || brandId <= 0 || brandId in store.get(brandSlugsAtom)) return;
  store.set(brandSlugsAtom, { ...store.get(brandSlugsAtom), [brandId]: null });
  try {
    const slug = await request({ url: { group: 'static', path: brandByIdPath(brandId) }, parse: readBrandSlug });
    store.set(brandSlugsAtom, { ...store.get(brandSlugsAtom), [brandId]: slug ?? null });
  } catch {
    /* the brand stays plain text */
  }
}

/** routing-wallet §2.3 brand pages: /brands/{brand}. */
export const brandPath = (slug: string) => `/brands/${slug}`;
/** routing-wallet §2.3 /seller/{sellerId}. */
export const sellerPath = (sellerId: number) => `/seller/${sellerId}`;
