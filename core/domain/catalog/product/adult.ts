import { isAdultConfirmed } from '../../banners';

/**
 * storefront-shell.md §5 "Adult items are hidden when the adult filter is on; adult images are
 * blurred until confirmed"; routing-wallet §6 the same for the card.
 */
export type AdultDisplay = 'show' | 'blur' | 'hide';

export function adultDisplay(
  adult: boolean,
  { confirmedAt, now, filterOn = false }: { confirmedAt: number | null; now: number; filterOn?: boolean },
): AdultDisplay {
  if (!adult) return 'show';
  if (filterOn) return 'hide';
  return isAdultConfirmed(confirmedAt, now) ? 'show' : 'blur';
}
