// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, json, startTestDemo, type TestDemo } from './helpers';

/** demo/API.md "Basket API": placing an order persists it (SQLite) for the thank-you page and the cabinet's deliveries. */
let demo: TestDemo;
let token: string;

beforeAll(async () => {
  demo = await startTestDemo();
  token = await demo.login('regular');
});
afterAll(async () => demo.stop());

function orderBody(fields: Record<string, string>): string {
  return new URLSearchParams({ currency: 'RUB', includeInOrderStr: '1', currentLocale: 'ru', ...fields }).toString();
}

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

async function buyable(): Promise<{ chrtId: number; officeId: number; address: string }> {
  const offices = await json<{ id: number; address: string }[]>(await demo.get('/static/shopdata/ru/shops.json'));
  const data = demo.deps.data;
  const product = data.products.find((p) => p.hasPrice && p.sizes.some((s) => s.stocks.some((st) => st.qty > 3)))!;
  const size = product.sizes.find((s) => s.stocks.some((st) => st.qty > 3))!;
  return { chrtId: size.chrtId, officeId: offices[0]!.id, address: offices[0]!.address };
}

describe('POST {basketApi}/webapi/basket/order', () => {
  it('persists a pickup order that the thank-you data and the deliveries then show', async () => {
    const { chrtId, officeId, address } = await buyable();
    const cards = await json<{ maskedCards: { id: string; isDefault: boolean }[] }>(await demo.post('/svc/basket/webapi/lk/bankcards', {}, bearer(token)));
    const card = cards.maskedCards.find((c) => c.isDefault)!;
    const res = await demo.post(
      '/svc/basket/webapi/basket/order',
      orderBody({
        items: JSON.stringify([{ chrtId, quantity: 2 }]),
        deliveryWay: 'self',
        officeId: String(officeId),
        paymentType: '63',
        bankCardId: card.id,
      }),
      { ...FORM, ...bearer(token) },
    );
    expect(res.status).toBe(200);
    const { value } = await json<{ value: { order: { orderId: string; address: string; items: { chrtId: number; quantity: number }[] } } }>(res);
    expect(value.order.address).toBe(address);
    expect(value.order.items).toMatchObject([{ chrtId, quantity: 2 }]);

    const thanks = await json(await demo.post(`/webapi/spa/data/SpaOrderThankYouEntrypoint?orderId=${value.order.orderId}`, undefined, bearer(token)));
    expect(thanks.value.order.orderId).toBe(value.order.orderId);
    const deliveries = await json(await demo.post('/webapi/spa/data/SpaGetGroupedDeliveries', undefined, bearer(token)));
    expect(deliveries.value.deliveries[0].orderId).toBe(value.order.orderId);
  });

  it('takes a courier order only with an address and a slot the slots call offers', async () => {
    const { chrtId, officeId } = await buyable();
    const day = new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 10);
    const base = {
      items: JSON.stringify([{ chrtId, quantity: 1 }]),
      deliveryWay: 'courier',
      officeId: String(officeId),
      paymentType: '8',
      courierAddress: 'ул. Мира, 5',
    };
    const post = (fields: Record<string, string>) =>
      demo.post('/svc/basket/webapi/basket/order', orderBody({ ...base, ...fields }), { ...FORM, ...bearer(token) });
    expect((await post({ deliverySlots: JSON.stringify([{ day, from: 600, to: 840 }]) })).status).toBe(200);
    expect((await post({ deliverySlots: JSON.stringify([{ day, from: 601, to: 840 }]) })).status).toBe(400);
    expect((await post({ deliverySlots: '[]' })).status).toBe(400);
    expect((await post({ courierAddress: '  ', deliverySlots: JSON.stringify([{ day, from: 600, to: 840 }]) })).status).toBe(400);
  });

  it('refuses guests, unknown payment types, expired or foreign cards and empty orders', async () => {
    const { chrtId, officeId } = await buyable();
    const base = { items: JSON.stringify([{ chrtId, quantity: 1 }]), deliveryWay: 'self', officeId: String(officeId) };
    expect((await demo.post('/svc/basket/webapi/basket/order', orderBody({ ...base, paymentType: '8' }), FORM)).status).toBe(401);
    const post = (fields: Record<string, string>) =>
      demo.post('/svc/basket/webapi/basket/order', orderBody({ ...base, ...fields }), { ...FORM, ...bearer(token) });
    expect((await post({ paymentType: '999' })).status).toBe(400);
    expect((await post({ paymentType: '63', bankCardId: 'someone-else' })).status).toBe(400);
    const cards = await json<{ maskedCards: { id: string; expired: boolean }[] }>(await demo.post('/svc/basket/webapi/lk/bankcards', {}, bearer(token)));
    const expired = cards.maskedCards.find((c) => c.expired)!;
    expect((await post({ paymentType: '63', bankCardId: expired.id })).status).toBe(400);
    expect((await post({ paymentType: '8', items: '[]' })).status).toBe(400);
    expect((await post({ paymentType: '8', items: '{not json' })).status).toBe(400);
  });

  it('route data: buy-it-now item, and an unknown order gives order null (the client falls back to session storage)', async () => {
    const { chrtId } = await buyable();
    const item = await json(await demo.post(`/webapi/spa/data/SpaBasketBuyItNowData?chrtId=${chrtId}&quantity=2`));
    expect(item.value.item).toMatchObject({ characteristicId: chrtId, quantity: 2 });
    expect((await demo.post('/webapi/spa/data/SpaBasketBuyItNowData?nm=1')).status).toBe(404);
    expect(await json(await demo.post('/webapi/spa/data/SpaBasketBuyItNowData'))).toMatchObject({ state: 0, value: { item: null } });
    const unknown = await json(await demo.post('/webapi/spa/data/SpaOrderConfirmedData?orderId=nope', undefined, bearer(token)));
    expect(unknown).toMatchObject({ state: 0, value: { orderId: 'nope', order: null } });
  });
});

describe('the basket api answers in the language the client sends (lang)', () => {
  it('payment names and basket lines in kk and en; ru without lang', async () => {
    const list = async (lang?: string) =>
      (
        await json<{ payments: { code: string; name: string }[] }>(
          await demo.post('/svc/basket/payment/list/fordeliveriesv2', { currency: 'RUB', currentLocale: 'ru', ...(lang ? { lang } : {}) }),
        )
      ).payments;
    expect((await list()).map((p) => p.name)).toEqual(['Банковская карта', 'СБП', 'SberPay', 'Кошелёк', 'Рассрочка']);
    expect((await list('kk')).map((p) => p.name)).toEqual(['Банк картасы', 'СБП', 'SberPay', 'Әмиян', 'Бөліп төлеу']);
    expect((await list('en')).find((p) => p.code === 'wallet')!.name).toBe('Wallet');
  });
});

describe('the bell answers in the language the client asks for (lang)', () => {
  it('the same notices, worded in kk and en; ru without lang', async () => {
    const list = async (lang?: string) =>
      (
        await json<{ payload: { notices: { uuid: string; title: string }[] } }>(
          await demo.post(`/svc/bell/shard-proxy/api/v3/notice/get?app_type=web${lang ? `&lang=${lang}` : ''}`, {}, bearer(token)),
        )
      ).payload.notices;
    const [ru, kk, en] = [await list(), await list('kk'), await list('en')];
    expect(kk.map((n) => n.uuid)).toEqual(ru.map((n) => n.uuid));
    expect(ru.every((n) => /\p{Script=Cyrillic}/u.test(n.title))).toBe(true);
    expect(kk.some((n) => /[әғқңөұүһі]/iu.test(n.title))).toBe(true);
    expect(en.every((n) => /^[\x20-\x7e]+$/.test(n.title))).toBe(true);
  });
});
