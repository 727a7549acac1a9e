import type { SectionDef } from './subjects';

/** storefront-routing-wallet.md §9: promotions root menu id 2192. */
export const PROMOTIONS_MENU_ID = 2192;
export const CERTIFICATES_MENU_ID = 2193;
export const RESALE_MENU_ID = 2194;
export const CLUB_DISCOUNTS_MENU_ID = 2195;
export const TREND_MENU_ID = 2196;

/** storefront-shell.md §3 Menu item, plus the catalog-menu fields of storefront-routing-wallet.md §3. */
export type MenuItem = {
  id: number;
  name: string;
  url: string;
  parentId: number | null;
  shard: string;
  query: string;
  seo: string;
  dynamic: boolean;
  locked: boolean;
  target: string;
  landing: boolean;
  isTop: boolean;
  isDenyLink: boolean;
  childs: MenuItem[];
};

type Lang = 'ru' | 'en';
export function menuLanguage(lang: string): Lang {
  return lang === 'ru' || lang === 'kk' || lang === 'ky' || lang === 'uz' ? 'ru' : 'en';
}

function item(partial: Partial<MenuItem> & Pick<MenuItem, 'id' | 'name' | 'url'>): MenuItem {
  return {
    parentId: null,
    shard: '',
    query: '',
    seo: partial.name,
    dynamic: false,
    locked: false,
    target: '_self',
    landing: false,
    isTop: false,
    isDenyLink: false,
    childs: [],
    ...partial,
  };
}

/**
 * The 3-level catalog tree (section, group, subject) plus the promotion, certificate and resale
 * items the client filters by role and locale (storefront-shell.md §5 "Menu"). Names in ru or en:
 * languages other than ru and en get the ru names for kk, ky, uz (Cyrillic audiences) and en for ka (API.md).
 */
export function buildMenu(tree: readonly SectionDef[], lang: string): MenuItem[] {
  const l = menuLanguage(lang);
  const sections = tree.map((s) => {
    const subjectIds = s.groups.flatMap((g) => g.subjects.map((x) => x.id));
    return item({
      id: s.id,
      name: s.names[l],
      url: `/catalog/${s.slug}`,
      shard: s.slug,
      query: `subject=${subjectIds.join(';')}`,
      isTop: true,
      landing: true,
      childs: s.groups.map((g) =>
        item({
          id: g.id,
          parentId: s.id,
          name: g.names[l],
          url: `/catalog/${s.slug}/${g.slug}`,
          shard: s.slug,
          query: `subject=${g.subjects.map((x) => x.id).join(';')}`,
          childs: g.subjects.map((x) =>
            item({
              id: x.id,
              parentId: g.id,
              name: x.names[l],
              url: `/catalog/${s.slug}/${g.slug}/${x.slug}`,
              shard: s.slug,
              query: `subject=${x.id}`,
            }),
          ),
        }),
      ),
    });
  });
  const promo = item({
    id: PROMOTIONS_MENU_ID,
    name: l === 'ru' ? 'Акции' : 'Promotions',
    url: '/promotions',
    dynamic: true,
    isTop: true,
    childs: [
      item({ id: TREND_MENU_ID, parentId: PROMOTIONS_MENU_ID, name: l === 'ru' ? 'Тренды' : 'Trends', url: '/promotions/trend' }),
      item({
        id: CLUB_DISCOUNTS_MENU_ID,
        parentId: PROMOTIONS_MENU_ID,
        name: l === 'ru' ? 'Клубные скидки' : 'Club discounts',
        url: '/promotions/klubnye-skidki',
        locked: true,
      }),
      item({
        id: PROMOTIONS_MENU_ID + 10,
        parentId: PROMOTIONS_MENU_ID,
        name: l === 'ru' ? 'Уходящая распродажа' : 'Last chance sale',
        url: '/promotions/uhtydazha',
      }),
    ],
  });
  return [
    promo,
    ...sections,
    item({ id: CERTIFICATES_MENU_ID, name: l === 'ru' ? 'Подарочные сертификаты' : 'Gift certificates', url: '/gift/certificates' }),
    item({ id: RESALE_MENU_ID, name: l === 'ru' ? 'Ресейл' : 'Resale', url: '/catalog/reseyl', query: 'viewFlags=128' }),
  ];
}

/** The v11 menu service shape: data.nodes (name, url, shardKey, query, childrenOnly, nodes). */
export type MenuNode = { id: number; name: string; url: string; shardKey: string; query: string; childrenOnly: boolean; nodes: MenuNode[] };
export function toMenuNodes(items: readonly MenuItem[]): MenuNode[] {
  return items.map((m) => ({ id: m.id, name: m.name, url: m.url, shardKey: m.shard, query: m.query, childrenOnly: m.landing, nodes: toMenuNodes(m.childs) }));
}

export function flattenMenu(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((m) => [m, ...flattenMenu(m.childs)]);
}
