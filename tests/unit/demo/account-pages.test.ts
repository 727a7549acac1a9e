// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, json, startTestDemo, type TestDemo } from './helpers';

let demo: TestDemo;
beforeAll(async () => {
  demo = await startTestDemo();
});
afterAll(() => demo.stop());

const data = (name: string, token: string) => demo.post(`/webapi/spa/data/${name}`, undefined, bearer(token));
/** A real 1x1 PNG. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('demo: account pages and resale (shell §2, §9; routing-wallet §6)', () => {
  it('§9 a claim comment over 300 characters is refused; a claim is stored once per item', async () => {
    const token = await demo.login('regular');
    const page = await json(await data('SpaMyClaimsData', token));
    expect(page.value.claims).toHaveLength(2);
    const item = page.value.claimable[0];
    const tooLong = await demo.post('/webapi/lk/claims', { orderId: item.orderId, rid: item.rid, reason: 'defect', comment: 'я'.repeat(301) }, bearer(token));
    expect(tooLong.status).toBe(400);
    expect(await json(tooLong)).toMatchObject({ code: 'commentTooLong' });
    const filed = await demo.post('/webapi/lk/claims', { orderId: item.orderId, rid: item.rid, reason: 'defect', comment: 'я'.repeat(300) }, bearer(token));
    expect(await json(filed)).toMatchObject({ state: 0, value: { claim: { status: 'new', item: { rid: item.rid } } } });
    expect((await demo.post('/webapi/lk/claims', { orderId: item.orderId, rid: item.rid, reason: 'other' }, bearer(token))).status).toBe(409);
    expect((await json(await data('SpaMyClaimsData', token))).value.claims).toHaveLength(3);
  });

  it('§9 an ad needs a price of 50 to 25000 in whole steps and at least 3 photos; the 5 % fee is rounded once', async () => {
    const token = await demo.login('seller');
    const page = await json(await data('SpaC2CAdData', token));
    const rid = page.value.items[0].rid;
    const photos: string[] = [];
    for (let i = 0; i < 3; i++) photos.push((await json(await demo.post('/webapi/resale/photos', { image: PNG }, bearer(token)))).value.id);
    const post = (body: Record<string, unknown>) => demo.post('/webapi/resale/ads', { rid, description: '', photos, ...body }, bearer(token));
    for (const [price, code] of [
      [4900, 'priceBelow'],
      [2500100, 'priceAbove'],
      [123456, 'priceStep'],
    ] as const) {
      const answer = await post({ price });
      expect(answer.status).toBe(400);
      expect(await json(answer)).toMatchObject({ code });
    }
    expect(await json(await post({ price: 5000, photos: photos.slice(0, 2) }))).toMatchObject({ code: 'photosTooFew' });
    const posted = await json(await post({ price: 99900 }));
    expect(posted.value.ad).toMatchObject({ price: 99900, fee: 5000, payout: 94900, state: 'onSale' });
    expect((await post({ price: 99900 })).status).toBe(409);
    // a non-picture is refused however it is labelled
    const fake = await demo.post('/webapi/resale/photos', { image: 'data:image/png;base64,' + Buffer.from('hello').toString('base64') }, bearer(token));
    expect(await json(fake)).toMatchObject({ code: 'photoType' });
  });

  it('routing-wallet §6 the resale calls answer 403 to a shopper without resale; the questions page needs a supplier feature', async () => {
    const regular = await demo.login('regular');
    expect((await demo.post('/webapi/resale/photos', { image: PNG }, bearer(regular))).status).toBe(403);
    expect(await json(await data('SpaC2CFeedbackQuestionsData', regular))).toEqual({ state: 3, url: '/lk' });
    const seller = await demo.login('seller');
    expect((await json(await data('SpaC2CFeedbackQuestionsData', seller))).value.questions.length).toBeGreaterThan(0);
    await demo.post('/demo/settings', { switches: { enableResaleSupplierFeedbacks: false, enableResaleSupplierQuestions: false } });
    try {
      expect(await json(await data('SpaC2CFeedbackQuestionsData', seller))).toEqual({ state: 3, url: '/lk' });
      await demo.post('/demo/settings', { switches: { enableResaleSupplierQuestions: true } });
      expect(await json(await data('SpaC2CFeedbackQuestionsData', seller))).toMatchObject({ state: 0 });
    } finally {
      await demo.post('/demo/settings', { reset: true });
    }
  });
});
