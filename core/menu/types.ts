/** storefront-shell.md §3 "Menu item", as widgets see it (no wire field names). */
export interface MenuItem {
  id: string;
  name: string;
  /** A same-site path or an absolute http(s) address; absent when the item is only a group. */
  url?: string;
  /** Catalog shard and query of a category (used by the catalog page). */
  shard?: string;
  query?: string;
  /** §3 "target": '_blank' opens a new tab; anything else stays in the page. */
  newTab: boolean;
  isTop: boolean;
  children: MenuItem[];
}
