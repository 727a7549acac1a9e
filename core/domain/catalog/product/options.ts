import type { OptionGroup, ProductOption } from '../../../../contracts/products';

/**
 * The groups to show: the card's groupedAddedOptions in their order, then the plain options not
 * already in a group. Empty names or values and empty groups are left out.
 */
export function groupOptions(plain: readonly ProductOption[], grouped: readonly OptionGroup[]): OptionGroup[] {
  const usable = (o: ProductOption) => o.name.trim() !== '' && o.value.trim() !== '';
  const groups = grouped
    .map((g) => ({ name: g.name && g.name.trim() !== '' ? g.name : null, options: g.options.filter(usable) }))
    .filter((g) => g.options.length > 0);
  const inGroups = new Set(groups.flatMap((g) => g.options.map((o) => o.name)));
  const rest = plain.filter((o) => usable(o) && !inGroups.has(o.name));
  return rest.length > 0 ? [{ name: null, options: rest }, ...groups] : groups;
}
