import type { CartLineData } from '../../../contracts/cart';
import { getStore } from '../../platform/store';
import type { ChangeInput, SyncScope } from '../../transport/sync';
import { followSession, startGrade } from '../../transport/sync';
import { cartEngine } from './engine';
import { pagePart } from '../../platform/page';

/**
 * storefront-shell.md §4 "Guest cart migrates into the user cart on sign-in": after the user's
 * cart is loaded (and synced once), each guest line is added; a line the user already has keeps
 * the larger quantity. The guest cart is emptied only after the lines are stored in the user's.
 */
export async function migrateGuestCart(from: SyncScope, to: SyncScope): Promise<void> {
  if (from.remote || !to.remote) return;
  const engine = cartEngine();
  const guest = await engine.peek(from.key);
  const lines = Object.values(guest.items).map((e) => e.data);
  if (lines.length === 0) return;
  await engine.syncNow();
  const items = getStore().get(engine.stateAtom).items;
  const changes: ChangeInput<CartLineData>[] = lines.flatMap((line): ChangeInput<CartLineData>[] => {
    const key = String(line.characteristicId);
    const existing = items[key]?.data;
    if (!existing) return [{ key, kind: 'add', data: line }];
    if (existing.quantity >= line.quantity) return [];
    return [{ key, kind: 'update', data: { ...existing, quantity: line.quantity } }];
  });
  await engine.change(changes);
  await engine.reset(from.key);
}

/** Loads the current cart (guest: local; signed in: synced) and follows sign-in changes (once per runtime). */
export function startCart(): Promise<void> {
  return pagePart('cartSession', () => Promise.all([followSession(cartEngine(), migrateGuestCart), startGrade()]).then(() => undefined));
}
