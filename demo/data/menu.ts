import type { Names, SectionDef } from './subjects';
import { textIn } from './text';

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

/** The names of the menu's own items (storefront-shell.md §5 "Menu"), in every shop language. */
const SPECIAL_NAMES = {
  promotions: { ru: 'Акции', en: 'Promotions', kk: 'Акциялар', ky: 'Акциялар', uz: 'Aksiyalar', ka: 'აქციები' },
  trends: { ru: 'Тренды', en: 'Trends', kk: 'Трендтер', ky: 'Трендтер', uz: 'Trendlar', ka: 'ტრენდები' },
  clubDiscounts: {
    ru: 'Клубные скидки',
    en: 'Club discounts',
    kk: 'Клуб жеңілдіктері',
    ky: 'Клуб арзандатуулары',
    uz: 'Klub chegirmalari',
    ka: 'კლუბური ფასდაკლებები',
  },
  lastChance: {
    ru: 'Уходящая распродажа',
    en: 'Last chance sale',
    kk: 'Соңғы сатылым',
    ky: 'Акыркы сатуу',
    uz: 'Soʻnggi chegirmalar',
    ka: 'ბოლო შანსის გაყიდვა',
  },
  certificates: {
    ru: 'Подарочные сертификаты',
    en: 'Gift certificates',
    kk: 'Сыйлық сертификаттары',
    ky: 'Белек сертификаттары',
    uz: 'Sovgʻa sertifikatlari',
    ka: 'სასაჩუქრე სერტიფიკატები',
  },
  resale: { ru: 'Ресейл', en: 'Resale', kk: 'Қайта сату', ky: 'Кайра сатуу', uz: 'Qayta sotuv', ka: 'რესეილი' },
} as const satisfies Record<string, Names>;

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
 * items the client filters by role and locale (storefront-shell.md §5 "Menu"), named in `lang`
 * (text.ts `textIn`: every shop language).
 */
export function buildMenu(tree: readonly SectionDef[], lang: string): MenuItem[] {
  const sections = tree.map((s) => {
    const subjectIds = s.groups.flatMap((g) => g.subjects.map((x) => x.id));
    return item({
      id: s.id,
      name: textIn(s.names, lang),
      url: `/catalog/${s.slug}`,
      shard: s.slug,
      query: `subject=${subjectIds.join(';')}`,
      isTop: true,
      landing: true,
      childs: s.groups.map((g) =>
        item({
          id: g.id,
          parentId: s.id,
          name: textIn(g.names, lang),
          url: `/catalog/${s.slug}/${g.slug}`,
          shard: s.slug,
          query: `subject=${g.subjects.map((x) => x.id).join(';')}`,
          childs: g.subjects.map((x) =>
            item({
              id: x.id,
              parentId: g.id,
              name: textIn(x.names, lang),
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
    name: textIn(SPECIAL_NAMES.promotions, lang),
    url: '/promotions',
    dynamic: true,
    isTop: true,
    childs: [
      item({ id: TREND_MENU_ID, parentId: PROMOTIONS_MENU_ID, name: textIn(SPECIAL_NAMES.trends, lang), url: '/promotions/trend' }),
      item({
        id: CLUB_DISCOUNTS_MENU_ID,
        parentId: PROMOTIONS_MENU_ID,
        name: textIn(SPECIAL_NAMES.clubDiscounts, lang),
        url: '/promotions/klubnye-skidki',
        locked: true,
      }),
      item({
        id: PROMOTIONS_MENU_ID + 10,
        parentId: PROMOTIONS_MENU_ID,
        name: textIn(SPECIAL_NAMES.lastChance, lang),
        url: '/promotions/uhtydazha',
      }),
    ],
  });
  return [
    promo,
    ...sections,
    item({ id: CERTIFICATES_MENU_ID, name: textIn(SPECIAL_NAMES.certificates, lang), url: '/gift/certificates' }),
    item({ id: RESALE_MENU_ID, name: textIn(SPECIAL_NAMES.resale, lang), url: '/catalog/reseyl', query: 'viewFlags=128' }),
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
