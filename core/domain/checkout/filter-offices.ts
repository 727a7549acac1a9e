import type { PickupOffice } from '../../../contracts/delivery';

/** Offices whose name or address contains every word typed (case-insensitive); all of them for blank text. */
export function filterOffices(offices: readonly PickupOffice[], text: string): PickupOffice[] {
  const words = text.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...offices];
  return offices.filter((office) => {
    const haystack = `${office.name} ${office.address}`.toLocaleLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
