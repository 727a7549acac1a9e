/**
 * storefront-routing-wallet.md §8 "Archive positions fallback: limit 150, filters type all, status 0";
 * §9 "Archive positions default limit 150"; "Grouped deliveries fallback: empty options".
 */
export const ARCHIVE_POSITIONS_LIMIT = 150;
export const ARCHIVE_FALLBACK_FILTERS = { type: 'all', status: 0 } as const;

export interface ArchiveQuery {
  limit: number;
  type: string;
  status: number;
}

/** The query of the archive positions data step: the page's own values, else the fallback. */
export function archiveQuery(search: URLSearchParams): ArchiveQuery {
  const limit = Number(search.get('limit'));
  const status = Number(search.get('status'));
  return {
    limit: Number.isInteger(limit) && limit > 0 ? Math.min(limit, ARCHIVE_POSITIONS_LIMIT) : ARCHIVE_POSITIONS_LIMIT,
    type: search.get('type')?.trim() || ARCHIVE_FALLBACK_FILTERS.type,
    status: search.has('status') && Number.isInteger(status) ? status : ARCHIVE_FALLBACK_FILTERS.status,
  };
}
