import { isRecord, readNonBlankString } from '../../../../contracts/wire';
import { readProductCard } from '../../../../contracts/products';

/** A shelf of the SpaHomeData route data (demo/API.md: {shelves:[{id, title, products}], recentNms}). */
export interface HomeShelf {
  id: string;
  title: string;
  items: Array<{ nmId: number; name: string; card: unknown }>;
}

export interface HomeData {
  shelves: HomeShelf[];
  /** Recent views the server knows (signed in). */
  recentNms: number[];
}

/** Reads the home route data defensively: a bad shelf or card is left out, never thrown on. */
export function readHomeData(data: unknown): HomeData {
  if (!isRecord(data)) return { shelves: [], recentNms: [] };
  const shelves = (Array.isArray(data.shelves) ? data.shelves : []).flatMap((raw, index): HomeShelf[] => {
    if (!isRecord(raw) || !Array.isArray(raw.products)) return [];
    const items = raw.products.flatMap((entry) => {
      const card = readProductCard(entry);
      return card ? [{ nmId: card.nmId, name: card.name, card: entry }] : [];
    });
    return items.length > 0 ? [{ id: readNonBlankString(raw, 'id') ?? `shelf-${index}`, title: readNonBlankString(raw, 'title') ?? '', items }] : [];
  });
  const recentNms = Array.isArray(data.recentNms)
    ? data.recentNms.filter((id): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id > 0)
    : [];
  return { shelves, recentNms };
}

/** The local recent views first, then the server's, each product once. */
export function mergeRecent(local: readonly number[], server: readonly number[], limit: number): number[] {
  return [...new Set([...local, ...server])].slice(0, limit);
}
