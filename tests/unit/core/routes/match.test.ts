import { describe, expect, it } from 'vitest';
import { compileRoutes, matchRoute, pathSegments, RoutePatternError } from '../../../../contracts/pages/match';
import { ROUTES, type RouteDef } from '../../../../contracts/pages/table';

const compiled = compileRoutes(ROUTES);
const nameOf = (path: string) => matchRoute(compiled, path)?.route.name ?? null;

describe('route matching (storefront-routing-wallet.md §2.1)', () => {
  it.each([
    ['/', 'SpaHomeEntrypoint'],
    ['/catalog/123456/detail.aspx', 'SpaProductCardEntrypoint'],
    ['/catalog/0/search.aspx', 'SpaSearchEntrypoint'],
    ['/catalog/zhenshchinam/odezhda', 'SpaCatalogEntrypoint'],
    ['/catalog', 'SpaCatalogEntrypoint'],
    ['/seller/32477', 'SpaSellerCatalogEntrypoint'],
    ['/seller/32477/shoes/boots', 'SpaSellerCatalogEntrypoint'],
    ['/brands/nike', 'SpaBrandsEntrypoint'],
    ['/brands/nike/all', 'SpaBrandsEntrypoint'],
    ['/brands/nike/preview', 'SpaBrandsPreviewEntrypoint'],
    ['/promotions', 'SpaPromotionsEntrypoint'],
    ['/promotions/trend', 'SpaPromotionsEntrypoint'],
    ['/promotions/klubnye-skidki/odezhda', 'SpaPromotionsEntrypoint'],
    ['/recommendationssearch', 'SpaRecommendationsSearchEntrypoint'],
    ['/lk', 'SpaPersonalCabinetEntrypoint'],
    ['/lk/', 'SpaPersonalCabinetEntrypoint'],
    ['/lk/basket', 'SpaBasketEntrypoint'],
    ['/lk/basket/buy-it-now', 'SpaBasketBuyItNowEntrypoint'],
    ['/lk/favorites', 'SpaFavoritesEntrypoint'],
    ['/lk/favoritebrands', 'SpaFavoriteBrandsEntrypoint'],
    ['/lk/myorders/delivery', 'SpaActiveOrdersEntrypoint'],
    ['/lk/myorders/archive', 'SpaArchivePositionsEntrypoint'],
    ['/lk/mywallet', 'SpaMyWalletEntrypoint'],
    ['/lk/mywallet/cashback', 'SpaMyWalletEntrypoint'],
    ['/lk/mywallet/purchases', 'SpaWalletPurchaseEntrypoint'],
    ['/lk/payment/fail', 'SpaPaymentFailEntrypoint'],
    ['/lk/communications', 'SpaMyCommunicationsEntrypoint'],
    ['/services/o-nas', 'ServicePagesEntrypoint'],
    ['/presservice', 'PressCenterEntrypoint'],
    ['/gift/certificates', 'SpaGiftCertificatesEntrypoint'],
    ['/subscription', 'SubscriptionPageEntrypoint'],
    ['/resale/product/77', 'SpaC2CProductEntrypoint'],
    ['/security/login', 'SpaSignInEntrypoint'],
    ['/security/oauth', 'SpaOAuthSignInEntrypoint'],
  ])('%s -> %s', (path, name) => {
    expect(nameOf(path)).toBe(name);
  });

  it.each(['/nope', '/lk/unknown', '/services', '/services/a/b', '/brands', '/catalog%2F1%2Fdetail.aspx', '/seller'])('%s matches nothing', (path) => {
    expect(nameOf(path)).toBeNull();
  });

  it('takes parameters, decoded, with an encoded slash kept inside its segment', () => {
    expect(matchRoute(compiled, '/catalog/123/detail.aspx')?.params).toEqual({ cod1S: '123' });
    expect(matchRoute(compiled, '/brands/a%2Fb')?.params).toEqual({ brand: 'a/b', rest: '' });
    expect(matchRoute(compiled, '/catalog/men/shoes')?.params).toEqual({ path: 'men/shoes' });
  });

  it('an optional segment may be absent or present', () => {
    expect(matchRoute(compiled, '/promotions')?.params).toEqual({ rest: '' });
    expect(matchRoute(compiled, '/promotions/trend')?.params).toEqual({ promoKey: 'trend', rest: '' });
  });

  it('a malformed percent escape is kept as written, never thrown', () => {
    expect(matchRoute(compiled, '/brands/%E0%A4%A')?.params.brand).toBe('%E0%A4%A');
  });

  it('catch-all routes lose to specific ones, whatever the table order', () => {
    const routes: RouteDef[] = [
      { name: 'all', path: '/x/*rest', page: 'info' },
      { name: 'param', path: '/x/:id', page: 'info' },
      { name: 'literal', path: '/x/new', page: 'info' },
    ];
    const table = compileRoutes(routes);
    expect(matchRoute(table, '/x/new')?.route.name).toBe('literal');
    expect(matchRoute(table, '/x/5')?.route.name).toBe('param');
    expect(matchRoute(table, '/x/5/6')?.route.name).toBe('all');
  });

  it('the catalog route does not take a path ending in .aspx when another route matches', () => {
    const routes: RouteDef[] = [
      { name: 'catalog', path: '/catalog/*path', page: 'catalog', yieldsAspx: true },
      { name: 'any-aspx', path: '/*rest', page: 'info' },
    ];
    const table = compileRoutes(routes);
    // Both are catch-alls and catalog is more specific, yet .aspx goes to the other route.
    expect(matchRoute(table, '/catalog/a/b.aspx')?.route.name).toBe('any-aspx');
    expect(matchRoute(table, '/catalog/a/b')?.route.name).toBe('catalog');
    // Alone, it still takes .aspx paths.
    expect(matchRoute(compileRoutes([routes[0]!]), '/catalog/a/b.aspx')?.route.name).toBe('catalog');
    // In the real table: a brand list page under catalog goes to the brand list route.
    expect(nameOf('/catalog/brandlist.aspx')).toBe('SpaBrandListEntrypoint');
    expect(nameOf('/catalog/a/b/page.aspx')).toBe('SpaCatalogEntrypoint');
  });

  it('a catch-all in the middle of a pattern is a pattern error', () => {
    expect(() => compileRoutes([{ name: 'bad', path: '/a/*b/c', page: 'info' }])).toThrow(RoutePatternError);
  });

  it('splits paths into segments ignoring empty ones', () => {
    expect(pathSegments('/a//b/')).toEqual(['a', 'b']);
  });
});
