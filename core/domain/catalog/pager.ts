/**
 * storefront-shell.md §9 / storefront-routing-wallet.md §9 "Pager: 100 per page; shows all pages
 * when at most 8; query parameter page", "Default page 1".
 */
export const PAGE_SIZE = 100;
export const PAGER_ALL_PAGES_MAX = 8;
export const PAGE_QUERY = 'page';
export const DEFAULT_PAGE = 1;
/** Past 8 pages the pager shows the first, the last and this many pages either side of the current one. */
export const PAGER_NEIGHBOURS = 2;

export type PagerItem = { kind: 'page'; page: number; current: boolean } | { kind: 'gap'; key: string };

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Number.isFinite(total) && total > 0 ? Math.ceil(total / pageSize) : 0;
}

/** The page number of a query value: a positive integer, else the default page 1. */
export function readPage(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,9}$/.test(raw)) return DEFAULT_PAGE;
  const page = Number(raw);
  return page >= 1 ? page : DEFAULT_PAGE;
}

/**
 * The pager's buttons: every page when there are at most 8, else 1, a window around the current
 * page and the last page, with gaps between.
 */
export function pagerItems(current: number, pages: number): PagerItem[] {
  if (pages <= 1) return [];
  const page = (n: number): PagerItem => ({ kind: 'page', page: n, current: n === current });
  if (pages <= PAGER_ALL_PAGES_MAX) return Array.from({ length: pages }, (_, i) => page(i + 1));
  const from = Math.max(2, Math.min(current - PAGER_NEIGHBOURS, pages - 1 - 2 * PAGER_NEIGHBOURS));
  const to = Math.min(pages - 1, Math.max(current + PAGER_NEIGHBOURS, 2 + 2 * PAGER_NEIGHBOURS));
  const items: PagerItem[] = [page(1)];
  if (from > 2) items.push({ kind: 'gap', key: 'start' });
  for (let n = from; n <= to; n++) items.push(page(n));
  if (to < pages - 1) items.push({ kind: 'gap', key: 'end' });
  items.push(page(pages));
  return items;
}
