import type { Page } from '@playwright/test';
import { ROUTES } from '../../contracts/pages/table';
import { RECOMMENDATION_TYPES } from '../../demo/server/routes/recommendations';
import { test, expect } from './fixtures';
import { viewRecorded } from './shop-page';

/**
 * Issue 9 "e2e: every route of the table reached or correctly redirected, as a guest and signed
 * in". Bounded in time: one page load per group; every other address is opened in-app through
 * the router (window.vitrinaRouter.navigate), and a full-page load the router starts (sign-in,
 * the server's sign-out page) is recorded and stopped so the page stays.
 */

type Expect =
  | { page: string } // in-app: this route's page is shown at the same address
  | { notFound: true } // the 404 page at the same address
  | { to: string; page?: string } // redirected in-app to this address (pathname + search + hash)
  | { signIn: true } // full load of the sign-in page with returnUrl = the address
  | { fullLoad: string }; // full load of this server page

/** `recordsView`: the product the page records as viewed once its card has shown it, waited for before the next case. */
interface Case {
  path: string;
  expect: Expect;
  recordsView?: number;
}
interface Samples {
  product: number;
  catalog: string;
  seller: number;
  brand: string;
}

const FULL_LOADS = /\/security\/(login|exit)(\?|$)/;

async function samples(page: Page, baseUrl: string): Promise<Samples> {
  const home = (await (await page.request.post(`${baseUrl}/webapi/spa/data/SpaHomeData`)).json()) as {
    value: { shelves: Array<{ products: Array<{ id: number; brandId: number; supplierId: number }> }> };
  };
  const product = home.value.shelves[0]!.products[0]!;
  const menu = (await (await page.request.get(`${baseUrl}/static/menu/ru-ru.json`)).json()) as Array<{ url?: string }>;
  const brand = (await (await page.request.get(`${baseUrl}/static/brands-by-id/${product.brandId}.json`)).json()) as { url: string };
  return { product: product.id, catalog: menu.find((m) => m.url?.startsWith('/catalog/'))!.url!, seller: product.supplierId, brand: brand.url };
}

/** Routes every shopper reaches the same way (no sign-in needed). */
function publicCases(s: Samples): Record<string, Case[]> {
  return {
    SpaHomeEntrypoint: [{ path: '/', expect: { page: 'SpaHomeEntrypoint' } }],
    // The card records the view once it shows the product (the guests' /recentviews case below needs it).
    SpaProductCardEntrypoint: [
      {
        path: `/catalog/${s.product}/detail.aspx?size=1`,
        expect: { page: 'SpaProductCardEntrypoint' },
        recordsView: s.product,
      },
    ],
    SpaSearchEntrypoint: [
      { path: '/search?search=%D0%BF%D0%BB%D0%B0%D1%82%D1%8C%D0%B5', expect: { page: 'SpaSearchEntrypoint' } },
      { path: '/catalog/0/search.aspx?search=shoes', expect: { page: 'SpaSearchEntrypoint' } },
      { path: '/search?search=%20', expect: { notFound: true } }, // §5 empty search text gives 404
    ],
    SpaBrandListEntrypoint: [{ path: '/zhenshchinam/brandlist.aspx?letter=A', expect: { page: 'SpaBrandListEntrypoint' } }],
    SpaCatalogEntrypoint: [
      { path: s.catalog, expect: { page: 'SpaCatalogEntrypoint' } },
      { path: '/catalog/no-such-shelf', expect: { notFound: true } },
    ],
    SpaRecommendationsSearchEntrypoint: [
      { path: '/recommendationssearch?searchQuery=%D0%BF%D0%BB%D0%B0%D1%82%D1%8C%D0%B5', expect: { page: 'SpaRecommendationsSearchEntrypoint' } },
    ],
    SpaRecommendationsEntrypoint: [
      { path: `/recommendations/${RECOMMENDATION_TYPES[0]}`, expect: { page: 'SpaRecommendationsEntrypoint' } },
      { path: '/recommendations/nonsense', expect: { notFound: true } },
    ],
    SpaSearchByImageEntrypoint: [{ path: '/searchbyimage/0123456789abcdef', expect: { page: 'SpaSearchByImageEntrypoint' } }],
    SpaSellerCatalogEntrypoint: [
      { path: `/seller/${s.seller}`, expect: { page: 'SpaSellerCatalogEntrypoint' } },
      { path: '/seller/abc', expect: { notFound: true } },
    ],
    SpaBrandsPreviewEntrypoint: [{ path: `/brands/${s.brand}/preview`, expect: { page: 'SpaBrandsPreviewEntrypoint' } }],
    SpaBrandsEntrypoint: [
      { path: `/brands/${s.brand}`, expect: { page: 'SpaBrandsEntrypoint' } },
      { path: '/brands/no-such-brand-zz', expect: { notFound: true } },
    ],
    SpaPromotionsEntrypoint: [
      { path: '/promotions', expect: { page: 'SpaPromotionsEntrypoint' } },
      { path: '/promotions/trend', expect: { page: 'SpaPromotionsEntrypoint' } },
    ],
    SpaGiftCertificatesEntrypoint: [{ path: '/gift/certificates', expect: { page: 'SpaGiftCertificatesEntrypoint' } }],
    SubscriptionPageEntrypoint: [{ path: '/subscription', expect: { page: 'SubscriptionPageEntrypoint' } }],
    SpaB2bEntrypoint: [{ path: '/b2b/landing', expect: { page: 'SpaB2bEntrypoint' } }], // ru: b2b allowed (§5)
    ServicePagesEntrypoint: [
      { path: '/services/o-nas', expect: { page: 'ServicePagesEntrypoint' } },
      { path: '/services/no-such', expect: { notFound: true } },
    ],
    PressCenterEntrypoint: [{ path: '/presservice', expect: { page: 'PressCenterEntrypoint' } }],
    // storefront-shell.md §2 second-factor return page: with no opener it says so (second-factor.e2e.ts covers the popup).
    SpaSecondFactorReturnEntrypoint: [{ path: '/security/2fa/return?code=abc&state=def', expect: { page: 'SpaSecondFactorReturnEntrypoint' } }],
    SpaOAuthSignInEntrypoint: [
      {
        path: '/security/oauth?redirect_uri=http%3A%2F%2Fapp.test%2Fcb&client_id=c1&scope=openid&code_challenge=abc',
        expect: { page: 'SpaOAuthSignInEntrypoint' },
      },
      { path: '/security/oauth?client_id=c1&scope=openid&code_challenge=abc', expect: { notFound: true } },
    ],
    SpaBasketEntrypoint: [{ path: '/lk/basket', expect: { page: 'SpaBasketEntrypoint' } }],
    SpaBasketBuyItNowEntrypoint: [{ path: '/lk/basket/buy-it-now', expect: { page: 'SpaBasketBuyItNowEntrypoint' } }],
    SpaOrderConfirmedEntrypoint: [{ path: '/lk/basket/orderconfirmed', expect: { page: 'SpaOrderConfirmedEntrypoint' } }],
    SpaOrderThankYouEntrypoint: [{ path: '/lk/basket/thankyou', expect: { page: 'SpaOrderThankYouEntrypoint' } }],
    SpaPaymentFailEntrypoint: [{ path: '/lk/payment/fail?status=failed&failReason=x', expect: { page: 'SpaPaymentFailEntrypoint' } }],
    SpaFavoritesEntrypoint: [{ path: '/lk/favorites?sort=rate', expect: { page: 'SpaFavoritesEntrypoint' } }],
    // §2.4 fixed redirect, for everyone.
    SpaMyCommunicationsEntrypoint: [{ path: '/lk/communications', expect: { to: '/#wbchat', page: 'SpaHomeEntrypoint' } }],
    SpaCustomerReceiptEntrypoint: [{ path: '/lk/receipts/get', expect: { page: 'SpaCustomerReceiptEntrypoint' } }],
    SpaTravelLkEntrypoint: [{ path: '/lk/travel', expect: { page: 'SpaTravelLkEntrypoint' } }],
    SpaChangeEmailEntrypoint: [{ path: '/lk/details/changeemail', expect: { page: 'SpaChangeEmailEntrypoint' } }],
    SpaConfirmEmailedEntrypoint: [{ path: '/lk/details/confirmemail', expect: { page: 'SpaConfirmEmailedEntrypoint' } }],
  };
}

const AUTH_PATHS: Record<string, string> = {
  SpaWlArrivedEntrypoint: '/lk/favorites/arrived',
  SpaFavoriteBrandsEntrypoint: '/lk/favoritebrands',
  SpaFavoriteSellersEntrypoint: '/lk/favoritesellers',
  SpaPersonalCabinetEntrypoint: '/lk',
  SpaActiveOrdersEntrypoint: '/lk/myorders/delivery',
  SpaArchivePositionsEntrypoint: '/lk/myorders/archive',
  SpaRefundEntrypoint: '/lk/refund',
  SpaHistoryRefundsEntrypoint: '/lk/myrefunds',
  SpaMyClaimsEntrypoint: '/lk/claims',
  SpaMyFeedbacksEntrypoint: '/lk/discussion/feedback',
  SpaNotificationsEntrypoint: '/lk/notifications',
  SpaMyWalletEntrypoint: '/lk/mywallet',
  SpaWalletPurchaseEntrypoint: '/lk/mywallet/purchases',
  SpaC2CAdEntrypoint: '/lk/resale/ad',
  SpaC2COrdersEntrypoint: '/lk/resale/orders',
  SpaC2CFeedbackQuestionsEntrypoint: '/lk/resale/questions',
};

function guestCases(s: Samples): Record<string, Case[]> {
  const cases = publicCases(s);
  for (const [name, path] of Object.entries(AUTH_PATHS)) cases[name] = [{ path, expect: { signIn: true } }];
  cases.SpaC2CProductEntrypoint = [{ path: `/resale/product/${s.product}`, expect: { signIn: true } }];
  // The product page above recorded a view in this browser: a guest's recent views are those
  // (§5 "no items gives 404" for a guest who viewed nothing: product.e2e.ts).
  cases.SpaRecentEntrypoint = [{ path: '/recentviews', expect: { page: 'SpaRecentEntrypoint' } }];
  cases.SpaSignInEntrypoint = [{ path: '/security/login?returnUrl=%2Flk', expect: { fullLoad: '/security/login?returnUrl=%2Flk' } }];
  cases.SpaSignOutEntrypoint = [{ path: '/security/exit', expect: { fullLoad: '/security/exit' } }];
  return cases;
}

function signedInCases(s: Samples, account: 'regular' | 'seller'): Record<string, Case[]> {
  const cases = publicCases(s);
  for (const [name, path] of Object.entries(AUTH_PATHS)) cases[name] = [{ path, expect: { page: name } }];
  cases.SpaNotificationsEntrypoint = [{ path: '/lk/notifications', expect: { to: '/lk#notifications', page: 'SpaPersonalCabinetEntrypoint' } }];
  cases.SpaWlArrivedEntrypoint = [{ path: '/lk/favorites/arrived', expect: { notFound: true } }]; // §5 no goods gives 404
  // §6 C2C pages need resale for sellers, else /lk.
  const c2c = (path: string, name: string): Case[] => [
    { path, expect: account === 'seller' ? { page: name } : { to: '/lk', page: 'SpaPersonalCabinetEntrypoint' } },
  ];
  cases.SpaC2CAdEntrypoint = c2c('/lk/resale/ad', 'SpaC2CAdEntrypoint');
  cases.SpaC2COrdersEntrypoint = c2c('/lk/resale/orders', 'SpaC2COrdersEntrypoint');
  cases.SpaC2CFeedbackQuestionsEntrypoint = c2c('/lk/resale/questions', 'SpaC2CFeedbackQuestionsEntrypoint');
  cases.SpaC2CProductEntrypoint = c2c(`/resale/product/${s.product}`, 'SpaC2CProductEntrypoint');
  // The product page above recorded a view, so the recent-views page has items.
  cases.SpaRecentEntrypoint = [{ path: '/recentviews', expect: { page: 'SpaRecentEntrypoint' } }];
  // §2.4 a signed-in user on a sign-in page goes to the returnUrl (same host only, else /lk).
  cases.SpaSignInEntrypoint = [
    { path: '/security/login?returnUrl=%2Flk%2Fbasket', expect: { to: '/lk/basket', page: 'SpaBasketEntrypoint' } },
    { path: '/security/login?ReturnUrl=https%3A%2F%2Fevil.test%2F', expect: { to: '/lk', page: 'SpaPersonalCabinetEntrypoint' } },
  ];
  cases.SpaSignOutEntrypoint = [{ path: '/security/exit', expect: { fullLoad: '/security/exit' } }];
  return cases;
}

async function signIn(page: Page, baseUrl: string, account: string): Promise<void> {
  const response = await page.request.post(`${baseUrl}/demo/login`, { data: { account } });
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript((t) => localStorage.setItem('vitrina:token', t), token);
}

/** Opens the host page once, then every case in-app; full loads are recorded and stopped. */
async function runTable(page: Page, baseUrl: string, table: Record<string, Case[]>): Promise<void> {
  expect(Object.keys(table).sort(), 'every route of core/routes/table.ts has a case').toEqual([...new Set(ROUTES.map((r) => r.name))].sort());
  // A full load the router starts is seen (waitForRequest below) and stopped: the page stays.
  await page.route(FULL_LOADS, (route) => (route.request().isNavigationRequest() ? route.abort('aborted') : route.fallback()));
  await page.goto(`${baseUrl}/services/kontakty`);
  await expect(page.locator('[data-vm-container]:not([hidden]) [data-route]')).toHaveAttribute('data-route', 'ServicePagesEntrypoint');
  const failures: string[] = [];
  const cases = Object.entries(table).flatMap(([, list]) => list);
  // Sign-out ends the session: last.
  cases.sort((a, b) => Number(a.path === '/security/exit') - Number(b.path === '/security/exit'));
  for (const { path, expect: want, recordsView } of cases) {
    const leaving = 'signIn' in want || 'fullLoad' in want ? page.waitForRequest((r) => FULL_LOADS.test(r.url()) && r.isNavigationRequest()) : null;
    const result = await page.evaluate(
      (p) => (window as unknown as { vitrinaRouter: { navigate(u: string): Promise<string> } }).vitrinaRouter.navigate(p),
      path,
    );
    const left = leaving ? (await leaving).url() : null;
    const shown = await page.evaluate(() => ({
      at: location.pathname + location.search + location.hash,
      route: document.querySelector('[data-vm-container]:not([hidden]) [data-route]')?.getAttribute('data-route') ?? null,
    }));
    if (recordsView !== undefined) await viewRecorded(page, recordsView);
    const fail = (why: string) => failures.push(`${path}: ${why} (result ${result}, at ${shown.at}, page ${shown.route}, left for ${left ?? '-'})`);
    if ('page' in want && !('to' in want)) {
      if (result !== 'in-app' || shown.route !== want.page || shown.at !== path) fail(`expected page ${want.page}`);
    } else if ('notFound' in want) {
      if (result !== 'not-found' || shown.route !== 'error404' || shown.at !== path) fail('expected the 404 page');
    } else if ('to' in want) {
      if (shown.at !== want.to || (want.page && shown.route !== want.page)) fail(`expected redirect to ${want.to}`);
    } else if ('signIn' in want) {
      const target = left ? new URL(left) : null;
      if (result !== 'full-load' || target?.pathname !== '/security/login' || target.searchParams.get('returnUrl') !== `${baseUrl}${path}`)
        fail('expected sign-in with returnUrl');
    } else if (result !== 'full-load' || left !== `${baseUrl}${want.fullLoad}`) {
      fail(`expected a full load of ${want.fullLoad}`);
    }
  }
  expect(failures).toEqual([]);
}

test.describe('every route of the table (issue 9)', () => {
  test.describe.configure({ timeout: 90_000 });

  test('as a guest', async ({ page, baseUrl }) => {
    await runTable(page, baseUrl, guestCases(await samples(page, baseUrl)));
  });

  test('signed in (regular shopper)', async ({ page, baseUrl }) => {
    await signIn(page, baseUrl, 'regular');
    await runTable(page, baseUrl, signedInCases(await samples(page, baseUrl), 'regular'));
  });

  test('signed in (seller with resale): the C2C pages open', async ({ page, baseUrl }) => {
    await signIn(page, baseUrl, 'seller');
    await runTable(page, baseUrl, signedInCases(await samples(page, baseUrl), 'seller'));
  });
});
