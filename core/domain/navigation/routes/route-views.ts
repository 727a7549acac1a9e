/**
 * What a host page shows of a route's data step (the demo's answers of demo/API.md "Route
 * data"), read defensively: a field of the wrong type is left out, never thrown on.
 */
export interface RouteLink {
  href: string;
  text: string;
}
export interface RouteSummary {
  heading: string | null;
  links: RouteLink[];
  facts: string[];
}

type Rec = Record<string, unknown>;
const rec = (v: unknown): Rec | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Rec) : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : null);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
/** Only same-site paths become links. */
const sitePath = (v: unknown): string | null => {
  const s = str(v);
  return s && s.startsWith('/') && !s.startsWith('//') && !s.includes('\\') ? s : null;
};

function productLinks(products: unknown[]): RouteLink[] {
  return products.flatMap((p) => {
    const item = rec(p);
    const id = str(item?.nmId ?? item?.id);
    const name = str(item?.name);
    return id && /^\d+$/.test(id) && name ? [{ href: `/catalog/${id}/detail.aspx`, text: name }] : [];
  });
}

function menuLinks(items: unknown[]): RouteLink[] {
  return items.flatMap((m) => {
    const item = rec(m);
    const href = sitePath(item?.url);
    const text = str(item?.name);
    return href && text ? [{ href, text }] : [];
  });
}

export function summarizeRouteData(data: unknown): RouteSummary {
  const d = rec(data);
  if (!d) return { heading: null, links: [], facts: [] };
  const product = rec(d.product);
  if (product) {
    const facts = [str(product.brand), str(product.supplier)].filter((x): x is string => x !== null);
    return { heading: str(product.name), links: [], facts };
  }
  const shelves = list(d.shelves);
  if (shelves.length > 0) return { heading: null, links: shelves.flatMap((s) => productLinks(list(rec(s)?.products))), facts: [] };
  if (Array.isArray(d.products)) return { heading: str(d.query), links: productLinks(d.products), facts: str(d.total) ? [str(d.total)!] : [] };
  const menuItem = rec(d.menuItem);
  if (menuItem) return { heading: str(menuItem.name), links: menuLinks(list(d.childs)), facts: [] };
  const seller = rec(d.seller);
  if (seller) return { heading: str(seller.trademark) ?? str(seller.name), links: [], facts: str(d.total) ? [str(d.total)!] : [] };
  const brand = rec(d.brand);
  if (brand) return { heading: str(brand.name), links: [], facts: str(d.total) ? [str(d.total)!] : [] };
  const promo = rec(d.promo);
  if (promo) return { heading: null, links: menuLinks(list(promo.brands)), facts: [] };
  const user = rec(d.user);
  if (user) return { heading: str(user.name), links: [], facts: [] };
  return { heading: null, links: [], facts: [] };
}

/** A service page's text (ServicePagesData / PressCenterData: {title, paragraphs}). */
export function readServiceContent(data: unknown): { title: string | null; paragraphs: string[] } {
  const d = rec(data);
  return {
    title: str(d?.title),
    paragraphs: list(d?.paragraphs)
      .map(str)
      .filter((x): x is string => x !== null),
  };
}
