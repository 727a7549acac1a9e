import type { PickupOffice } from '../../../contracts/delivery';
import { servesShoppers } from './office-kind';
import { officesForBusiness } from './business-offices';

/**
 * Offices whose name or address contains every word typed (case-insensitive); all of them for
 * blank text. Never a sort center (routing-wallet §3 isSortCenter): it hands nothing out. In
 * business mode only the marketplace's own points (shell §6 "changes delivery filtering").
 */
export function filterOffices(offices: readonly PickupOffice[], text: string, business = false): PickupOffice[] {
  const words = text.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const open = (business ? officesForBusiness(offices) : offices).filter(servesShoppers);
  if (words.length === 0) return open;
  return open.filter((office) => {
    const haystack = `${office.name} ${office.address}`.toLocaleLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
