// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, json, startTestDemo, type TestDemo } from './helpers';

let demo: TestDemo;
let token: string;
beforeAll(async () => {
  demo = await startTestDemo();
  token = await demo.login('regular');
});
afterAll(async () => {
  await demo?.stop();
});

const form = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(demo.url + path, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers }, body });

describe('logging (storefront-shell.md §7)', () => {
  it('metrics with status, wbxauth with act and status, jserror with msg are recorded', async () => {
    await fetch(`${demo.url}/demo/logs`, { method: 'DELETE' });
    for (const name of ['favs', 'wbbasket', 'orders']) expect((await demo.post(`/webapi/logging/${name}/metrics?status=network`)).status).toBe(204);
    expect((await demo.post('/webapi/logging/wbxauth/metrics', { act: 'slide', status: 'ok' })).status).toBe(204);
    expect((await demo.post('/webapi/logging/jserror', { msg: 'boom', stk: 'at x', data: { a: 1 } })).status).toBe(204);
    const logs = await json<any[]>(await demo.get('/demo/logs'));
    expect(logs.map((l) => l.kind)).toEqual(['favs-metrics', 'wbbasket-metrics', 'orders-metrics', 'wbxauth-metrics', 'jserror']);
    expect(logs[4].body).toEqual({ msg: 'boom', stk: 'at x', data: { a: 1 } });
  });

  it('rejects a metrics call without status and a jserror without msg', async () => {
    expect((await demo.post('/webapi/logging/favs/metrics')).status).toBe(400);
    expect((await demo.post('/webapi/logging/jserror', { stk: 'x' })).status).toBe(400);
    expect((await demo.post('/webapi/logging/wbxauth/metrics', {})).status).toBe(400);
  });
});

describe('notifications (storefront-shell.md §3 Notification, §7)', () => {
  it('bell: get, unread count, preview, read and delete with notice_ids', async () => {
    const user = await demo.login('club');
    const unread = await json(await demo.get('/svc/bell/shard-proxy/api/v3/notice/unread?app_type=web', bearer(user)));
    expect(unread).toEqual({ state: 0, payload: { count: expect.any(Number) } });
    const list = await json(await demo.post('/svc/bell/shard-proxy/api/v3/notice/get?app_type=web', undefined, bearer(user)));
    expect(list.payload.notices[0]).toMatchObject({ uuid: expect.any(String), user_id: 1000002, dt: expect.any(Number), is_read: false });
    const id = list.payload.notices[0].uuid;
    const afterRead = await json(await demo.post('/svc/bell/shard-proxy/api/notice/read', { notice_ids: [id] }, bearer(user)));
    expect(afterRead.payload.count).toBe(unread.payload.count - 1);
    await demo.post('/svc/bell/shard-proxy/api/notice/delete', { notice_ids: [id] }, bearer(user));
    const again = await json(await demo.post('/svc/bell/shard-proxy/api/v3/notice/get?app_type=web', {}, bearer(user)));
    expect(again.payload.notices.some((n: any) => n.uuid === id)).toBe(false);
    expect((await json(await demo.get('/svc/bell/shard-proxy/api/v3/notice/preview', bearer(user)))).payload.notices.length).toBeLessThanOrEqual(3);
  });

  it('bell needs a token and app_type=web; bad notice_ids are a 400', async () => {
    expect((await demo.get('/svc/bell/shard-proxy/api/v3/notice/unread?app_type=web')).status).toBe(401);
    expect((await demo.get('/svc/bell/shard-proxy/api/v3/notice/unread', bearer(token))).status).toBe(400);
    expect((await demo.post('/svc/bell/shard-proxy/api/notice/read', { notice_ids: 'x' }, bearer(token))).status).toBe(400);
  });

  it('newsfeed fallbacks: count, mark (readIds joined by ;), loadmore (page)', async () => {
    const user = await demo.login('employee');
    const count = await json(await demo.post('/webapi/newsfeed/events/count', undefined, bearer(user)));
    expect(count).toEqual({ state: 0, value: { eventsCount: expect.any(Number) } });
    const page = await json(await form('/webapi/lk/newsfeed/events/spa/loadmore', 'page=1', bearer(user)));
    expect(page.value.events.length).toBeGreaterThan(0);
    const unreadIds = page.value.events
      .filter((e: any) => !e.is_read)
      .slice(0, 2)
      .map((e: any) => e.uuid);
    const marked = await json(await form('/webapi/newsfeed/events/mark', `readIds=${unreadIds.join(';')}`, bearer(user)));
    expect(marked.value.eventsCount).toBe(count.value.eventsCount - unreadIds.length);
    expect((await form('/webapi/newsfeed/events/mark', '', bearer(user))).status).toBe(400);
    expect((await demo.post('/webapi/newsfeed/events/count')).status).toBe(401);
  });
});

describe('user data (details not shown: API.md)', () => {
  it('balance (storefront-shell.md §3 Balance) per account, with GEL and TJS balances', async () => {
    const ge = await json(await demo.get('/webapi/balance', bearer(await demo.login('ge'))));
    expect(ge.value).toMatchObject({
      balanceCurrency: 'GEL',
      moneyBalanceGEL: 4550,
      totalBalance: 4550,
      walletTypeCode: expect.any(Number),
      walletRidLimit: -1,
      totalBalanceRub: expect.any(Number),
    });
    const tj = await json(await demo.get('/webapi/balance', bearer(await demo.login('tj'))));
    expect(tj.value).toMatchObject({ balanceCurrency: 'TJS', moneyBalanceTJS: 38000 });
    expect((await json(await demo.get('/webapi/balance', bearer(await demo.login('global'))))).value.balanceCurrency).toBe('USD');
  });

  it('user info and grade (storefront-shell.md §3 User info, User grade)', async () => {
    const employee = await demo.login('employee');
    expect((await json(await demo.get('/webapi/user/info', bearer(employee)))).value).toMatchObject({
      isActiveEmployee: true,
      contacts: [{ contact_type: 'sberID' }],
    });
    const grade = await json(await demo.get('/webapi/user/grade', bearer(await demo.login('club'))));
    expect(grade.value).toMatchObject({
      wbClub: true,
      isPremium: true,
      premiumIsAvailable: true,
      priceAdjustmentPercent: expect.any(Number),
      return_fee: expect.any(Number),
      userGradeSigned: expect.any(String),
    });
    expect((await demo.get('/webapi/user/grade')).status).toBe(401);
  });

  it('storefront-shell.md §6 premium: extra_discount and a 79 phone yes; the same features with a 7 7… phone no', async () => {
    const club = await json(await demo.get('/webapi/user/grade', bearer(await demo.login('club'))));
    expect(club.value).toMatchObject({ isPremium: true, subscriptionFeatures: expect.arrayContaining(['extra_discount']) });
    const clubKz = await json(await demo.get('/webapi/user/grade', bearer(await demo.login('club-kz'))));
    expect(clubKz.value).toMatchObject({ wbClub: true, isPremium: false, subscriptionFeatures: expect.arrayContaining(['extra_discount']) });
    expect((await json(await demo.get('/webapi/user/info', bearer(await demo.login('club-kz'))))).value.phoneMasked).toMatch(/^7701/);
  });

  it("set currency accepts only the locale's currencies (routing-wallet §9)", async () => {
    expect(await json(await demo.post('/webapi/user/currency', { currency: 'KZT' }, bearer(token)))).toEqual({ state: 0, value: { currency: 'KZT' } });
    expect((await json(await demo.get('/webapi/balance', bearer(token)))).value.currency).toBe('KZT');
    expect((await demo.post('/webapi/user/currency', { currency: 'USD' }, bearer(token))).status).toBe(400);
    expect((await demo.post('/webapi/user/currency', { currency: 'RUB' }, bearer(await demo.login('ge')))).status).toBe(400);
    await demo.post('/webapi/user/currency', { currency: 'RUB' }, bearer(token));
  });

  it("routing-wallet §3/§7 visited-nm answers value.nmsArr, the product numbers of the user's card visits", async () => {
    const user = await demo.login('seller');
    const nm = demo.deps.data.products[3]!.nmId;
    await demo.post(`/webapi/spa/data/SpaProductCardData?cod1S=${nm}`, undefined, bearer(user));
    expect(await json(await demo.post('/webapi/goods/visited-nm', undefined, bearer(user)))).toEqual({
      state: 0,
      value: { nmsArr: [nm] },
    });
    expect((await json(await demo.post('/webapi/goods/visited-nm'))).value.nmsArr).toEqual([]);
  });

  it('splitter: 204 without the user id header, a list of {type, properties} with it; stimulus by split_id', async () => {
    expect((await demo.post('/webapi/splitter')).status).toBe(204);
    expect(await json(await demo.post('/webapi/splitter', undefined, { 'X-User-Id': '1000003' }))).toEqual([
      { type: 'ab', properties: expect.any(Object) },
      { type: 'rollout', properties: expect.objectContaining({ resale: 'on' }) },
    ]);
    expect(await json(await demo.post('/webapi/stimulus', { split_id: 2 }))).toEqual({ stimuli: [expect.objectContaining({ id: 21 })] });
    expect((await demo.post('/webapi/stimulus', { split_id: 'x' })).status).toBe(400);
  });
});

describe('delivery (storefront-shell.md §3 Courier slot request, Address selection)', () => {
  it('address select takes a pickup office or a courier address', async () => {
    const office = demo.deps.data.offices[0]!;
    expect(await json(await demo.post('/spa/address/select', { addressId: office.id, deliveryWay: 'self' }, bearer(token)))).toMatchObject({
      state: 0,
      value: { addressId: office.id, address: office.address, lat: office.lat },
    });
    expect((await demo.post('/spa/address/select', { addressId: 5, deliveryWay: 'courier' })).status).toBe(200);
    expect((await demo.post('/spa/address/select', { addressId: 5, deliveryWay: 'self' })).status).toBe(404);
    expect((await demo.post('/spa/address/select', { addressId: 5, deliveryWay: 'drone' })).status).toBe(400);
  });

  it('courier slots answer delivery_time_slots (day, time_slots from/to)', async () => {
    const office = demo.deps.data.offices[0]!;
    const body = await json(await demo.post('/webapi/spa/courier/slots', { office_id: office.id, sm_id: office.smId, delivery_day: '2026-03-02' }));
    expect(body.delivery_time_slots).toHaveLength(3);
    expect(body.delivery_time_slots[0]).toEqual({
      day: '2026-03-02',
      time_slots: [
        { from: 600, to: 840 },
        { from: 840, to: 1080 },
        { from: 1080, to: 1320 },
      ],
    });
    expect((await demo.post('/webapi/spa/courier/slots', { office_id: office.id, sm_id: 1, delivery_day: 'tomorrow' })).status).toBe(400);
  });

  it('payment marketing banner by pan', async () => {
    expect(await json(await demo.post('/webapi/lk/payment/marketing/banner?pan=22001234'))).toMatchObject({ banner: { bank: 'MIR' } });
    expect(await json(await demo.post('/webapi/lk/payment/marketing/banner?pan=51001234'))).toEqual({ banner: null });
    expect((await demo.post('/webapi/lk/payment/marketing/banner?pan=abc')).status).toBe(400);
    expect(await json(await demo.post('/webapi/lk/payment/marketing/banner?pan=2200'))).toMatchObject({ banner: { bank: 'MIR' } });
  });
});

describe('routing helpers (storefront-routing-wallet.md §2.1, §7)', () => {
  it('check-redirect answers {redirect}', async () => {
    const brand = demo.deps.data.brands[0]!;
    expect(await json(await demo.get(`/webapi/check-redirect/brand/${brand.slug}`))).toEqual({ redirect: `/brands/${brand.slug}` });
    expect(await json(await demo.get('/webapi/check-redirect/sale?utm=1'))).toEqual({ redirect: '/promotions' });
    expect(await json(await demo.get('/webapi/check-redirect/no/such/page'))).toEqual({ redirect: null });
  });

  it('meta tags by route and by brand; html templates', async () => {
    expect(await json(await demo.get('/webapi/metatags?targetUrl=/catalog/zhenshchinam&query='))).toMatchObject({
      metaTags: { title: expect.stringContaining('Женщинам') },
    });
    expect((await demo.get('/webapi/metatags')).status).toBe(400);
    const brand = demo.deps.data.brands[1]!;
    expect(await json(await demo.get(`/webapi/spa/brands/metatags/${brand.slug}?name=${brand.slug}`))).toMatchObject({
      metaTags: { title: expect.stringContaining(brand.name) },
    });
    const template = await demo.get('/webapi/htmltemplate/preview_General');
    expect(template.headers.get('content-type')).toContain('text/html');
    expect((await demo.get('/webapi/htmltemplate/nope')).status).toBe(404);
  });

  it('route data: success state 0, auth redirect for guests, fixed redirects, 404s', async () => {
    const home = await json(await demo.post('/webapi/spa/data/SpaHomeData'));
    expect(home).toMatchObject({ state: 0, value: { shelves: [expect.objectContaining({ products: expect.any(Array) })] } });
    expect(await json(await demo.post('/webapi/spa/data/SpaBasketData?returnUrl=/lk/basket'))).toMatchObject({ state: 0 });
    expect(await json(await demo.post('/webapi/spa/data/SpaPersonalCabinetData?returnUrl=/lk'))).toEqual({
      state: 1,
      url: '/security/login?returnUrl=%2Flk',
      reason: 'auth',
    });
    expect(await json(await demo.post('/webapi/spa/data/SpaMyCommunicationsData', undefined, bearer(token)))).toEqual({ state: 3, url: '/#wbchat' });
    expect(await json(await demo.post('/webapi/spa/data/SpaNotificationsData', undefined, bearer(token)))).toEqual({ state: 3, url: '/lk#notifications' });
    expect((await demo.post('/webapi/spa/data/SpaProductCardData?cod1S=1')).status).toBe(404);
    expect((await demo.post('/webapi/spa/data/SpaSearchData?search=')).status).toBe(404);
    expect((await demo.post('/webapi/spa/data/SpaSellerCatalogData?sellerId=abc')).status).toBe(404);
    expect((await demo.post('/webapi/spa/data/NoSuchData')).status).toBe(404);
  });

  it('route data: wallet rules (routing-wallet §5, §6)', async () => {
    expect(await json(await demo.post('/webapi/spa/data/SpaWalletPurchaseData', undefined, bearer(await demo.login('business'))))).toEqual({
      state: 3,
      url: '/lk#no-wallet-for-b2b',
    });
    expect((await demo.post('/webapi/spa/data/SpaWalletPurchaseData', undefined, bearer(await demo.login('ge-empty')))).status).toBe(404);
    expect((await demo.post('/webapi/spa/data/SpaWalletPurchaseData', undefined, bearer(await demo.login('global')))).status).toBe(404);
    expect(await json(await demo.post('/webapi/spa/data/SpaWalletPurchaseData', undefined, bearer(await demo.login('employee'))))).toEqual({
      state: 3,
      url: '/lk#check2fa',
    });
    expect(await json(await demo.post('/webapi/spa/data/SpaWalletPurchaseData', undefined, bearer(await demo.login('ge'))))).toMatchObject({
      state: 0,
      value: { balance: expect.any(Object) },
    });
    expect(await json(await demo.post('/webapi/spa/data/SpaC2CAdData', undefined, bearer(token)))).toEqual({ state: 3, url: '/lk' });
    expect(await json(await demo.post('/webapi/spa/data/SpaC2CAdData', undefined, bearer(await demo.login('seller'))))).toMatchObject({ state: 0 });
  });

  it('route data: orders for the cabinet (active deliveries, archive positions with limit 150)', async () => {
    const deliveries = await json(await demo.post('/webapi/spa/data/SpaGetGroupedDeliveries', undefined, bearer(token)));
    expect(deliveries.value.deliveries[0]).toMatchObject({ orderId: expect.any(String), status: expect.any(Number), items: expect.any(Array), active: true });
    const archive = await json(await demo.post('/webapi/spa/data/SpaHeadArchivePositions?limit=500', undefined, bearer(token)));
    expect(archive.value.filters).toEqual({ type: 'all', status: 0 });
    expect(archive.value.positions.length).toBeLessThanOrEqual(150);
  });
});

describe('basket api (storefront-shell.md §7 Payment and basket, routing-wallet §3)', () => {
  it('bank cards answer maskedCards; payments list has the card type crd 63', async () => {
    expect(
      (
        await json(
          await demo.post('/svc/basket/webapi/lk/bankcards', { currency: 'RUB', locale: 'ru', userGradeSigned: '', bypassCache: false }, bearer(token)),
        )
      ).maskedCards[0],
    ).toMatchObject({ mask: expect.stringMatching(/\*\*\*\* \d{4}$/) });
    expect((await demo.post('/svc/basket/webapi/lk/bankcards', {})).status).toBe(401);
    expect((await json(await demo.post('/svc/basket/payment/list/fordeliveriesv2', { currency: 'RUB', currentLocale: 'ru' }))).payments).toContainEqual({
      id: 63,
      code: 'crd',
      name: expect.any(String),
    });
  });

  it('the basket endpoint enriches a serialised form into data.basket.basketItems', async () => {
    const product = demo.deps.data.products.find((p) => p.hasPrice && p.sizes[0]!.stocks.length > 0)!;
    const chrt = product.sizes[0]!.chrtId;
    const res = await form(
      '/svc/basket/webapi/basket',
      `items=${encodeURIComponent(
        JSON.stringify([
          { chrtId: chrt, quantity: 2 },
          { chrtId: 1, quantity: 1 },
        ]),
      )}&currency=RUB&includeInOrderStr=1&currentLocale=ru`,
      bearer(token),
    );
    const body = await json(res);
    expect(body.data.basket.basketItems[0]).toMatchObject({
      characteristicId: chrt,
      quantity: 2,
      cod1S: product.nmId,
      includeInOrder: true,
      canBeOrdered: true,
      priceWithSale: expect.any(Number),
      stocks: expect.any(Array),
      supplierId: product.supplierId,
    });
    expect(body.data.basket.basketItems[1]).toMatchObject({ characteristicId: 1, goodsName: '', canBeOrdered: false });
    expect(body).toMatchObject({
      isNetworkError: false,
      userBalanceSigned: expect.any(String),
      userGradeSigned: expect.any(String),
      promoDeliveryPoint: expect.objectContaining({ officeId: expect.any(Number) }),
    });
    const semicolons = await json(await form('/svc/basket/webapi/basket', `items=${chrt}:3&includeInOrderStr=999`));
    expect(semicolons.data.basket.basketItems[0]).toMatchObject({ quantity: 3, includeInOrder: false });
    expect((await form('/svc/basket/webapi/basket', 'items=%5B%7B')).status).toBe(400);
  });
});

describe('user storage and routes (storefront-shell.md §7, §8)', () => {
  it('set, list and get; an empty result is state -1 reason 24', async () => {
    const user = await demo.login('tj');
    expect(await json(await demo.post('/svc/user-storage/api/v2/data/set', { path: 'settings/a', data: 'eyJ4IjoxfQ==' }, bearer(user)))).toEqual({ state: 0 });
    expect(await json(await demo.post('/svc/user-storage/api/v2/list', { path: 'settings' }, bearer(user)))).toEqual({ state: 0, body: ['settings/a'] });
    expect(await json(await demo.post('/svc/user-storage/api/v2/data/get', { paths: ['settings/a', 'settings/b'] }, bearer(user)))).toEqual({
      state: 0,
      body: [{ path: 'settings/a', file: 'eyJ4IjoxfQ==' }],
    });
    expect(await json(await demo.post('/svc/user-storage/api/v2/list', { path: 'empty' }, bearer(user)))).toEqual({ state: -1, reason: 24 });
    expect((await demo.post('/svc/user-storage/api/v2/data/set', { path: '../x', data: '' }, bearer(user))).status).toBe(400);
  });

  it('the storage fault gives reason 50, or 37 with the new location', async () => {
    expect(await json(await demo.post('/svc/user-storage/api/v2/list?__fault=storage=50', { path: 'a' }, bearer(token)))).toEqual({ state: -1, reason: 50 });
    expect(await json(await demo.post('/svc/user-storage/api/v2/list?__fault=storage=37', { path: 'a' }, bearer(token)))).toEqual({
      state: -1,
      reason: 37,
      location: `${demo.url}/svc/user-storage`,
    });
  });

  it('routes load the shard-to-host mapping', async () => {
    const body = await json(await demo.post('/svc/routes/api/v3/routes'));
    const shard = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).shard_key as string;
    expect(body.shards[shard]).toBe(`${demo.url}/svc/user-storage`);
  });
});
