import { LANGUAGES } from '../../contracts/locales';
import { shopLanguage } from './text';
import { BANNER_LOCATIONS, generateBanners, type BannerRecord } from './banners';
import { generateBrands, type Brand } from './brands';
import { buildMenu, flattenMenu, type MenuItem } from './menu';
import { generateNotifications, type Notice } from './notifications';
import { generateOffices, type Office } from './offices';
import { generateOrders, type Order } from './orders';
import { generateProducts, type ProductRecord, type SizeRecord } from './products';
import { createRng } from './rng';
import { generateSellers, type Seller } from './sellers';
import { generateStores, type Store } from './stores';
import { allSubjects, buildSubjectTree, type SectionDef, type SubjectDef } from './subjects';
import { DEMO_ACCOUNTS } from './users';

/** The fixed seed: every start generates exactly the same marketplace. */
export const DEMO_SEED = 20260101;

export type DemoData = {
  tree: SectionDef[];
  subjects: SubjectDef[];
  subjectById: Map<number, SubjectDef>;
  brands: Brand[];
  brandById: Map<number, Brand>;
  brandBySlug: Map<string, Brand>;
  sellers: Seller[];
  sellerById: Map<number, Seller>;
  stores: Store[];
  offices: Office[];
  officeById: Map<number, Office>;
  products: ProductRecord[];
  productById: Map<number, ProductRecord>;
  sizeByChrt: Map<number, { product: ProductRecord; size: SizeRecord }>;
  productsBySubject: Map<number, ProductRecord[]>;
  banners: BannerRecord[];
  notices: Map<number, Notice[]>;
  orders: Map<number, Order[]>;
  menu(lang: string): MenuItem[];
  /** Lower-cased ru + en name + brand, for the suggest and search services. */
  searchText: Map<number, string>;
};

function groupBy<T, K>(list: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of list) {
    const k = key(item);
    const bucket = map.get(k);
    if (bucket) bucket.push(item);
    else map.set(k, [item]);
  }
  return map;
}

/** Generates everything from the seed; each entity has its own derived stream so adding one does not reshuffle the others. */
export function generateDemoData(seed = DEMO_SEED): DemoData {
  const tree = buildSubjectTree();
  const subjects = allSubjects(tree);
  const brands = generateBrands(createRng(seed + 1));
  const sellers = generateSellers(createRng(seed + 2));
  const stores = generateStores(createRng(seed + 3));
  const offices = generateOffices(
    createRng(seed + 4),
    stores.map((s) => s.id),
  );
  const products = generateProducts(createRng(seed + 5), { subjects, brands, sellers, stores });
  const brandById = new Map(brands.map((b) => [b.id, b]));
  const menus = new Map<string, MenuItem[]>();
  // Keyed by the shop language it reads (text.ts), so a hand-typed `lang` cannot grow the cache.
  const menu = (requested: string): MenuItem[] => {
    const lang = shopLanguage(requested);
    const cached = menus.get(lang);
    if (cached) return cached;
    const built = buildMenu(tree, lang);
    menus.set(lang, built);
    return built;
  };
  const userIds = DEMO_ACCOUNTS.map((a) => a.userId);
  const sizeByChrt = new Map<number, { product: ProductRecord; size: SizeRecord }>();
  for (const product of products) for (const size of product.sizes) sizeByChrt.set(size.chrtId, { product, size });
  const searchText = new Map(
    products.map((p) => [p.nmId, `${LANGUAGES.map((lang) => p.name[lang]).join(' ')} ${brandById.get(p.brandId)?.name ?? ''}`.toLowerCase()]),
  );
  return {
    tree,
    subjects,
    subjectById: new Map(subjects.map((s) => [s.id, s])),
    brands,
    brandById,
    brandBySlug: new Map(brands.map((b) => [b.slug, b])),
    sellers,
    sellerById: new Map(sellers.map((s) => [s.id, s])),
    stores,
    offices,
    officeById: new Map(offices.map((o) => [o.id, o])),
    products,
    productById: new Map(products.map((p) => [p.nmId, p])),
    sizeByChrt,
    productsBySubject: groupBy(products, (p) => p.subjectId),
    banners: generateBanners(createRng(seed + 6), {
      menuIds: flattenMenu(menu('ru')).map((m) => m.id),
      brandIds: brands.map((b) => b.id),
      supplierIds: sellers.map((s) => s.id),
    }),
    notices: groupBy(generateNotifications(createRng(seed + 7), userIds), (n) => n.user_id),
    orders: groupBy(
      generateOrders(createRng(seed + 8), userIds, products, offices, (id) => brandById.get(id)?.name ?? ''),
      (o) => o.userId,
    ),
    menu,
    searchText,
  };
}

export { BANNER_LOCATIONS };
