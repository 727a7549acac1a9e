import type { PickupOffice } from '../../../contracts/delivery';
import { servesShoppers } from './office-kind';

/**
 * Offices whose name or address contains every word typed (case-insensitive); all of them for
 * blank text. Never a sort center (routing-wallet §3 isSortCenter): it hands nothing out.
 */
export function filterOffices(offices: readonly PickupOffice[], text: string): PickupOffice[] {
  const words = text.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const open = offices.filter(servesShoppers);
  if (words.length === 0) return open;
  return open.filter((office) => {
    const haystack = `${office.name} ${office.address}`.toLocaleLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
