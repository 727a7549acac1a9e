/** Real paths of the demo's catalog for page-level measurements: a category, a product, a search. */
export async function samplePaths(demoUrl: string): Promise<{ catalog: string; product: string; search: string }> {
  const menu = (await (await fetch(`${demoUrl}/svc/menu/v11/menu?locale=ru&lang=ru`)).json()) as {
    data?: { nodes?: { url?: string; nodes?: { url?: string }[] }[] };
  };
  const catalog = menu.data?.nodes?.flatMap((node) => [node, ...(node.nodes ?? [])]).find((node) => node.url?.startsWith('/catalog/'))?.url ?? '/catalog';
  const goods = (await (await fetch(`${demoUrl}/svc/search/search-goods?query=${encodeURIComponent('платье')}`)).json()) as unknown;
  const first = Array.isArray(goods) ? Number(goods[0]) : NaN;
  return {
    catalog,
    product: Number.isFinite(first) ? `/catalog/${first}/detail.aspx` : '/catalog/1/detail.aspx',
    search: `/search?search=${encodeURIComponent('платье')}`,
  };
}
