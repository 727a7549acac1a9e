import { createHash } from 'node:crypto';
import { FALLBACK_RATES_PER_USD } from '../../contracts/settings';

/** storefront-routing-wallet.md §9: fallback rates per 1 USD (the contract's). Rates to RUB are derived from them. */
export const RATES_PER_USD: Readonly<Record<string, number>> = FALLBACK_RATES_PER_USD;
/** storefront-shell.md §9: minimum site version 12.2.0; cart 255; favourites 2000 / 4000 club. */
export const SITE_MIN_VERSION = '12.2.0';
export const BASKET_MAX_QT = 255;
export const FAVORITES_LIMIT_DEFAULT = 2000;
export const FAVORITES_LIMIT_WB_CLUB = 4000;
/** storefront-routing-wallet.md §5: wallet discount display max for level 2 (display max 100000). */
export const WLT2_DISCOUNT_DISPLAY_MAX_PRICE = 100000;

export type GlobalSettings = { switches: Record<string, boolean>; variables: Record<string, string | number | boolean>; rates: Record<string, number> };

export function defaultSettings(): GlobalSettings {
  const rates: Record<string, number> = {};
  for (const code of ['BYN', 'KZT', 'AMD', 'KGS', 'UZS', 'AZN', 'GEL', 'TJS', 'TMT', 'USD']) {
    rates[code] = Math.round((RATES_PER_USD.RUB! / RATES_PER_USD[code]!) * 1e6) / 1e6;
  }
  return {
    switches: {
      enableCashback: true,
      enableChat: false,
      enableOnlineChat: false,
      enableSellersChat: false,
      enableWalletRedesign: false,
      enableCdnConfig: true,
      enableErrorImagePlug: true,
      brandLogoV3: true,
      enableSearchInSeller: true,
      enableNewHeaderMob: true,
      enableB2bInn: true,
      enablePopupAcceptOffer: true,
      enablePopupAcceptOfferTj: true,
      enableFavoriteSellers: true,
      enableUserPersonalization: true,
      dontIncludeSoldItemsInOrder: true,
      enableResale: true,
      // storefront-shell.md "Seller": the supplier account's feedback and questions features (routing-wallet §6 /lk/resale/questions).
      enableResaleSupplierFeedbacks: true,
      enableResaleSupplierQuestions: true,
      enableTrendMenu: true,
      enableDiscountRounder: false,
      enableDoubleBasketLimit: false,
      // routing-wallet §6 "Opening products in a new tab depends on a setting or experiment": off by default.
      enableProductNewTab: false,
    },
    variables: {
      siteMinVersion: SITE_MIN_VERSION,
      wlt1DiscountDisplayMaxPrice: 15000,
      wlt2DiscountDisplayMaxPrice: WLT2_DISCOUNT_DISPLAY_MAX_PRICE,
      enableLanguageSwitcher: true,
      basketMaxQt: BASKET_MAX_QT,
      favoritesLimitDefault: FAVORITES_LIMIT_DEFAULT,
      favoritesLimitWbClub: FAVORITES_LIMIT_WB_CLUB,
    },
    rates,
  };
}

export function settingsHash(settings: GlobalSettings): string {
  return createHash('sha1').update(JSON.stringify(settings)).digest('hex');
}
