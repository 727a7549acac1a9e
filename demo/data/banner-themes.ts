import type { Names } from './subjects';

/**
 * What a banner says and shows: a headline and a sub-line in the shop's language, a price or a
 * discount, the drawings of its subjects (Fluent Emoji icon names) on a two-colour background,
 * and where it leads. Text is white on every background (each pair is dark enough for it).
 */
export type BannerTheme = {
  headline: Names;
  subline: Names;
  badge: Names;
  drawings: readonly string[];
  colours: readonly [from: string, to: string];
  href: string;
};

export const BANNER_THEMES: readonly BannerTheme[] = [
  {
    headline: { ru: 'Платья на лето', en: 'Summer dresses' },
    subline: { ru: 'Лёгкие ткани и яркие цвета', en: 'Light fabrics, bright colours' },
    badge: { ru: 'до −50%', en: 'up to −50%' },
    drawings: ['dress', 'high-heeled-shoe', 'handbag'],
    colours: ['#c2185b', '#7b1fa2'],
    href: '/catalog/zhenshchinam/odezhda/platya',
  },
  {
    headline: { ru: 'Всё для кухни', en: 'All for the kitchen' },
    subline: { ru: 'Сковороды, кастрюли и кружки', en: 'Frying pans, saucepans and mugs' },
    badge: { ru: '−30%', en: '−30%' },
    drawings: ['cooking', 'pot-of-food', 'hot-beverage'],
    colours: ['#e65100', '#bf360c'],
    href: '/catalog/dom/kuhnya',
  },
  {
    headline: { ru: 'Звук без проводов', en: 'Sound without wires' },
    subline: { ru: 'Наушники и колонки с шумоподавлением', en: 'Headphones and speakers with noise cancelling' },
    badge: { ru: 'до −40%', en: 'up to −40%' },
    drawings: ['headphone', 'speaker-high-volume'],
    colours: ['#283593', '#6a1b9a'],
    href: '/catalog/elektronika/audio',
  },
  {
    headline: { ru: 'Новые смартфоны', en: 'New smartphones' },
    subline: { ru: 'Рассрочка без переплаты на 6 месяцев', en: 'Six months interest-free' },
    badge: { ru: 'от 12 990 ₽', en: 'from 12,990 ₽' },
    drawings: ['mobile-phone', 'electric-plug'],
    colours: ['#0d47a1', '#00838f'],
    href: '/catalog/elektronika/smartfony-i-aksessuary',
  },
  {
    headline: { ru: 'В поход!', en: 'Into the wild!' },
    subline: { ru: 'Палатки и рюкзаки для выходных на природе', en: 'Tents and backpacks for weekends outdoors' },
    badge: { ru: 'до −35%', en: 'up to −35%' },
    drawings: ['tent', 'backpack', 'evergreen-tree'],
    colours: ['#2e7d32', '#00695c'],
    href: '/catalog/sport/turizm',
  },
  {
    headline: { ru: 'Игрушки для радости', en: 'Toys for joy' },
    subline: { ru: 'Мягкие игрушки, куклы и конструкторы', en: 'Plush toys, dolls and building sets' },
    badge: { ru: '−25%', en: '−25%' },
    drawings: ['teddy-bear', 'nesting-dolls', 'puzzle-piece'],
    colours: ['#f57c00', '#d81b60'],
    href: '/catalog/detyam/igrushki',
  },
  {
    headline: { ru: 'Красота и уход', en: 'Beauty and care' },
    subline: { ru: 'Кремы, маски и ароматы', en: 'Creams, masks and fragrances' },
    badge: { ru: 'до −60%', en: 'up to −60%' },
    drawings: ['lipstick', 'lotion-bottle', 'jar'],
    colours: ['#ad1457', '#6a1b9a'],
    href: '/catalog/krasota',
  },
  {
    headline: { ru: 'Кроссовки сезона', en: 'Sneakers of the season' },
    subline: { ru: 'Для бега и на каждый день', en: 'For running and every day' },
    badge: { ru: '−30%', en: '−30%' },
    drawings: ['running-shoe', 'womans-boot'],
    colours: ['#37474f', '#1565c0'],
    href: '/catalog/obuv',
  },
  {
    headline: { ru: 'Уютный дом', en: 'A cosy home' },
    subline: { ru: 'Пледы, полотенца и постельное бельё', en: 'Throws, towels and bed linen' },
    badge: { ru: 'до −45%', en: 'up to −45%' },
    drawings: ['bed', 'yarn', 'scarf'],
    colours: ['#5d4037', '#8d6e63'],
    href: '/catalog/dom/tekstil',
  },
  {
    headline: { ru: 'Распродажа недели', en: 'Sale of the week' },
    subline: { ru: 'Тысячи товаров со скидкой', en: 'Thousands of products on sale' },
    badge: { ru: 'до −70%', en: 'up to −70%' },
    drawings: ['shopping-bags', 'wrapped-gift', 'sparkles'],
    colours: ['#cb11ab', '#481173'],
    href: '/promotions',
  },
  {
    headline: { ru: 'Бесплатная доставка', en: 'Free delivery' },
    subline: { ru: 'В пункт выдачи рядом с домом', en: 'To a pick-up point near your home' },
    badge: { ru: '0 ₽', en: '0 ₽' },
    drawings: ['delivery-truck', 'package'],
    colours: ['#00796b', '#1565c0'],
    href: '/services/besplatnaya-dostavka',
  },
  {
    headline: { ru: 'Подарки к празднику', en: 'Gifts for the holidays' },
    subline: { ru: 'Идеи для близких и коллег', en: 'Ideas for family and colleagues' },
    badge: { ru: '−20%', en: '−20%' },
    drawings: ['wrapped-gift', 'party-popper', 'teddy-bear'],
    colours: ['#c62828', '#ad1457'],
    href: '/gift/certificates',
  },
  {
    headline: { ru: 'Клубные цены', en: 'Club prices' },
    subline: { ru: 'Дополнительная скидка для подписчиков', en: 'An extra discount for subscribers' },
    badge: { ru: '−10%', en: '−10%' },
    drawings: ['crown', 'shopping-bags'],
    colours: ['#4a148c', '#880e4f'],
    href: '/promotions/klubnye-skidki',
  },
  {
    headline: { ru: 'Книги недели', en: 'Books of the week' },
    subline: { ru: 'Романы и детективы в твёрдом переплёте', en: 'Hardback novels and crime fiction' },
    badge: { ru: 'от 399 ₽', en: 'from 399 ₽' },
    drawings: ['books', 'closed-book', 'magnifying-glass-tilted-left'],
    colours: ['#1a237e', '#4527a0'],
    href: '/catalog/knigi',
  },
  {
    headline: { ru: 'Джинсы и футболки', en: 'Jeans and T-shirts' },
    subline: { ru: 'Базовый гардероб на каждый день', en: 'An everyday basic wardrobe' },
    badge: { ru: 'от 499 ₽', en: 'from 499 ₽' },
    drawings: ['jeans', 't-shirt'],
    colours: ['#1565c0', '#283593'],
    href: '/catalog/muzhchinam/odezhda-muzhskaya',
  },
  {
    headline: { ru: 'Спорт дома', en: 'Workouts at home' },
    subline: { ru: 'Коврики, гантели и всё для тренировок', en: 'Mats, dumbbells and more for training' },
    badge: { ru: '−25%', en: '−25%' },
    drawings: ['person-lifting-weights', 'scroll', 'running-shoe'],
    colours: ['#00838f', '#2e7d32'],
    href: '/catalog/sport/fitnes',
  },
];
