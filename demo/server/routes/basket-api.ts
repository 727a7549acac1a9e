import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../deps';
import { badRequest } from '../errors';
import { readForm, readOptionalObject } from '../input';
import { SERVICE_MAP } from '../service-map';
import { convertMinor, currencyOf } from '../views/money';
import { balanceOf, gradeOf, signBlob } from './site-user';
import { MAX_BASKET_ITEMS, basketItem, maskedCards, parseBasketItems, payments } from './basket-lines';
import { CITIES } from '../../data/offices';
import { BANK_CARDS_PATH, BASKET_PATH, PAYMENTS_PATH } from '../../../contracts/basket';

/** The demo's duty-free limit (200 000 ₽) and duty on the excess. */
const DUTY_FREE_LIMIT_RUB_MINOR = 20_000_000;
const DUTY_PERCENT = 15;

/** The basket api (storefront-shell.md §7 Payment and basket, storefront-routing-wallet.md §3 basket payload). */
export function registerBasketApi(app: Hono<AppEnv>, deps: Deps): void {
  const base = SERVICE_MAP.basketApi;
  app.post(`${base}${BANK_CARDS_PATH}`, async (c) => {
    const { account } = deps.auth.identify(c);
    await readOptionalObject(c);
    return c.json({ maskedCards: maskedCards(account) });
  });

  app.post(`${base}${PAYMENTS_PATH}`, async (c) => {
    const body = await readOptionalObject(c);
    const locale = typeof body.currentLocale === 'string' && CITIES.some((x) => x.locale === body.currentLocale) ? body.currentLocale : 'ru';
    return c.json({ payments: payments(locale, typeof body.lang === 'string' ? body.lang : undefined) });
  });

  // Serialised form body (items, currency, includeInOrderStr, ...) -> {data:{basket:{basketItems}}, ...signed blobs}.
  app.post(`${base}${BASKET_PATH}`, async (c) => {
    const identity = deps.auth.optional(c);
    const form = await readForm(c);
    const items = parseBasketItems(form.items);
    if (items.length > MAX_BASKET_ITEMS) throw badRequest(`at most ${MAX_BASKET_ITEMS} items`);
    const currency = currencyOf(form.currency);
    const includeStr = form.includeInOrderStr ?? '1';
    const included = includeStr === '1' ? null : new Set(includeStr.split(';').map(Number));
    const basketItems = items.map((item) => basketItem(deps, item, currency, included === null || included.has(item.chrtId), form.lang));
    const account = identity?.account;
    const officeSelf = deps.data.offices[0]!;
    return c.json({
      data: { basket: { basketItems, currency, totalQuantity: basketItems.reduce((n, i) => n + i.quantity, 0) } },
      isNetworkError: false,
      userBalanceSigned: account ? signBlob(balanceOf(deps, account)) : '',
      userGradeSigned: account ? signBlob(gradeOf(account)) : '',
      // routing-wallet §3 tax/duty settings: orders above 200 000 ₽ (in the basket's currency) pay 15 % of the excess.
      customsDutySigned: signBlob({ dutyFreelimit: convertMinor(DUTY_FREE_LIMIT_RUB_MINOR, currency), duty: DUTY_PERCENT, fixedAmount: 0 }),
      pdlInstOptions:
        account && !account.b2b ? { status: 'completed', availableSum: 3000000, productPlans: [{ period: 4 }, { period: 5 }, { period: 9 }] } : null,
      promoDeliveryPoint: {
        country: officeSelf.country,
        address: officeSelf.address,
        addressId: officeSelf.id,
        officeId: officeSelf.id,
        dest: officeSelf.dest,
        sign: signBlob({ office: officeSelf.id }),
        lat: officeSelf.lat,
        lon: officeSelf.lon,
      },
      promoBasketTitle: 'Бесплатная доставка в пункт выдачи',
    });
  });
}
