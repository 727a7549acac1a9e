import type { ColourChoice } from '../../../../contracts/products';

/** storefront-shell.md §5/§9 "Colours limited to 60". */
export const MAX_COLOURS = 60;

/**
 * The colour group's products to offer as colour choices: one per product, at most 60, the
 * current product always among them (it takes the last place when the group is longer).
 */
export function colourChoices(group: readonly ColourChoice[], currentNmId: number): ColourChoice[] {
  const seen = new Set<number>();
  const unique = group.filter((c) => Number.isSafeInteger(c.nmId) && c.nmId > 0 && !seen.has(c.nmId) && seen.add(c.nmId));
  const shown = unique.slice(0, MAX_COLOURS);
  const current = unique.find((c) => c.nmId === currentNmId);
  if (current && !shown.includes(current)) shown[MAX_COLOURS - 1] = current;
  return shown;
}
