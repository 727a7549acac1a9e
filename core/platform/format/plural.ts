import { requireFinite } from './errors';
import { plurals } from './intl-cache';

/** The three Russian-style forms: 1 товар, 2-4 товара, 5 товаров (storefront-shell.md §9 "Plural rule"). */
export type PluralForms<T = string> = readonly [one: T, few: T, many: T];

/** pickPlural(21, ['товар', 'товара', 'товаров']) === 'товар'; categories from Intl.PluralRules('ru'). */
export function pickPlural<T>(count: number, [one, few, many]: PluralForms<T>): T {
  const category = plurals('ru').select(requireFinite(count, 'count'));
  if (category === 'one') return one;
  if (category === 'few') return few;
  return many; // 'many' for integers, 'other' for fractions
}
