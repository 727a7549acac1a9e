import { signInUrl } from '../../transport/token';

/** storefront-shell.md §2 "Link targets in the header and suggestions". */
export const LINKS = {
  home: '/',
  faq: '/services/voprosy-i-otvety',
  account: '/lk',
  notifications: '/lk#notifications',
  basket: '/lk/basket',
  deliveries: '/lk/myorders/delivery',
  purchases: '/lk/myorders/archive',
  favorites: '/lk/favorites',
  favoriteBrands: '/lk/favoritebrands',
  claims: '/lk/claims',
  feedback: '/lk/discussion/feedback',
  bankCards: '/lk#bankCard',
  personalSafety: '/lk#personal-safety',
  walletPurchases: '/lk/mywallet/purchases',
  /** The wallet link when the wallet redesign switch (enableWalletRedesign) is on. */
  walletRedesign: '/lk/mywallet',
  cashback: '/lk/mywallet/cashback',
  refunds: '/lk/myrefunds',
  receipts: '/lk/receipts/get',
  refund: '/lk/refund',
  subscription: '/subscription',
  pressService: '/presservice',
} as const;

/** "/lk/mywallet/purchases (or /lk/mywallet when the wallet redesign switch is on)". */
export function walletLink(walletRedesign: boolean): string {
  return walletRedesign ? LINKS.walletRedesign : LINKS.walletPurchases;
}

/** The service pages among the link targets, each under /services/. */
export const LINKED_SERVICE_PAGES = [
  'besplatnaya-dostavka',
  'kak-sdelat-zakaz',
  'sposoby-oplaty',
  'vozvrat-tovara',
  'vozvrat-denezhnyh-sredstv',
  'pravila-prodazhi',
  'pravila-polzovaniya-torgovoy-ploshchadkoy',
  'o-nas',
  'rekvizity',
  'kontakty',
  'bug-bounty',
] as const;
export type LinkedServicePage = (typeof LINKED_SERVICE_PAGES)[number];

export function servicePagePath(slug: LinkedServicePage): string {
  return `/services/${slug}`;
}

/** storefront-shell.md §2 "Other routes": promotion links. */
export const PROMOTION_LINKS = {
  promotions: '/promotions',
  trend: '/promotions/trend',
  clubDiscounts: '/promotions/klubnye-skidki',
  sale: '/promotions/uhtydazha',
  giftCertificates: '/gift/certificates',
  resale: '/catalog/reseyl',
  /** Opens in a new tab for non-subscribers. */
  subscription: '/subscription',
} as const;

/** "Sign-out is the link ending /security/exit." */
export const SIGN_OUT_PATH = '/security/exit';

/** "/security/login takes an optional returnUrl (default is the full current address)." */
export function signInLink(returnUrl: string = globalThis.location?.href ?? LINKS.home): string {
  return signInUrl(returnUrl);
}

// The cookie policy path per locale lives with the consent code that shows it.
export { cookiePolicyPath, COOKIE_POLICY_DEFAULT, COOKIE_POLICY_PRIVACY, COOKIE_POLICY_BY } from '../settings';
