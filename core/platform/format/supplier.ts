/** storefront-routing-wallet.md §5 "Formatting": legal-form words a supplier name loses. */
export const LEGAL_FORM_WORDS = ['ООО', 'ПАО', 'ОАО', 'ЗАО', 'ИП', 'Фонд', 'Ассоциации', 'Союзы', 'НАО', 'ТОО', 'АО'] as const;

// Whole words only: "АО" goes, "АОРТА" and "ТАО" stay. \b knows no Cyrillic, hence the lookarounds.
const LEGAL_FORMS = new RegExp(`(?<![\\p{L}\\p{N}])(?:${LEGAL_FORM_WORDS.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
const QUOTE_PAIRS: Record<string, string> = { '"': '"', "'": "'", '«': '»', '„': '“', '“': '”', '‘': '’' };

function unwrapQuotes(text: string): string {
  let result = text.trim();
  while (result.length >= 2 && QUOTE_PAIRS[result[0]!] === result.at(-1)) result = result.slice(1, -1).trim();
  return result;
}

/**
 * 'ООО «Ромашка»' -> 'Ромашка'; 'ИП Иванов И. И.' -> 'Иванов И. И.'. Quotes wrapping the whole
 * name are trimmed (inner quotes stay). A name that is nothing but legal words is kept as given.
 */
export function cleanSupplierName(name: string): string {
  const cleaned = unwrapQuotes(unwrapQuotes(name).replace(LEGAL_FORMS, ' ').replace(/\s+/g, ' '));
  return cleaned || name.trim();
}

/** storefront-routing-wallet.md §9 "Special supplier ids": they count as the marketplace's own seller. */
export const SPECIAL_SUPPLIER_IDS = [32477, 12399, 17887, 23316, 28906] as const;

/**
 * The spec gives five ids and three display names without pairing them. Documented choice: the
 * names go to the first three ids in the spec's order; the last two show the first name,
 * "Brands Seller", the marketplace's own seller name.
 */
export const SPECIAL_SUPPLIER_NAMES: Readonly<Record<(typeof SPECIAL_SUPPLIER_IDS)[number], string>> = {
  32477: 'Brands Seller',
  12399: 'Best Brands',
  17887: 'First Choice',
  23316: 'Brands Seller',
  28906: 'Brands Seller',
};

/** A supplier id as a number (a number or a string of digits), else null. */
function idOf(supplierId: unknown): number | null {
  if (typeof supplierId === 'number') return supplierId;
  return typeof supplierId === 'string' && /^\d+$/.test(supplierId) ? Number(supplierId) : null;
}

export function isMarketplaceSeller(supplierId: unknown): boolean {
  return (SPECIAL_SUPPLIER_IDS as readonly (number | null)[]).includes(idOf(supplierId));
}

/** The name to show for a supplier: the special sellers' display name, else the cleaned name. */
export function supplierDisplayName(supplierId: unknown, name: string): string {
  if (isMarketplaceSeller(supplierId)) return SPECIAL_SUPPLIER_NAMES[idOf(supplierId) as keyof typeof SPECIAL_SUPPLIER_NAMES];
  return cleanSupplierName(name);
}
